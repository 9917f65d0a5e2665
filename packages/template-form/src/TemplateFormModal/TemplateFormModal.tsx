import type { Template } from '@landing/api';
import { ReadyFormDraft, useBeforeUnloadWarning } from '@landing/drafts';
import { templateFormSelectors } from '@landing/machines';
import { Modal } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { TemplateForm } from './TemplateForm.tsx';
import { templateFormDraft } from './templateFormDraft.ts';
import { createTemplateFormLogic, type TemplateFormCalls } from './templateFormLogic.ts';
import { templateFormHistory, type TemplateFormHistory } from './templateFormHistory.ts';
import { defaultTemplateFormWords, type TemplateFormWords } from './templateFormWords.ts';

export type TemplateFormModalProps = {
  open: boolean;
  /** The template to edit; leave out to add one. */
  template?: Template | null;
  /** Asked to close (×, Escape, or after a save). */
  onOpenChange: (open: boolean) => void;
  /** The server's answer after a save; the modal then asks to close. */
  onSaved: (template: Template) => void;
  /**
   * A template was made but the server's answer did not name it and it could not be found for
   * sure: the modal asks to close; say so (`CREATED_WITHOUT_ID`) and reload what is shown.
   */
  onSavedWithoutRecord: () => void;
  /** `client.template` of `@landing/api` (create and update, with upload progress). */
  calls: TemplateFormCalls;
  /** Where a failed save is logged; default `console.error`. The modal stays open. */
  onSaveFailed?: (error: unknown) => void;
  /**
   * Whose drafts the form keeps in this browser (`useDraftOwner` of `@landing/drafts`); null
   * or left out: none are kept (until the user is known).
   */
  draftOwner?: string | null;
  /** The form's Undo and Redo, above its fields (the host's History bar over `form`). */
  renderHistory?: (form: TemplateFormHistory) => ReactNode;
  /** The form's words, where they differ from `defaultTemplateFormWords` (English). */
  words?: Partial<TemplateFormWords>;
  /**
   * Hears whether the form holds unsaved work (false again once it closes): a host with a dirty
   * state of its own (the editor's `onDirtyChange`) counts it there. Left out, the page asks
   * before a reload or close itself (`beforeunload`).
   */
  onDirtyChange?: (isDirty: boolean) => void;
};

const logSaveFailure = (error: unknown) => console.error('Failed to save template', error);

/**
 * 'Add Template' / 'Edit Template': Archive File, Code and Description. Each opening starts a
 * fresh form (the dialog is mounted only while open), filled from `template` when editing.
 */
export function TemplateFormModal(props: TemplateFormModalProps) {
  if (!props.open) return null;
  return <TemplateFormDialog {...props} />;
}

function TemplateFormDialog({
  template,
  onOpenChange,
  onSaved,
  onSavedWithoutRecord,
  calls,
  onSaveFailed,
  draftOwner = null,
  renderHistory,
  words: givenWords,
  onDirtyChange,
}: TemplateFormModalProps) {
  const words = useMemo(() => ({ ...defaultTemplateFormWords, ...givenWords }), [givenWords]);
  const [logic] = useState(() => createTemplateFormLogic(calls));
  const actor = useActorRef(logic, { input: { template: template ?? null } });
  useEffect(() => {
    const saved = actor.on('template.saved', (event) => {
      onSaved(event.template);
      onOpenChange(false);
    });
    const unnamed = actor.on('template.savedWithoutRecord', () => {
      onSavedWithoutRecord();
      onOpenChange(false);
    });
    const failed = actor.on('template.saveFailed', (event) =>
      (onSaveFailed ?? logSaveFailure)(event.error),
    );
    return () => {
      saved.unsubscribe();
      unnamed.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, onSaved, onSavedWithoutRecord, onOpenChange, onSaveFailed]);
  const isEditMode = useSelector(actor, templateFormSelectors.selectIsEditMode);
  const title = isEditMode ? words.editTitle : words.addTitle;
  const isSaving = useSelector(actor, templateFormSelectors.selectIsSaving);
  const isDirty = useSelector(actor, templateFormSelectors.selectIsDirty);
  useBeforeUnloadWarning(onDirtyChange === undefined && isDirty);
  useEffect(() => {
    if (!onDirtyChange || !isDirty) return;
    onDirtyChange(true);
    return () => onDirtyChange(false);
  }, [onDirtyChange, isDirty]);
  const draft = useMemo(
    () => templateFormDraft(actor, words.draftLabel),
    [actor, words.draftLabel],
  );
  const history = useMemo(() => templateFormHistory(actor), [actor]);

  return (
    <Modal open title={title} onOpenChange={onOpenChange} dismissible={!isSaving}>
      {draftOwner !== null && (
        <ReadyFormDraft
          form={draft}
          words={words.drafts}
          place={{
            user: draftOwner,
            landingId: null,
            launcherId: null,
            translationId: null,
            form: `templateForm:${template?.id ?? 'new'}`,
          }}
        />
      )}
      {renderHistory?.(history)}
      <TemplateForm actor={actor} words={words} />
    </Modal>
  );
}
