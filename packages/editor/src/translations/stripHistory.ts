import { historyForm } from '@landing/drafts';
import { translationsSelectors as strip } from '@landing/machines';
import type { TranslationsActor } from './types.ts';

type StripSnapshot = ReturnType<TranslationsActor['getSnapshot']>;

/**
 * The strip's New Language form as Undo and Redo see it: the chosen language is a step;
 * opening and closing the form are not (its History bar shows, and starts over, with the form).
 */
export const stripHistory = (actor: TranslationsActor) => [
  historyForm<number | null>({
    id: 'newTranslation',
    actor,
    isReady: (snapshot) => (snapshot as StripSnapshot).matches('idle'),
    currentOf: (snapshot) => strip.selectNewTranslation(snapshot as StripSnapshot).localeId,
    restore: (localeId) => [{ type: 'translation.restore', localeId }],
  }),
];
