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
import {
  changedElsewhereActions,
  changedElsewhereGuards,
  changedElsewhereTransitions,
  holdClicks,
  keepChangesToldWhileBusy,
} from '../shared/changedElsewhere.ts';
import type { Landing } from '../editor/entities.ts';
import { watchedLinks } from './watched.ts';

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
    ...changedElsewhereActions<
      RelatedLaunchersContext,
      RelatedLaunchersEvent,
      readonly number[],
      Landing
    >(watchedLinks),
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
    ...changedElsewhereGuards(watchedLinks),
    hasLanding: ({ context }) => context.landingId !== null,
    hasLinkChoice: ({ context }) => context.linkChoice !== null,
    isRelatedLauncher: ({ context, event }) =>
      event.type === 'related.unlink' && context.relatedIds.includes(event.launcherId),
  },
}).createMachine({
  id: 'relatedLaunchers',
  context: ({ input }) => initialRelatedLaunchersContext(input),
  initial: 'idle',
  on: keepChangesToldWhileBusy(['related.changedElsewhere']),
  states: {
    idle: {
      description: 'Waiting for the operator.',
      entry: 'hearKeptChanges',
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
        'related.changedElsewhere': [
          { guard: not('hasLanding') },
          ...changedElsewhereTransitions('readingElsewhere'),
        ],
        'related.reload': {
          description:
            'Reload on the notice: the chosen launcher is dropped, the links and the linkable list loaded again.',
          guard: 'hasLanding',
          target: 'refreshing',
          actions: assign({ linkChoice: null, changedElsewhere: null }),
        },
      },
    },
    readingElsewhere: {
      description:
        "Another operator may have changed the links: GET the landing quietly (choosing goes on). Links as shown only take the stamp; a chosen launcher is kept with 'Changed by {operator} {time ago}: Reload'; else the section shows the new links (loaded again with the linkable list, then reported). A failed read changes nothing.",
      on: {
        'related.choose': {
          actions: assign({ linkChoice: ({ event }) => event.launcherId }),
        },
        ...holdClicks(['related.link', 'related.unlink', 'related.reload']),
      },
      exit: 'actOnHeldClicks',
      invoke: {
        id: 'loadLanding',
        src: 'loadLanding',
        input: landingIdOf,
        onDone: [
          { guard: 'readShowsNoChange', target: 'idle', actions: 'takeReadVersion' },
          { guard: 'hasUnsavedInput', target: 'idle' },
          { target: 'refreshing', actions: 'takeRead' },
        ],
        onError: { target: 'idle', actions: assign({ changedElsewhere: null }) },
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
      entry: assign({ landing: null, linkableLaunchers: null, changedElsewhere: null }),
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
