import type { SnapshotFrom } from 'xstate';
import type { Locale } from '../editor/entities.ts';
import type { translationsMachine } from './machine.ts';

export type TranslationsSnapshot = SnapshotFrom<typeof translationsMachine>;

export const selectNewTranslation = (snapshot: TranslationsSnapshot) =>
  snapshot.context.newTranslation;
/** Creating runs until the launcher is loaded again with the new translation. */
export const selectIsCreating = (snapshot: TranslationsSnapshot) =>
  snapshot.matches('creating') || snapshot.matches('reloading');
export const selectIsDeleting = (snapshot: TranslationsSnapshot) => snapshot.matches('deleting');
/** Only locales the launcher's contents do not use yet are offered. */
export const selectUnusedLocales =
  (locales: readonly Locale[]) => (snapshot: TranslationsSnapshot) => {
    const used = new Set((snapshot.context.launcher.contents ?? []).map((c) => c.localeId));
    return locales.filter((locale) => !used.has(locale.id));
  };
