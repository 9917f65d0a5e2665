import { assign, not, raise } from 'xstate';
import { requireId } from '../shared/requireId.ts';
import { errorMessage } from '../shared/serverMessage.ts';
import { answeredId, CREATED_WITHOUT_ID, createdIdOf } from '../shared/writeAnswer.ts';
import type { LandingCreatedParams } from './actors.ts';
import {
  activateContent,
  activateLauncher,
  landingWithLauncher,
  launcherAfterUpdate,
  withoutContent,
  replaceContent,
  translationPayload,
} from './activation.ts';
import { initialEditorContext } from './context.ts';
import { MAIN_INFORMATION, type EditorLocation } from './entities.ts';
import {
  editorSetup,
  failure,
  mainLauncherId,
  resetToAskedLocation,
  toast,
} from './editorSetup.ts';
import { launcherToOpen, relatedLauncherIdOf } from './guards.ts';

export type { EditorTag } from './editorSetup.ts';

export const editorMachine = editorSetup.createMachine({
  id: 'editor',
  context: ({ input }) => initialEditorContext(input),
  initial: 'booting',
  on: {
    // The host's URL wins over whatever is loading or running (the idle editor asks first).
    'location.change': [
      { guard: 'isSameLocation' },
      { target: '.booting', actions: resetToAskedLocation },
    ],
  },
  states: {
    booting: {
      description: 'A landing id opens that landing; without one the editor starts a new landing.',
      always: [{ guard: 'hasLandingId', target: 'loadingLanding' }, { target: 'ready' }],
    },
    loadingLanding: {
      description: 'GET /api/landing/{id}/with-related-launchers (edit mode).',
      tags: 'loading',
      invoke: {
        id: 'loadLanding',
        src: 'loadLanding',
        input: ({ context }) => ({ landingId: requireId(context.landingId, 'landing') }),
        onDone: {
          target: 'choosingLauncher',
          actions: assign({ landing: ({ event }) => event.output }),
        },
        onError: {
          target: 'loadFailed',
          actions: [
            assign({
              loadError: ({ event }) => errorMessage(event.error, 'Failed to fetch landing data'),
            }),
            failure('Failed to fetch landing data'),
          ],
        },
      },
    },
    choosingLauncher: {
      description:
        'The related launcher asked for when it belongs to the landing, else the main launcher.',
      always: [
        { guard: 'hasLauncherToOpen', target: 'opening' },
        { target: 'ready', actions: toast('warning', 'This launcher has no content to edit.') },
      ],
    },
    opening: {
      description:
        'The main launcher (or the related one asked for) with its contents, and the launchers that can be linked, side by side.',
      tags: 'loading',
      type: 'parallel',
      states: {
        launcher: {
          description: 'GET /api/launcher/{id}: the default content becomes base and active.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'Waiting for the launcher.',
              invoke: {
                id: 'loadLauncher',
                src: 'loadLauncher',
                input: ({ context }) => ({
                  launcherId: requireId(launcherToOpen(context), 'launcher'),
                }),
                onDone: {
                  target: 'done',
                  actions: assign(({ context, event }) => ({
                    ...activateLauncher(event.output),
                    section: context.section,
                  })),
                },
                onError: {
                  target: '#editor.loadFailed',
                  actions: [
                    assign({
                      loadError: ({ event }) =>
                        errorMessage(event.error, 'Failed to load launcher'),
                    }),
                    failure('Failed to load launcher'),
                  ],
                },
              },
            },
            done: { description: 'The launcher is active.', type: 'final' },
          },
        },
        linkable: {
          description: 'GET /api/landing/{id}/linkable-launchers.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'Waiting for the list.',
              invoke: {
                id: 'loadLinkableLaunchers',
                src: 'loadLinkableLaunchers',
                input: ({ context }) => ({ landingId: requireId(context.landingId, 'landing') }),
                onDone: {
                  target: 'done',
                  actions: assign({ linkableLaunchers: ({ event }) => event.output }),
                },
                onError: {
                  target: 'done',
                  actions: [assign({ linkableLaunchers: [] }), failure('Failed to load launchers')],
                },
              },
            },
            done: { description: 'The list is known (maybe empty).', type: 'final' },
          },
        },
      },
      onDone: [
        {
          guard: 'isReportedRelatedKept',
          target: 'ready',
          actions: ['warnAboutContents', assign({ requestedLauncherId: null })],
        },
        {
          // A related launcher asked for that is not part of the landing: the URL drops it.
          target: 'ready',
          actions: [
            'warnAboutContents',
            assign({ requestedLauncherId: null }),
            'reportCurrentLocation',
          ],
        },
      ],
    },
    loadFailed: {
      description: 'The landing or its launcher could not be loaded: the error shows.',
      on: {
        'editor.reload': { target: 'loadingLanding', actions: assign({ loadError: null }) },
        'editor.reset': {
          target: 'booting',
          actions: [
            { type: 'resetTo', params: { landingId: null, relatedLauncherId: null } },
            { type: 'reportLocation', params: { landingId: null, relatedLauncherId: null } },
          ],
        },
      },
    },
    ready: {
      description: 'The editor is usable; one operation runs at a time.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Waiting for the operator; the active section runs as a child actor.',
          entry: 'syncSection',
          on: {
            'section.select': [
              { guard: 'isSectionDisabled', actions: 'clearLeaveConfirmed' },
              { guard: 'isSameSection', actions: 'clearLeaveConfirmed' },
              {
                guard: 'mustAskToLeave',
                target: 'confirmingLeave',
                actions: assign({ pendingMove: ({ event }) => event }),
              },
              {
                actions: [
                  assign(({ event }) => ({ section: event.section, leaveConfirmed: false })),
                  'syncSection',
                ],
              },
            ],
            'launcher.switch': [
              {
                guard: 'isActiveLauncher',
                actions: [
                  'clearLeaveConfirmed',
                  raise({ type: 'section.select', section: MAIN_INFORMATION }),
                ],
              },
              {
                guard: 'mustAskToLeave',
                target: 'confirmingLeave',
                actions: assign({ pendingMove: ({ event }) => event }),
              },
              {
                target: 'switchingLauncher',
                actions: assign({
                  targetId: ({ event }) => event.launcherId,
                  leaveConfirmed: false,
                }),
              },
            ],
            'content.switch': [
              { guard: 'isActiveContent', actions: 'clearLeaveConfirmed' },
              {
                guard: 'mustAskToLeave',
                target: 'confirmingLeave',
                actions: assign({ pendingMove: ({ event }) => event }),
              },
              {
                guard: 'isKnownContent',
                target: 'switchingContent',
                actions: assign({
                  targetId: ({ event }) => event.contentId,
                  leaveConfirmed: false,
                }),
              },
              { actions: 'clearLeaveConfirmed' },
            ],
            'location.change': [
              { guard: 'isSameLocation', actions: 'clearLeaveConfirmed' },
              {
                guard: 'isSameLanding',
                actions: raise(({ context, event }) => ({
                  type: 'launcher.switch' as const,
                  launcherId: requireId(
                    event.relatedLauncherId ?? mainLauncherId(context),
                    'launcher',
                  ),
                })),
              },
              {
                guard: 'mustAskToLeave',
                target: 'confirmingLeave',
                actions: assign({ pendingMove: ({ event }) => event }),
              },
              {
                target: '#editor.booting',
                actions: resetToAskedLocation,
              },
            ],
            'translation.open': {
              actions: assign({ newTranslation: { open: true, localeId: null } }),
            },
            'translation.cancel': {
              actions: assign({ newTranslation: { open: false, localeId: null } }),
            },
            'translation.chooseLocale': {
              actions: assign({
                newTranslation: ({ event }) => ({ open: true, localeId: event.localeId }),
              }),
            },
            'translation.create': [
              {
                guard: not('hasLauncher'),
                actions: toast('error', 'No launcher loaded to create content.'),
              },
              // Without a language there is nothing to create (the button is disabled).
              { guard: 'hasChosenLocale', target: 'creatingTranslation' },
            ],
            'translation.delete': {
              guard: 'isDeletableContent',
              target: 'deletingTranslation',
              actions: assign({ targetId: ({ event }) => event.contentId }),
            },
            'launcher.updated': {
              actions: [
                assign(({ context, event }) => ({
                  launcher: launcherAfterUpdate(context, event.launcher),
                })),
                'syncSection',
              ],
            },
            'content.updated': {
              actions: [
                assign(({ context, event }) => replaceContent(context, event.content)),
                'syncSection',
              ],
            },
            'settings.saved': {
              actions: [
                assign(({ context, event }) => ({
                  launcher: launcherAfterUpdate(context, event.launcher),
                  landing: landingWithLauncher(context.landing, event.launcher),
                  section: MAIN_INFORMATION,
                })),
                'syncSection',
              ],
            },
            'landing.created': {
              target: '#editor.loadingLanding',
              actions: [
                assign(({ event }) => ({
                  landingId: event.landingId,
                  requestedLauncherId: null,
                  section: MAIN_INFORMATION,
                })),
                {
                  type: 'reportLandingCreated',
                  params: ({ event }): LandingCreatedParams => ({ landingId: event.landingId }),
                },
                {
                  type: 'reportLocation',
                  params: ({ event }): EditorLocation => ({
                    landingId: event.landingId,
                    relatedLauncherId: null,
                  }),
                },
              ],
            },
            'landing.refreshed': {
              actions: [
                assign(({ context, event }) => ({
                  landing: event.landing ?? context.landing,
                  linkableLaunchers: event.linkableLaunchers ?? context.linkableLaunchers,
                })),
                'backToMainIfUnlinked',
              ],
            },
            'editor.reload': [
              {
                guard: 'hasLandingId',
                target: '#editor.loadingLanding',
                actions: assign(({ context }) => ({
                  requestedLauncherId: relatedLauncherIdOf(context),
                })),
              },
            ],
            'editor.reset': {
              target: '#editor.booting',
              actions: [
                { type: 'resetTo', params: { landingId: null, relatedLauncherId: null } },
                { type: 'reportLocation', params: { landingId: null, relatedLauncherId: null } },
              ],
            },
          },
        },
        confirmingLeave: {
          description: 'Unsaved changes: the operator confirms leaving them or stays.',
          on: {
            'leave.confirm': {
              target: 'idle',
              actions: [
                raise(({ context }) => context.pendingMove ?? { type: 'leave.cancel' }),
                assign({ leaveConfirmed: true, pendingMove: null }),
              ],
            },
            'leave.cancel': {
              target: 'idle',
              // The host may already show the new location: it goes back to what is shown.
              actions: [assign({ pendingMove: null }), 'reportCurrentLocation'],
            },
          },
        },
        switchingLauncher: {
          description: 'GET /api/launcher/{id}: it becomes active with its default content.',
          tags: 'busy',
          invoke: {
            id: 'loadLauncher',
            src: 'loadLauncher',
            input: ({ context }) => ({ launcherId: requireId(context.targetId, 'launcher') }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({
                  ...activateLauncher(event.output),
                  section: MAIN_INFORMATION,
                  targetId: null,
                })),
                'warnAboutContents',
                'reportCurrentLocation',
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ targetId: null }), failure('Failed to switch launcher')],
            },
          },
        },
        switchingContent: {
          description: 'GET /api/launcher-content/{id}: it becomes active (and base if default).',
          tags: 'busy',
          invoke: {
            id: 'loadContent',
            src: 'loadContent',
            input: ({ context }) => ({ contentId: requireId(context.targetId, 'content') }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                ...activateContent(context, event.output),
                targetId: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: [assign({ targetId: null }), failure('Failed to load content')],
            },
          },
        },
        creatingTranslation: {
          description:
            'POST /api/launcher-content copying the base, then the launcher is loaded again and the new translation is active.',
          tags: 'busy',
          initial: 'creating',
          states: {
            creating: {
              description: 'POST /api/launcher-content with localeId.',
              invoke: {
                id: 'createContent',
                src: 'createContent',
                input: ({ context }) => translationPayload(context),
                onDone: [
                  {
                    guard: answeredId,
                    target: 'reloading',
                    actions: assign({
                      createdContent: ({ event }) => ({
                        id: createdIdOf(event.output, 'created translation'),
                      }),
                    }),
                  },
                  // The launcher is reloaded: the new tab shows, the base stays active.
                  { target: 'reloading', actions: toast('warning', CREATED_WITHOUT_ID) },
                ],
                onError: {
                  target: '#editor.ready.idle',
                  actions: failure('Failed to create translation'),
                },
              },
            },
            reloading: {
              description: 'GET /api/launcher/{id} with the new translation.',
              invoke: {
                id: 'loadLauncher',
                src: 'loadLauncher',
                input: ({ context }) => ({
                  launcherId: requireId(context.launcher?.id, 'launcher'),
                }),
                onDone: {
                  target: '#editor.ready.idle',
                  actions: [
                    assign(({ context, event }) => ({
                      ...activateLauncher(event.output, context.createdContent?.id ?? null),
                      createdContent: null,
                    })),
                    toast('success', 'Translation created successfully'),
                  ],
                },
                onError: {
                  // The translation exists; only the list could not be loaded again.
                  target: '#editor.ready.idle',
                  actions: [
                    assign({ createdContent: null }),
                    toast('success', 'Translation created successfully'),
                    failure('Failed to load launcher'),
                  ],
                },
              },
            },
          },
        },
        deletingTranslation: {
          description: 'DELETE /api/launcher-content/{id}; it leaves the tab strip.',
          tags: 'busy',
          invoke: {
            id: 'deleteContent',
            src: 'deleteContent',
            input: ({ context }) => ({ contentId: requireId(context.targetId, 'content') }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => withoutContent(context, context.targetId)),
                toast('success', 'Content deleted successfully'),
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ targetId: null }), failure('Failed to delete content')],
            },
          },
        },
      },
    },
  },
});
