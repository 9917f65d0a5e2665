import { assign } from 'xstate';
import { requireId } from '../shared/requireId.ts';
import { activateLauncher } from './activation.ts';
import { linkableLaunchersRegion } from '../relatedLaunchers/linkable.ts';
import { editorSetup, loadFailure } from './editorSetup.ts';
import { launcherToOpen } from './guards.ts';

/**
 * Opening a landing once it is loaded: its launcher and the launchers that can be linked are
 * fetched side by side; then the editor is ready.
 */
export const openingState = editorSetup.createStateConfig({
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
              actions: loadFailure('Failed to load launcher'),
            },
          },
        },
        done: { description: 'The launcher is active.', type: 'final' },
      },
    },
    linkable: linkableLaunchersRegion,
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
});
