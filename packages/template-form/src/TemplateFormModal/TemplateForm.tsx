import { TEMPLATE_ARCHIVE_EXTENSION } from '@landing/api';
import { templateFormSelectors, type TemplateFormEvent } from '@landing/machines';
import { Button, ErrorText, FilePicker, Textarea, TextInput } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { TemplateConflictDialog } from './TemplateConflictDialog.tsx';
import * as styles from './TemplateFormModal.css.ts';
import type { TemplateFormLogic } from './templateFormLogic.ts';
import type { TemplateFormWords } from './templateFormWords.ts';

export type TemplateFormActor = ActorRefFrom<TemplateFormLogic>;

const codeError = templateFormSelectors.selectFieldError('code');
const archiveError = templateFormSelectors.selectFieldError('archive');

/** The modal's form: fields, upload progress, the save error and the submit button. */
export function TemplateForm({
  actor,
  words,
}: {
  actor: TemplateFormActor;
  words: TemplateFormWords;
}) {
  const isEditMode = useSelector(actor, templateFormSelectors.selectIsEditMode);
  const code = useSelector(actor, templateFormSelectors.selectCode);
  const description = useSelector(actor, templateFormSelectors.selectDescription);
  const archiveName = useSelector(actor, templateFormSelectors.selectArchiveName);
  const archiveGeneration = useSelector(actor, templateFormSelectors.selectArchiveGeneration);
  const progress = useSelector(actor, templateFormSelectors.selectProgress);
  const error = useSelector(actor, templateFormSelectors.selectError);
  const canSubmit = useSelector(actor, templateFormSelectors.selectCanSubmit);
  const isSaving = useSelector(actor, templateFormSelectors.selectIsSaving);
  const submitLabel = isEditMode ? words.saveChanges : words.create;
  const title = isEditMode ? words.editTitle : words.addTitle;
  const errors = { code: useSelector(actor, codeError), archive: useSelector(actor, archiveError) };
  const message = (text: string | null) => (text === null ? null : words.message(text));

  const send = (event: TemplateFormEvent) => actor.send(event);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };

  return (
    <form
      className={styles.form}
      aria-label={title}
      aria-busy={isSaving || undefined}
      data-state={isSaving ? 'saving' : 'editing'}
      noValidate
      onSubmit={submit}
    >
      {isEditMode ? (
        <TextInput label={words.archiveFile} value={archiveName ?? ''} readOnly />
      ) : (
        <FilePicker
          // Undo or Redo put another archive back: the picker starts over, showing it.
          key={archiveGeneration}
          label={words.archiveFile}
          fileName={archiveName ?? undefined}
          accept={TEMPLATE_ARCHIVE_EXTENSION}
          disabled={isSaving}
          progress={progress ?? undefined}
          error={message(errors.archive) ?? undefined}
          onChange={(archive) => send({ type: 'form.chooseArchive', archive })}
        />
      )}
      <TextInput
        label={words.code}
        value={code}
        disabled={isSaving}
        error={message(errors.code) ?? undefined}
        onChange={(event) => send({ type: 'form.change', values: { code: event.target.value } })}
      />
      <Textarea
        label={words.description}
        value={description}
        disabled={isSaving}
        onChange={(event) =>
          send({ type: 'form.change', values: { description: event.target.value } })
        }
      />
      <TemplateConflictDialog actor={actor} words={words} />
      {progress !== null && (
        <p className={styles.progressText} role="status">
          {words.uploading(progress)}
        </p>
      )}
      {error !== null && <ErrorText>{words.message(error)}</ErrorText>}
      <div className={styles.actions}>
        <Button type="submit" disabled={!canSubmit} busy={isSaving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
