import type { EventObject } from 'xstate';
import type { Launcher } from '../editor/entities.ts';
import type { ChangedElsewhere, HeldClick } from '../shared/changedElsewhere.ts';
import type { FormConflict } from '../shared/conflict/formConflict.ts';
import type { CreateLauncherInput } from './actors.ts';
import type { SavedLauncherSettings } from './conflict.ts';
import { EMPTY_LAUNCHER_SETTINGS, settingsOfLauncher, type LauncherSettings } from './settings.ts';

export type LandingSettingsInput = {
  /** The active launcher (edit mode), null for a new landing. */
  launcher: Launcher | null;
};

export type LandingSettingsContext = {
  /** The active launcher; its `version` (as loaded or last read) is what a save names (issue 29). */
  launcher: Launcher | null;
  settings: LauncherSettings;
  savedSettings: LauncherSettings;
  /** A save was attempted: every settings message shows. */
  submitted: boolean;
  /** A launcher created by a save whose landing creation failed: the next save reuses it. */
  createdLauncherId: number | null;
  /** The launchers listed before the create (null if that read failed): to find an unnamed one. */
  launcherIdsBefore: number[] | null;
  /**
   * A launcher created but not named by its answer nor found since: the next save looks for it
   * again instead of making a second one.
   */
  unnamedLauncher: CreateLauncherInput | null;
  /** The landing around `createdLauncherId` was made but not found: the next save looks again. */
  unnamedLanding: boolean;
  /**
   * Another operator saved the launcher while the form holds unsaved input (issue 29): who and
   * when, for 'Changed by {operator} {time ago}: Reload'; null otherwise.
   */
  changedElsewhere: ChangedElsewhere | null;
  /** The last click made while another operator's save is read, acted on when it ends (issue 29). */
  heldClick: HeldClick | null;
  /** Changes told while the form could not read them, heard once it can (issue 29). */
  keptChanges: readonly EventObject[];
  /** While the conflict dialog is open: both operators changed a saved setting (issue 29). */
  conflict: FormConflict<SavedLauncherSettings> | null;
};

export function initialLandingSettingsContext({
  launcher,
}: LandingSettingsInput): LandingSettingsContext {
  const settings = launcher === null ? EMPTY_LAUNCHER_SETTINGS : settingsOfLauncher(launcher);
  return {
    launcher,
    settings,
    savedSettings: settings,
    submitted: false,
    createdLauncherId: null,
    launcherIdsBefore: null,
    unnamedLauncher: null,
    unnamedLanding: false,
    changedElsewhere: null,
    heldClick: null,
    keptChanges: [],
    conflict: null,
  };
}
