import { assign, raise } from 'xstate';
import { requireId } from '../shared/requireId.ts';
import type { LandingCreatedParams } from './actors.ts';
import {
  activateContent,
  activateLauncher,
  landingWithLauncher,
  launcherAfterUpdate,
  withContents,
  withoutContent,
  leavingDeletedElsewhere,
  replaceContent,
} from './activation.ts';
import { initialEditorContext } from './context.ts';
import { MAIN_INFORMATION, type EditorLocation } from './entities.ts';
import {
  askFirst,
  editorSetup,
  failure,
  loadFailure,
  mainLauncherId,
  resetToAskedLocation,
  toast,
} from './editorSetup.ts';
import { relatedLauncherIdOf } from './guards.ts';
import { openingState } from './opening.ts';

export type { EditorTag } from './editorSetup.ts';

export const TRANSLATION_DELETED_ELSEWHERE = 'This translation was deleted by another operator.';

export const editorMachine = editorSetup.createMachine({
  id: 'editor',
  context: ({ input }) => initialEditorContext(input),
  initial: 'booting',
  on: {
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
          actions: loadFailure('Failed to fetch landing data'),
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
    opening: openingState,
    loadFailed: {
      description: 'The landing or its launcher could not be loaded: the error shows.',
      on: {
        'editor.reload': { target: 'loadingLanding', actions: assign({ loadError: null }) },
        'editor.reset': { target: 'booting', actions: 'startNewLanding' },
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
              askFirst,
              {
                description: 'Shows that section; asks first with unsaved changes.',
                actions: [
                  assign(({ event }) => ({ section: event.section, leaveConfirmed: false })),
                  'syncSection',
                ],
              },
            ],
            'launcher.switch': [
              {
                description: 'Loads that launcher; asks first.',
                guard: 'isActiveLauncher',
                actions: [
                  'clearLeaveConfirmed',
                  raise({ type: 'section.select', section: MAIN_INFORMATION }),
                ],
              },
              askFirst,
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
              askFirst,
              {
                description: 'Activates that translation; asks first.',
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
              askFirst,
              {
                description: "The host's URL: it wins over a load; the idle editor asks first.",
                target: '#editor.booting',
                actions: resetToAskedLocation,
              },
            ],
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
            'translation.created': {
              actions: [
                assign(({ event }) => activateLauncher(event.launcher, event.contentId)),
                'syncSection',
              ],
            },
            'translation.deleted': {
              actions: [
                assign(({ context, event }) => withoutContent(context, event.contentId)),
                'syncSection',
              ],
            },
            'translation.addedElsewhere': {
              description: "{ contents }: another operator's translations join the strip.",
              actions: [
                assign(({ context, event }) => withContents(context, event.contents)),
                'syncSection',
              ],
            },
            'translation.deletedElsewhere': [
              {
                description:
                  "{ contentId }: another operator deleted the shown translation: it stays shown (the form and its drafts keep what was typed), with 'This translation was deleted by another operator.'; its tab leaves once another translation shows.",
                guard: 'isActiveContentDeleted',
                actions: [
                  assign(({ event }) => ({ contentDeletedElsewhere: event.contentId })),
                  toast('warning', TRANSLATION_DELETED_ELSEWHERE),
                ],
              },
              {
                description: 'Another translation: its tab leaves the strip.',
                actions: [
                  assign(({ context, event }) => withoutContent(context, event.contentId)),
                  'syncSection',
                ],
              },
            ],
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
              description: 'Landing Settings made a landing: it opens.',
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
                description: "Loads the landing again (the host's reload()).",
                guard: 'hasLandingId',
                target: '#editor.loadingLanding',
                actions: assign(({ context }) => ({
                  requestedLauncherId: relatedLauncherIdOf(context),
                })),
              },
            ],
            'editor.reset': { target: '#editor.booting', actions: 'startNewLanding' },
          },
        },
        confirmingLeave: {
          description: 'Unsaved changes: the operator confirms leaving them or stays.',
          on: {
            'leave.confirm': {
              description: 'The pending move goes ahead; the changes are lost.',
              target: 'idle',
              actions: [
                raise(({ context }) => context.pendingMove ?? { type: 'leave.cancel' }),
                assign({ leaveConfirmed: true, pendingMove: null }),
              ],
            },
            'leave.cancel': {
              description: 'Stays; the host may show the new location: it is told the one shown.',
              target: 'idle',
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
              actions: [
                assign(({ context }) => leavingDeletedElsewhere(context)),
                assign(({ context, event }) => ({
                  ...activateContent(context, event.output),
                  targetId: null,
                })),
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ targetId: null }), failure('Failed to load content')],
            },
          },
        },
      },
    },
  },
});
