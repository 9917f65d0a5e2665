import { sandboxTranslation } from '@landing/api';

/** Turns texts into another language; a real provider implements the same interface. */
export interface Translator {
  readonly name: string;
  translate(texts: string[], target: { code: string; displayName: string }): Promise<string[]>;
}

/** The default: no network, the text marked with the target language code, e.g. `[fr] Bonjour`. */
export const sandboxTranslator: Translator = {
  name: 'sandbox',
  translate: (texts, target) =>
    Promise.resolve(texts.map((text) => sandboxTranslation(text, target.code))),
};
