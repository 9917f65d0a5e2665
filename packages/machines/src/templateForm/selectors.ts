import type { SnapshotFrom } from 'xstate';
import { errorsOf, isDirty } from './changes.ts';
import type { TemplateFormField } from './context.ts';
import type { templateFormMachine } from './machine.ts';

export type TemplateFormSnapshot = SnapshotFrom<typeof templateFormMachine>;

export const selectMode = (snapshot: TemplateFormSnapshot) => snapshot.context.mode;
export const selectIsEditMode = (snapshot: TemplateFormSnapshot) =>
  snapshot.context.mode === 'edit';
export const selectCode = (snapshot: TemplateFormSnapshot) => snapshot.context.values.code;
export const selectDescription = (snapshot: TemplateFormSnapshot) =>
  snapshot.context.values.description;
export const selectArchive = (snapshot: TemplateFormSnapshot) => snapshot.context.values.archive;
/** The chosen archive's name, or (editing) the stored archive's name, else null. */
export const selectArchiveName = (snapshot: TemplateFormSnapshot) =>
  snapshot.context.values.archive?.name ?? snapshot.context.archiveName;
/** Grows when Undo or Redo puts another archive back: the file picker starts over. */
export const selectArchiveGeneration = (snapshot: TemplateFormSnapshot) =>
  snapshot.context.archiveGeneration;
/** A field's message once it changed or a submit was attempted; else null. */
export const selectFieldError = (field: TemplateFormField) => (snapshot: TemplateFormSnapshot) => {
  const { context } = snapshot;
  if (!context.submitted && !context.touched[field]) return null;
  return errorsOf(context)[field] ?? null;
};
export const selectIsDirty = (snapshot: TemplateFormSnapshot) => isDirty(snapshot.context);
export const selectIsSaving = (snapshot: TemplateFormSnapshot) => snapshot.hasTag('busy');
/** The submit button is enabled only when the form changed, not while an archive is read or saving. */
export const selectCanSubmit = (snapshot: TemplateFormSnapshot) =>
  snapshot.matches({ editing: 'idle' }) && isDirty(snapshot.context);
/** Upload progress in percent while saving, else null. */
export const selectProgress = (snapshot: TemplateFormSnapshot) => snapshot.context.progress;
export const selectError = (snapshot: TemplateFormSnapshot) => snapshot.context.error;
export const selectIsSaved = (snapshot: TemplateFormSnapshot) => snapshot.matches('saved');
export const selectSavedTemplate = (snapshot: TemplateFormSnapshot) =>
  snapshot.context.savedTemplate;
/** The conflict dialog's content while it is open (issue 29). */
export const selectConflict = (snapshot: TemplateFormSnapshot) => snapshot.context.conflict;
/** The operator's own values, the dialog's "Yours". */
export const selectMine = (snapshot: TemplateFormSnapshot) => snapshot.context.values;
