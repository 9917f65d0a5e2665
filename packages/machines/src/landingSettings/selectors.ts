import type { SnapshotFrom } from 'xstate';
import { savedFieldsOf } from './conflict.ts';
import type { landingSettingsMachine } from './machine.ts';
import { sameSettings, validateLauncherSettings, type LauncherSettingsField } from './settings.ts';

export type LandingSettingsSnapshot = SnapshotFrom<typeof landingSettingsMachine>;

export const selectSettings = (snapshot: LandingSettingsSnapshot) => snapshot.context.settings;
/** A field's message, once a save was attempted. */
export const selectSettingsError =
  (field: LauncherSettingsField) => (snapshot: LandingSettingsSnapshot) =>
    snapshot.context.submitted
      ? (validateLauncherSettings(snapshot.context.settings)[field] ?? null)
      : null;
export const selectIsSaving = (snapshot: LandingSettingsSnapshot) => snapshot.matches('saving');
/** The template cannot change once the launcher exists (edit mode). */
export const selectIsTemplateLocked = (snapshot: LandingSettingsSnapshot) =>
  snapshot.context.launcher !== null;
export const selectIsDirty = (snapshot: LandingSettingsSnapshot) =>
  !sameSettings(snapshot.context.settings, snapshot.context.savedSettings);
/**
 * Another operator saved the launcher while the form holds unsaved input (issue 29):
 * 'Changed by {operator} {time ago}: Reload'; null otherwise.
 */
export const selectChangedElsewhere = (snapshot: LandingSettingsSnapshot) =>
  snapshot.matches('idle') ? snapshot.context.changedElsewhere : null;
/** While the conflict dialog is open: the settings both operators changed (issue 29). */
export const selectConflict = (snapshot: LandingSettingsSnapshot) => snapshot.context.conflict;
/** The operator's own settings, shown as "yours" in the conflict dialog. */
export const selectMine = (snapshot: LandingSettingsSnapshot) =>
  savedFieldsOf(snapshot.context.settings);
