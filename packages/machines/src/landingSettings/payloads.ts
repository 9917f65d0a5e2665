import { requireId } from '../shared/requireId.ts';
import type { CreateLauncherInput, UpdateLauncherInput } from './actors.ts';
import type { LandingSettingsContext } from './context.ts';
import type { LauncherSettings } from './settings.ts';

/** POST /api/launcher/custom or /app-store, by the chosen template's kind. */
export function createLauncherInput(settings: LauncherSettings): CreateLauncherInput {
  const name = settings.name.trim();
  const templateId = requireId(settings.templateId, 'template');
  return settings.isCustom
    ? {
        kind: 'custom',
        payload: { name, templateId, config: { webflowHtmlTagData: settings.webflowHtmlTagData } },
      }
    : {
        kind: 'appStore',
        payload: { name, templateId, config: { templateView: settings.platform ?? 'web' } },
      };
}

/**
 * PATCH /api/launcher: the name and the config of the template's kind (template is fixed), with
 * the version the form started from (issue 29).
 */
export function updateLauncherInput({
  launcher,
  settings,
}: LandingSettingsContext): UpdateLauncherInput {
  return {
    id: requireId(launcher?.id, 'launcher'),
    version: launcher?.version,
    name: settings.name.trim(),
    config: settings.isCustom
      ? { webflowHtmlTagData: settings.webflowHtmlTagData }
      : { templateView: settings.platform ?? 'web' },
  };
}
