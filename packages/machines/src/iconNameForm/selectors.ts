import type { SnapshotFrom } from 'xstate';
import type { IconNameField, IconNameValues } from './context.ts';
import type { iconNameFormMachine } from './machine.ts';
import { isIconNameDirty, validateIconName } from './validation.ts';

export type IconNameSnapshot = SnapshotFrom<typeof iconNameFormMachine>;

export const selectValue =
  <TField extends keyof IconNameValues>(field: TField) =>
  (snapshot: IconNameSnapshot) =>
    snapshot.context.values[field];
/**
 * A field's message once it was changed or a save was attempted; else null. A chosen icon's
 * message shows as soon as it is known.
 */
export const selectFieldError = (field: IconNameField) => (snapshot: IconNameSnapshot) => {
  const { context } = snapshot;
  if (!context.submitted && !context.touched[field]) return null;
  if (field === 'icon' && snapshot.hasTag('readingIcon')) return null;
  return validateIconName(context)[field] ?? null;
};
export const selectIconUrl = (snapshot: IconNameSnapshot) => snapshot.context.iconUrl;
/**
 * The base translation has a design whose icon is not known (still loading, or its load
 * failed): the form shows a dash where the icon would be.
 */
export const selectIconUnknown = (snapshot: IconNameSnapshot) =>
  snapshot.context.baseDesignId !== null && snapshot.context.iconUrl === null;
export const selectIconFileName = (snapshot: IconNameSnapshot) =>
  snapshot.context.iconFile?.name ?? null;
/** Changes whenever a chosen file is dropped, so the file picker can start over. */
export const selectIconGeneration = (snapshot: IconNameSnapshot) => snapshot.context.iconGeneration;
export const selectIsReadingIcon = (snapshot: IconNameSnapshot) => snapshot.hasTag('readingIcon');
export const selectIsSaving = (snapshot: IconNameSnapshot) => snapshot.hasTag('busy');
export const selectIsDirty = (snapshot: IconNameSnapshot) => isIconNameDirty(snapshot.context);
/** 'Save' is enabled while the form differs from what is stored and no icon is being read. */
export const selectCanSave = (snapshot: IconNameSnapshot) =>
  snapshot.matches({ editing: 'idle' }) && isIconNameDirty(snapshot.context);
export const selectCanReset = (snapshot: IconNameSnapshot) =>
  snapshot.matches('editing') && isIconNameDirty(snapshot.context);
/** The conflict dialog's content while it is open (issue 29), else null. */
export const selectConflict = (snapshot: IconNameSnapshot) => snapshot.context.conflict;
/** The operator's own names, shown as "yours" in the conflict dialog. */
export const selectMine = (snapshot: IconNameSnapshot) => snapshot.context.values;
/**
 * Another operator saved the names while the form holds unsaved input: who and when
 * ('Changed by {operator} {time ago}: Reload'), else null.
 */
export const selectChangedElsewhere = (snapshot: IconNameSnapshot) =>
  snapshot.matches('editing') ? snapshot.context.changedElsewhere : null;
