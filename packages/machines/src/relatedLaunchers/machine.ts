import { assign, enqueueActions, not, setup } from 'xstate';
import { reportToEditor } from '../editor/protocol.ts';
import { failureToast, notifySuccess, notifyError } from '../shared/notify.ts';
import { requireId } from '../shared/requireId.ts';
import { relatedLaunchersActors, relatedLaunchersEffects } from './actors.ts';
import { linkableFailure, linkableLaunchersRegion, linkableOf } from './linkable.ts';
import {
  initialRelatedLaunchersContext,
  type RelatedLaunchersContext,
  type RelatedLaunchersInput,
} from './context.ts';
import type { RelatedLaunchersEvent } from './events.ts';

export type RelatedLaunchersTag = 'busy';

const landingIdOf = ({ context }: { context: RelatedLaunchersContext }) => ({
  landingId: requireId(context.landingId, 'landing'),
});

/**
 * The Related Launchers section: link the launcher chosen, unlink a linked one, then load the
 * landing and the linkable launchers again and report them to the editor (which goes back to
 * the main launcher when the one shown was unlinked).
 */
export const relatedLaunchersMachine = setup({
  types: {
    context: {} as RelatedLaunchersContext,
    events: {} as RelatedLaunchersEvent,
    input: {} as RelatedLaunchersInput,
    tags: {} as RelatedLaunchersTag,
  },
  actors: relatedLaunchersActors,
  actions: {
    ...relatedLaunchersEffects,
    keepLinkable: assign({ linkableLaunchers: ({ event }) => linkableOf(event) }),
    linkableFailed: enqueueActions(({ event, enqueue }) => {
      enqueue({ type: 'notify', params: linkableFailure(event) });
    }),
    reportRefresh: reportToEditor(({ context }) => ({
      type: 'landing.refreshed',
      landing: context.landing,
      linkableLaunchers: context.linkableLaunchers,
    })),
  },
  guards: {
    hasLanding: ({ context }) => context.landingId !== null,
    hasLinkChoice: ({ context }) => context.linkChoice !== null,
    isRelatedLauncher: ({ context, event }) =>
      event.type === 'related.unlink' && context.relatedIds.includes(event.launcherId),
  },
}).createMachine({
  id: 'relatedLaunchers',
  context: ({ input }) => initialRelatedLaunchersContext(input),
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for the operator.',
      on: {
        'related.choose': {
          description: '{ launcherId }: the launcher to link.',
          actions: assign({ linkChoice: ({ event }) => event.launcherId }),
        },
        'related.link': [
          {
            description:
              'Links the chosen launcher, loads the landing and the linkable list again side by side and reports landing.refreshed.',
            guard: not('hasLanding'),
            actions: notifyError('No landing selected'),
          },
          // Without a chosen launcher there is nothing to link (the button is disabled).
          { guard: 'hasLinkChoice', target: 'linking' },
        ],
        'related.unlink': {
          description: '{ launcherId }: unlinks it, loads again and reports landing.refreshed.',
          guard: 'isRelatedLauncher',
          target: 'unlinking',
          actions: assign({ unlinkId: ({ event }) => event.launcherId }),
        },
      },
    },
    linking: {
      description: 'POST /api/landing/{id}/link-launcher/{launcherId}.',
      tags: 'busy',
      invoke: {
        id: 'linkLauncher',
        src: 'linkLauncher',
        input: ({ context }) => ({
          landingId: requireId(context.landingId, 'landing'),
          launcherId: requireId(context.linkChoice, 'chosen launcher'),
        }),
        onDone: {
          target: 'refreshing',
          actions: [assign({ linkChoice: null }), notifySuccess('Launcher linked successfully')],
        },
        onError: { target: 'idle', actions: failureToast('Failed to link launcher') },
      },
    },
    unlinking: {
      description: 'DELETE /api/landing/{id}/unlink-launcher/{launcherId}.',
      tags: 'busy',
      invoke: {
        id: 'unlinkLauncher',
        src: 'unlinkLauncher',
        input: ({ context }) => ({
          landingId: requireId(context.landingId, 'landing'),
          launcherId: requireId(context.unlinkId, 'launcher'),
        }),
        onDone: {
          target: 'refreshing',
          actions: [assign({ unlinkId: null }), notifySuccess('Launcher unlinked successfully')],
        },
        onError: {
          target: 'idle',
          actions: [assign({ unlinkId: null }), failureToast('Failed to unlink launcher')],
        },
      },
    },
    refreshing: {
      description:
        'The landing and the linkable list are loaded again side by side, then reported to the editor.',
      tags: 'busy',
      type: 'parallel',
      entry: assign({ landing: null, linkableLaunchers: null }),
      states: {
        landing: {
          description: 'GET /api/landing/{id}/with-related-launchers.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'Waiting for the landing.',
              invoke: {
                id: 'loadLanding',
                src: 'loadLanding',
                input: landingIdOf,
                onDone: {
                  target: 'done',
                  actions: assign(({ event }) => ({
                    landing: event.output,
                    relatedIds: (event.output.relatedLaunchers ?? []).map(({ id }) => id),
                  })),
                },
                onError: { target: 'done', actions: failureToast('Failed to fetch landing data') },
              },
            },
            done: { description: 'The landing is current (or the last one stays).', type: 'final' },
          },
        },
        linkable: linkableLaunchersRegion,
      },
      onDone: { target: 'idle', actions: 'reportRefresh' },
    },
  },
});
