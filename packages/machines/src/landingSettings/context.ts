import type { Launcher } from '../editor/entities.ts';
import { EMPTY_LAUNCHER_SETTINGS, settingsOfLauncher, type LauncherSettings } from './settings.ts';

export type LandingSettingsInput = {
  /** The active launcher (edit mode), null for a new landing. */
  launcher: Launcher | null;
};

export type LandingSettingsContext = {
  launcher: Launcher | null;
  settings: LauncherSettings;
  savedSettings: LauncherSettings;
  /** A save was attempted: every settings message shows. */
  submitted: boolean;
  /** A launcher created by a save whose landing creation failed: the next save reuses it. */
  createdLauncherId: number | null;
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
  };
}
