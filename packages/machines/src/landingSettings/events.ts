import type { ChangedElsewhere } from '../shared/changedElsewhere.ts';
import type { ConflictEvent } from '../shared/conflict/formConflict.ts';
import type { SavedLauncherField } from './conflict.ts';
import type { LauncherSettings } from './settings.ts';

export type LandingSettingsEvent =
  | { type: 'settings.change'; values: Partial<Omit<LauncherSettings, 'templateId' | 'isCustom'>> }
  | { type: 'settings.chooseTemplate'; templateId: number; isCustom: boolean }
  | { type: 'settings.reset' }
  /** Undo/Redo: the form as it was at that step. */
  | { type: 'settings.restore'; settings: LauncherSettings }
  | { type: 'settings.save' }
  /** Issue 29: another operator saved a launcher (from the landing watch). */
  | { type: 'settings.changedElsewhere'; change: ChangedElsewhere }
  /** 'Reload' on the notice: the launcher as saved now replaces the unsaved input. */
  | { type: 'settings.reload' }
  /** The conflict dialog's picks, Save and Cancel (issue 29). */
  | ConflictEvent<SavedLauncherField>;
