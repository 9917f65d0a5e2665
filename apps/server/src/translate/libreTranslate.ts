import type { Translator } from './translator.ts';

type Answer = { translatedText?: unknown; error?: unknown };

/**
 * A LibreTranslate-compatible provider (`POST {url}/translate` with `q` as a list), chosen by
 * TRANSLATOR_URL. Its failures surface as errors, so the comments call answers 500 and nothing
 * half-translated is stored.
 */
export function libreTranslator(url: string, apiKey?: string): Translator {
  const endpoint = `${url.replace(/\/+$/, '')}/translate`;
  return {
    name: `libretranslate (${url})`,
    async translate(texts, target) {
      if (texts.length === 0) return [];
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          q: texts,
          source: 'auto',
          target: target.code,
          format: 'text',
          ...(apiKey ? { api_key: apiKey } : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      const translated = answer.translatedText;
      if (!response.ok || !Array.isArray(translated) || translated.length !== texts.length) {
        throw new Error(
          `translator answered ${response.status}: ${JSON.stringify(answer.error ?? answer)}`,
        );
      }
      return translated.map((text, index) =>
        typeof text === 'string' ? text : (texts[index] ?? ''),
      );
    },
  };
}
