import { LauncherAppStoreCreate } from '@landing/api';
import type { Launcher, TemplateView } from '../editor/entities.ts';

/** The launcher settings step's values. */
export type LauncherSettings = {
  name: string;
  templateId: number | null;
  /** Whether the chosen template is a custom (uploaded) one. */
  isCustom: boolean;
  /** Web or Mobile, for built-in templates only (null for custom ones). */
  platform: TemplateView | null;
  /** 'Webflow HTML Tag Data', for custom templates only. */
  webflowHtmlTagData: string;
};

export type LauncherSettingsField = 'name' | 'templateId';
export type LauncherSettingsErrors = Partial<Record<LauncherSettingsField, string>>;

export const LAUNCHER_SETTINGS_MESSAGES = {
  nameTooShort: 'Name must be at least 3 characters',
  nameTooLong: 'Max 100 characters',
  templateRequired: 'Template is required',
} as const;

export const EMPTY_LAUNCHER_SETTINGS: LauncherSettings = {
  name: '',
  templateId: null,
  isCustom: false,
  platform: null,
  webflowHtmlTagData: '',
};

/** The settings a loaded launcher stands for. */
export function settingsOfLauncher(launcher: Launcher): LauncherSettings {
  const isCustom = launcher.template.isCustom;
  return {
    name: launcher.name ?? '',
    templateId: launcher.template.id ?? launcher.templateId ?? null,
    isCustom,
    platform: isCustom ? null : (launcher.config?.templateView ?? 'web'),
    webflowHtmlTagData: isCustom ? (launcher.config?.webflowHtmlTagData ?? '') : '',
  };
}

/** The settings a row another operator saved stands for; null when it is not a launcher. */
export const settingsOfRow = (row: unknown): LauncherSettings | null =>
  typeof row === 'object' && row !== null && 'template' in row
    ? settingsOfLauncher(row as Launcher)
    : null;

/**
 * Choosing a custom template clears the platform; a built-in one sets it to web (editor.md §4).
 */
export function withTemplate(
  settings: LauncherSettings,
  templateId: number,
  isCustom: boolean,
): LauncherSettings {
  return { ...settings, templateId, isCustom, platform: isCustom ? null : 'web' };
}

/**
 * The rules come from the create schema the server checks (name 3 to 100 characters, a template
 * id); only the messages are the spec's. Read on the first check, not when the editor's code
 * loads: reading them builds the schema (issue 31).
 */
const readRules = () => ({
  name: LauncherAppStoreCreate.get('name'),
  templateId: LauncherAppStoreCreate.get('templateId'),
});
let rules: ReturnType<typeof readRules> | undefined;

export function validateLauncherSettings(settings: LauncherSettings): LauncherSettingsErrors {
  const { name: nameRule, templateId: templateRule } = (rules ??= readRules());
  const errors: LauncherSettingsErrors = {};
  const name = settings.name.trim();
  const length = name.length;
  if (!nameRule.allows(name)) {
    errors.name =
      length < 3 ? LAUNCHER_SETTINGS_MESSAGES.nameTooShort : LAUNCHER_SETTINGS_MESSAGES.nameTooLong;
  }
  if (!templateRule.allows(settings.templateId)) {
    errors.templateId = LAUNCHER_SETTINGS_MESSAGES.templateRequired;
  }
  return errors;
}

export const isSettingsValid = (settings: LauncherSettings) =>
  Object.keys(validateLauncherSettings(settings)).length === 0;

export const sameSettings = (a: LauncherSettings, b: LauncherSettings) =>
  a.name === b.name &&
  a.templateId === b.templateId &&
  a.isCustom === b.isCustom &&
  a.platform === b.platform &&
  a.webflowHtmlTagData === b.webflowHtmlTagData;
