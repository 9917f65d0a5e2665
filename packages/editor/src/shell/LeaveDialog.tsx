import { editorSelectors as select } from '@landing/machines';
import { ConfirmDialog } from '@landing/ui';
import { useEditorActor, useLandingEditor } from '../headless/LandingEditorContext.tsx';

/** Unsaved changes: leave them or stay. */
export function LeaveDialog() {
  const actor = useEditorActor();
  const open = useLandingEditor(select.selectIsConfirmingLeave);
  return (
    <ConfirmDialog
      open={open}
      title="Unsaved changes"
      message="You have unsaved changes. Leave without saving them?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      variant="danger"
      onConfirm={() => actor.send({ type: 'leave.confirm' })}
      onCancel={() => actor.send({ type: 'leave.cancel' })}
    />
  );
}
