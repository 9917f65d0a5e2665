import type { translationsMachine } from '@landing/machines';
import type { ActorRefFrom } from 'xstate';

/** The strip's actor, which the editor runs while a launcher is active. */
export type TranslationsActor = ActorRefFrom<typeof translationsMachine>;
