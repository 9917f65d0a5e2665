import type { LauncherContent } from '@landing/api';
import { translationsSelectors as strip } from '@landing/machines';
import { ConfirmDialog } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import { waitFor } from 'xstate';
import { fill, useMessages } from '../messages/messages.tsx';
import { useLanguageName } from './languageName.ts';
import type { TranslationsActor } from './types.ts';

export type TranslationToDelete = {
  content: LauncherContent;
  /** Closing keeps the rest, so the closing dialog still knows its text. */
  open: boolean;
};

export type DeleteTranslationDialogProps = {
  actorRef: TranslationsActor;
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
  actorRef,
  target,
  onClose,
  stripRef,
}: DeleteTranslationDialogProps) {
  const isDeleting = useSelector(actorRef, strip.selectIsDeleting);
  const languageName = useLanguageName();
  const name = target === null ? '' : languageName(target.content);
  const text = useMessages();
  return (
    <ConfirmDialog
      open={target?.open ?? false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text['translations.deleteTitle']}
      message={fill(text, 'translations.deleteMessage', { language: name })}
      confirmLabel={text['translations.deleteConfirm']}
      cancelLabel={text['translations.deleteCancel']}
      variant="danger"
      busy={isDeleting}
      onConfirm={async () => {
        if (target === null) return;
        actorRef.send({ type: 'translation.delete', contentId: target.content.id });
        await waitFor(actorRef, (snapshot) => !strip.selectIsDeleting(snapshot));
      }}
      returnFocusFallback={() =>
        stripRef.current?.querySelector<HTMLElement>(
          '[role="tablist"] > [role="tab"][aria-selected="true"]',
        )
      }
    />
  );
}
