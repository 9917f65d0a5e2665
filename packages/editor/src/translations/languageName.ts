import type { LauncherContent, Locale } from '@landing/api';
import { editorCatalogSelectors } from '@landing/machines';
import { useCatalog } from '../headless/CatalogContext.tsx';
import { fill, useMessages } from '../messages/messages.tsx';

/**
 * A translation's language: its own `locale`, else the catalog's locale of its `localeId` (a
 * back office may leave `locale` out), by display name, else code, else its id.
 */
export const languageName = (
  content: LauncherContent,
  locales: readonly Locale[],
  byId: (id: number) => string,
) => {
  const locale = content.locale ?? locales.find((known) => known.id === content.localeId);
  return locale?.displayName ?? locale?.google_lang_code ?? byId(content.localeId);
};

/** `languageName` over the editor catalog's locales. */
export function useLanguageName() {
  const locales = useCatalog(editorCatalogSelectors.selectLocales);
  const text = useMessages();
  return (content: LauncherContent) =>
    languageName(content, locales, (id) => fill(text, 'translations.languageById', { id }));
}
