import {
  relatedLaunchersMachine,
  relatedLaunchersMount,
  type RelatedLaunchersSnapshot,
} from '@landing/machines';
import { historyForm } from '@landing/drafts';
import { fromPromise } from 'xstate';
import { lazyPart } from '../lazy/lazyPart.tsx';
import { defineSection } from '../sections/types.ts';
import type { EditorServices } from '../services/EditorServices.tsx';

/** The related launchers machine with its effects built from the editor's services. */
export function createRelatedLaunchersLogic({ client, notify }: EditorServices) {
  return relatedLaunchersMachine.provide({
    actors: {
      linkLauncher: fromPromise(({ input }) =>
        client.landing.linkLauncher(input.landingId, input.launcherId),
      ),
      unlinkLauncher: fromPromise(({ input }) =>
        client.landing.unlinkLauncher(input.landingId, input.launcherId),
      ),
      loadLanding: fromPromise(({ input }) =>
        client.landing.getWithRelatedLaunchers(input.landingId),
      ),
      loadLinkableLaunchers: fromPromise(({ input }) =>
        client.landing.linkableLaunchers(input.landingId),
      ),
    },
    actions: { notify: (_, { kind, text }) => notify(kind, text) },
  });
}

export type RelatedLaunchersLogic = ReturnType<typeof createRelatedLaunchersLogic>;

/** The landing's related launchers, linked and unlinked. */
export const relatedLaunchersSection = defineSection({
  id: 'relatedLaunchers',
  label: 'Related Launchers',
  ...relatedLaunchersMount,
  createLogic: createRelatedLaunchersLogic,
  View: lazyPart(async () => (await import('./RelatedLaunchers.tsx')).RelatedLaunchers),
  changedElsewhere: (change, context) =>
    change.kind === 'landing' && change.id === context.landingId
      ? { type: 'related.changedElsewhere' as const, change }
      : null,
  // The launcher chosen in 'Link Launcher' is a step; a link or an unlink is not.
  history: (actorRef) => [
    historyForm<number | null>({
      id: 'relatedLaunchers',
      actor: actorRef,
      isReady: (snapshot) => (snapshot as RelatedLaunchersSnapshot).matches('idle'),
      currentOf: (snapshot) => (snapshot as RelatedLaunchersSnapshot).context.linkChoice,
      restore: (launcherId) => [{ type: 'related.choose', launcherId }],
    }),
  ],
});
