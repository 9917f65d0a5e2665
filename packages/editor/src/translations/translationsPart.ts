import { translationsMachine, translationsMount } from '@landing/machines';
import { fromPromise } from 'xstate';
import { lazyPart } from '../lazy/lazyPart.tsx';
import type { EditorServices } from '../services/EditorServices.tsx';
import { launcherWithContents } from '../wiring/launcherWithContents.ts';

/** The translation strip's machine with its effects built from the editor's services. */
export function createTranslationsLogic({ client, notify }: EditorServices) {
  return translationsMachine.provide({
    actors: {
      createContent: fromPromise(({ input }) => client.launcherContent.create(input)),
      deleteContent: fromPromise(({ input }) => client.launcherContent.remove(input.contentId)),
      loadLauncher: fromPromise(({ input }) => launcherWithContents(client, input.launcherId)),
    },
    actions: { notify: (_, { kind, text }) => notify(kind, text) },
  });
}

export type TranslationsLogic = ReturnType<typeof createTranslationsLogic>;

/**
 * The translation tab strip above every section that needs a translation: its machine runs
 * while a launcher is active, its view loads with the first such section.
 */
export const translationsPart = {
  ...translationsMount,
  createLogic: createTranslationsLogic,
  View: lazyPart(async () => (await import('./TranslationTabs.tsx')).TranslationTabs),
};
