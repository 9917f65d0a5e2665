export { translationsMachine, type TranslationsTag } from './machine.ts';
export type { TranslationsEvent } from './events.ts';
export type { NewTranslation, TranslationsContext, TranslationsInput } from './context.ts';
export {
  translationsActors,
  translationsEffects,
  type ContentIdInput,
  type LauncherIdInput,
} from './actors.ts';
export { translationPayload } from './payload.ts';
export { translationsMount } from './section.ts';
export * as translationsSelectors from './selectors.ts';
export type { TranslationsSnapshot } from './selectors.ts';
