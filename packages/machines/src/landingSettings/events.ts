import type { LauncherSettings } from './settings.ts';

export type LandingSettingsEvent =
  | { type: 'settings.change'; values: Partial<Omit<LauncherSettings, 'templateId' | 'isCustom'>> }
  | { type: 'settings.chooseTemplate'; templateId: number; isCustom: boolean }
  | { type: 'settings.reset' }
  | { type: 'settings.save' };
