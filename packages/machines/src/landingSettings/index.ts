export { landingSettingsMachine, type LandingSettingsTag } from './machine.ts';
export type { LandingSettingsEvent } from './events.ts';
export type { LandingSettingsContext, LandingSettingsInput } from './context.ts';
export {
  landingSettingsActors,
  landingSettingsEffects,
  type CreateLandingInput,
  type CreateLauncherInput,
  type RefreshLauncherInput,
  type UpdateLauncherInput,
} from './actors.ts';
export type { SavedLauncherField, SavedLauncherSettings } from './conflict.ts';
export { landingSettingsMount } from './section.ts';
export {
  EMPTY_LAUNCHER_SETTINGS,
  LAUNCHER_SETTINGS_MESSAGES,
  settingsOfLauncher,
  validateLauncherSettings,
  withTemplate,
  type LauncherSettings,
  type LauncherSettingsErrors,
  type LauncherSettingsField,
} from './settings.ts';
export * as landingSettingsSelectors from './selectors.ts';
export type { LandingSettingsSnapshot } from './selectors.ts';
