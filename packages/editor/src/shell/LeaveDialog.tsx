import { editorSelectors as select } from '@landing/machines';
import { ConfirmDialog } from '@landing/ui';
import { useEditorActor, useLandingEditor } from '../headless/LandingEditorContext.tsx';
import { useMessages } from '../messages/messages.tsx';

/** Unsaved changes: leave them or stay. */
export function LeaveDialog() {
  const actor = useEditorActor();
  const open = useLandingEditor(select.selectIsConfirmingLeave);
  const messages = useMessages();
  return (
    <ConfirmDialog
      open={open}
      title={messages['leave.title']}
      message={messages['leave.message']}
      confirmLabel={messages['leave.confirm']}
      cancelLabel={messages['leave.cancel']}
      variant="danger"
      onConfirm={() => actor.send({ type: 'leave.confirm' })}
      onCancel={() => actor.send({ type: 'leave.cancel' })}
    />
  );
}
