import type { LauncherContent } from '@landing/api';

export const languageName = (content: LauncherContent) =>
  content.locale?.displayName ?? `Language #${content.localeId}`;
