import {
  contentDraftFormat,
  draftBaseOf,
  contentMachine,
  contentSelectors,
  reportToEditor,
  type ContentSnapshot,
} from '@landing/machines';
import { draftForm } from '@landing/drafts';
import { fromPromise } from 'xstate';
import type { EditorServices } from '../../services/EditorServices.tsx';
import { activeContentOf, defineSection } from '../types.ts';
import { lazyPart } from '../../lazy/lazyPart.tsx';

/** The content machine with its effects built from the editor's services. */
export function createContentLogic({ client, notify, log }: EditorServices) {
  return contentMachine.provide({
    actors: {
      loadContent: fromPromise(({ input }) => client.launcherContent.get(input.contentId)),
      checkContent: fromPromise(({ input }) => client.launcherContent.get(input.contentId)),
      refreshContent: fromPromise(({ input }) => client.launcherContent.get(input.contentId)),
      // A write's answer is not read (DECISIONS.md): the translation is loaded again.
      updateContent: fromPromise(async ({ input }) => {
        await client.launcherContent.update(input.contentId, input.changes, {
          version: input.version,
        });
        return client.launcherContent.get(input.contentId);
      }),
    },
    actions: {
      notify: (_, { kind, text }) => notify(kind, text),
      log: (_, { message, error }) => log(message, error),
      // The editor keeps the translation for the other sections (e.g. Translate from base).
      contentSaved: reportToEditor((_, { content }) => ({ type: 'content.updated', content })),
    },
  });
}

export type ContentLogic = ReturnType<typeof createContentLogic>;

/** The Content tab: the active translation's description, tags and additional info. */
export const contentSection = defineSection({
  id: 'content',
  label: 'Content',
  needsTranslation: true,
  createLogic: createContentLogic,
  inputFrom: (context) => ({ contentId: activeContentOf(context).id }),
  key: (context) => `content:${context.activeContent?.id ?? 'none'}`,
  isDirty: contentSelectors.selectIsDirty,
  View: lazyPart(async () => (await import('./ContentView.tsx')).ContentView),
  changedElsewhere: (change, context) =>
    change.kind === 'content' && change.id === context.activeContent?.id
      ? { type: 'content.changedElsewhere' as const, change }
      : null,
  drafts: (actorRef) => [
    draftForm({
      id: 'content',
      label: 'Content',
      actor: actorRef,
      format: contentDraftFormat,
      isReady: (snapshot) => (snapshot as ContentSnapshot).matches('editing'),
      valuesOf: (snapshot) => {
        const content = snapshot as ContentSnapshot;
        return contentSelectors.selectIsDirty(content) ? content.context.values : null;
      },
      baseOf: (snapshot) => {
        const { version, savedValues } = (snapshot as ContentSnapshot).context;
        return draftBaseOf(version, savedValues);
      },
      currentOf: (snapshot) => (snapshot as ContentSnapshot).context.values,
      restore: (values) => [{ type: 'content.change', values }],
    }),
  ],
});
