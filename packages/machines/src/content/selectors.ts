import type { SnapshotFrom } from 'xstate';
import type { ContentField } from './context.ts';
import type { contentMachine } from './machine.ts';
import { validateContent } from './validation.ts';

export type ContentSnapshot = SnapshotFrom<typeof contentMachine>;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

export const selectIsLoading = (snapshot: ContentSnapshot) => snapshot.hasTag('loading');
export const selectIsSaving = (snapshot: ContentSnapshot) => snapshot.hasTag('busy');
export const selectLoadError = (snapshot: ContentSnapshot) => snapshot.context.loadError;
export const selectDescription = (snapshot: ContentSnapshot) => snapshot.context.values.description;
export const selectTags = (snapshot: ContentSnapshot) => snapshot.context.values.tags;
export const selectAdditionalInfo = (snapshot: ContentSnapshot) =>
  snapshot.context.values.additionalInfo;
/** A field's message once it was changed or a save was attempted; else null. */
export const selectFieldError = (field: ContentField) => (snapshot: ContentSnapshot) => {
  const { context } = snapshot;
  if (!context.submitted && !context.touched[field]) return null;
  return validateContent(context.values, context.isDefault)[field] ?? null;
};
/** Unsaved changes: leaving asks first. */
export const selectIsDirty = (snapshot: ContentSnapshot) => {
  const { values, savedValues } = snapshot.context;
  return (
    values.description !== savedValues.description ||
    !sameList(values.tags, savedValues.tags) ||
    !sameList(values.additionalInfo, savedValues.additionalInfo)
  );
};
export const selectCanSave = (snapshot: ContentSnapshot) => snapshot.matches('editing');
/** The conflict dialog's content while it is open (issue 29), else null. */
export const selectConflict = (snapshot: ContentSnapshot) => snapshot.context.conflict;
/** The operator's own values, shown as "yours" in the conflict dialog. */
export const selectMine = (snapshot: ContentSnapshot) => snapshot.context.values;
/** The translation was deleted by another operator while the form was open. */
export const selectIsGone = (snapshot: ContentSnapshot) => snapshot.context.gone;
