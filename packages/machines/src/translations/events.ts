import type { SectionContextUpdate } from '../editor/protocol.ts';

export type TranslationsEvent =
  | { type: 'translation.open' }
  | { type: 'translation.cancel' }
  | { type: 'translation.chooseLocale'; localeId: number | null }
  | { type: 'translation.restore'; localeId: number | null }
  | { type: 'translation.create' }
  | { type: 'translation.delete'; contentId: number }
  | SectionContextUpdate;
