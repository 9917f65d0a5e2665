import type { SnapshotFrom } from 'xstate';
import type { StaticContentField } from './context.ts';
import type { staticContentMachine } from './machine.ts';
import { validateStaticContent } from './validation.ts';
import { calculatedRating, isDirty as valuesDiffer, starPercentTotal } from './values.ts';

export type StaticContentSnapshot = SnapshotFrom<typeof staticContentMachine>;

export const selectValues = (snapshot: StaticContentSnapshot) => snapshot.context.values;
export const selectValue =
  <TField extends StaticContentField>(field: TField) =>
  (snapshot: StaticContentSnapshot) =>
    snapshot.context.values[field];
/** A field's message once it was changed or a save was attempted; else null. */
export const selectFieldError =
  (field: StaticContentField) => (snapshot: StaticContentSnapshot) => {
    const { context } = snapshot;
    if (!context.submitted && !context.touched[field]) return null;
    return validateStaticContent(context.values)[field] ?? null;
  };
/** The Calculated Rating field: the rating as applied (100 ms after the last slider move). */
export const selectRating = (snapshot: StaticContentSnapshot) => snapshot.context.values.rating;
/** The rating the stars give right now (the Rating field catches up after the pause). */
export const selectStarsRating = (snapshot: StaticContentSnapshot) =>
  calculatedRating(snapshot.context.values.starPercent);
/** One star row's percentage; `index` 0 is 5 stars. */
export const selectStarPercent = (index: number) => (snapshot: StaticContentSnapshot) =>
  snapshot.context.values.starPercent[index] ?? 0;
export const selectStarTotal = (snapshot: StaticContentSnapshot) =>
  starPercentTotal(snapshot.context.values.starPercent);
export const selectIsRatingPending = (snapshot: StaticContentSnapshot) =>
  snapshot.matches({ editing: 'ratingPending' });
export const selectIsSaving = (snapshot: StaticContentSnapshot) => snapshot.hasTag('busy');
export const selectIsDirty = (snapshot: StaticContentSnapshot) =>
  valuesDiffer(snapshot.context.values, snapshot.context.savedValues);
/** 'Save Static Content' is enabled while editing a form that differs from the saved one. */
export const selectCanSave = (snapshot: StaticContentSnapshot) =>
  snapshot.matches('editing') && selectIsDirty(snapshot);
export const selectCanReset = selectCanSave;
/** The conflict dialog's content while it is open (issue 29), else null. */
export const selectConflict = (snapshot: StaticContentSnapshot) => snapshot.context.conflict;
/** The operator's own values, shown as "yours" in the conflict dialog. */
export const selectMine = (snapshot: StaticContentSnapshot) => snapshot.context.values;
/**
 * Another operator saved the static content while the form holds unsaved input: who and when
 * ('Changed by {operator} {time ago}: Reload'), else null.
 */
export const selectChangedElsewhere = (snapshot: StaticContentSnapshot) =>
  snapshot.matches('editing') ? snapshot.context.changedElsewhere : null;
