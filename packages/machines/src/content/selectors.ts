import type { SnapshotFrom } from 'xstate';
import { sameContentValues, type ContentField } from './context.ts';
import type { contentMachine } from './machine.ts';
import { validateContent } from './validation.ts';

export type ContentSnapshot = SnapshotFrom<typeof contentMachine>;

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
export const selectIsDirty = (snapshot: ContentSnapshot) =>
  !sameContentValues(snapshot.context.values, snapshot.context.savedValues);
export const selectCanSave = (snapshot: ContentSnapshot) => snapshot.matches('editing');
/** The conflict dialog's content while it is open (issue 29), else null. */
export const selectConflict = (snapshot: ContentSnapshot) => snapshot.context.conflict;
/** The operator's own values, shown as "yours" in the conflict dialog. */
export const selectMine = (snapshot: ContentSnapshot) => snapshot.context.values;
/** The translation was deleted by another operator while the form was open. */
export const selectIsGone = (snapshot: ContentSnapshot) => snapshot.context.gone;
/**
 * Another operator saved the translation while the form holds unsaved input: who and when
 * ('Changed by {operator} {time ago}: Reload'), else null.
 */
export const selectChangedElsewhere = (snapshot: ContentSnapshot) =>
  snapshot.matches('editing') ? snapshot.context.changedElsewhere : null;
