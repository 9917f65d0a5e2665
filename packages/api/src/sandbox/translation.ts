/**
 * How the sandbox translator (apps/server's default, with no TRANSLATOR_URL) and the MSW kit
 * translate a text: marked once with the target language code, `[fr] Bonjour`; an earlier mark
 * is replaced, and empty text stays empty.
 */
export const sandboxTranslation = (text: string, code: string): string =>
  text === '' ? text : `[${code}] ${text.replace(/^\[[\w-]+\] /, '')}`;
