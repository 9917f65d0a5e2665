import type { SectionContextUpdate } from '../editor/protocol.ts';
import type { RowChange } from '../landingWatch/stamps.ts';

export type TranslationsEvent =
  | { type: 'translation.open' }
  | { type: 'translation.cancel' }
  | { type: 'translation.chooseLocale'; localeId: number | null }
  | { type: 'translation.restore'; localeId: number | null }
  | { type: 'translation.create' }
  | { type: 'translation.delete'; contentId: number }
  /** A translation row the landing watch found new, changed or gone (another operator's write). */
  | { type: 'translations.changedElsewhere'; change: Pick<RowChange, 'kind' | 'id' | 'gone'> }
  | SectionContextUpdate;
