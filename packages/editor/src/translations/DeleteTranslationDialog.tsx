import type { LauncherContent } from '@landing/api';
import { editorSelectors as select } from '@landing/machines';
import { ConfirmDialog } from '@landing/ui';
import type { RefObject } from 'react';
import { waitFor } from 'xstate';
import { useEditorActor, useLandingEditor } from '../headless/LandingEditorContext.tsx';
import { useLanguageName } from './languageName.ts';

export type TranslationToDelete = {
  content: LauncherContent;
  /** Closing keeps the rest, so the closing dialog still knows its text. */
  open: boolean;
};

export type DeleteTranslationDialogProps = {
  /** None = never opened. */
  target: TranslationToDelete | null;
  onClose: () => void;
  /** Holds the tab strip: when the opener went with its tab, focus goes to the selected tab. */
  stripRef: RefObject<HTMLElement | null>;
};

/**
 * 'Delete Translation?' with the spec's text. It stays busy until the translation is gone; the
 * trash button that opened it is gone with its tab then, so focus moves to the selected tab
 * rather than falling to the page.
 */
export function DeleteTranslationDialog({
  target,
  onClose,
  stripRef,
}: DeleteTranslationDialogProps) {
  const actor = useEditorActor();
  const isDeleting = useLandingEditor(select.selectIsDeletingTranslation);
  const languageName = useLanguageName();
  const name = target === null ? '' : languageName(target.content);
  return (
    <ConfirmDialog
      open={target?.open ?? false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete Translation?"
      message={`Are you sure you want to delete ${name} ? This action cannot be undone.`}
      confirmLabel="Delete"
      variant="danger"
      busy={isDeleting}
      onConfirm={async () => {
        if (target === null) return;
        actor.send({ type: 'translation.delete', contentId: target.content.id });
        await waitFor(actor, (snapshot) => !select.selectIsDeletingTranslation(snapshot));
      }}
      returnFocusFallback={() =>
        stripRef.current?.querySelector<HTMLElement>(
          '[role="tablist"] > [role="tab"][aria-selected="true"]',
        )
      }
    />
  );
}
