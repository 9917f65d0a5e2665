import type { Launcher } from '../editor/entities.ts';
import { formConflictOf, type FormConflict } from '../shared/conflict/formConflict.ts';
import { settingsOfLauncher, type LauncherSettings } from './settings.ts';

/**
 * What a launcher update writes (issue 29): its name and its template kind's config. The template
 * is fixed once the launcher exists, so it is neither compared nor merged.
 */
export type SavedLauncherSettings = Pick<
  LauncherSettings,
  'name' | 'platform' | 'webflowHtmlTagData'
>;
export type SavedLauncherField = keyof SavedLauncherSettings;

/** Every saved setting is one value. */
const FIELD_KINDS = { name: 'value', platform: 'value', webflowHtmlTagData: 'value' } as const;

export const savedFieldsOf = ({
  name,
  platform,
  webflowHtmlTagData,
}: LauncherSettings): SavedLauncherSettings => ({ name, platform, webflowHtmlTagData });

/** The three-way merge of the form against the launcher as the server holds it now. */
export const settingsConflictOf = (
  { settings, savedSettings }: { settings: LauncherSettings; savedSettings: LauncherSettings },
  current: Launcher,
): FormConflict<SavedLauncherSettings> =>
  formConflictOf(
    FIELD_KINDS,
    savedFieldsOf(savedSettings),
    savedFieldsOf(settings),
    savedFieldsOf(settingsOfLauncher(current)),
    current.version,
  );
