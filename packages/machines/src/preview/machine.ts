import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/serverMessage.ts';
import { previewActors } from './actors.ts';
import {
  initialPreviewContext,
  sameTarget,
  targetOf,
  type PreviewContext,
  type PreviewInput,
  type PreviewTarget,
} from './context.ts';
import { findDevice, isZoomStep } from './devices.ts';
import type { PreviewEvent } from './events.ts';
import { touchesPreview } from './guards.ts';

export type PreviewTag = 'loading';

export const PREVIEW_MESSAGES = {
  loadFailed: 'Failed to load preview',
  frameTimedOut: 'The preview did not load in time.',
} as const;

/** What both loading states ask for; they are entered only with a target (else `hidden`). */
const previewUrlRequest = ({ context }: { context: PreviewContext }): PreviewTarget =>
  context.target ?? { landingId: 0, launcherId: 0, contentId: 0 };

/** Every input field is optional: a bare `{}` types the machine's input. */
const noInput: PreviewInput = {};

export const previewMachine = setup({
  types: {
    context: {} as PreviewContext,
    events: {} as PreviewEvent,
    input: noInput,
    tags: {} as PreviewTag,
  },
  actors: previewActors,
  delays: {
    /** Spec §4: the preview refreshes 200 ms after a call that changed it. */
    refreshDelay: 200,
    /** A page that never fires `load` counts as failed, so the frame is never left blank. */
    frameTimeout: 20_000,
  },
  guards: {
    hasTarget: ({ context }) => context.target !== null,
    isNewCompleteTarget: ({ context, event }) => {
      if (event.type !== 'preview.target') return false;
      const next = targetOf(event);
      return next !== null && !sameTarget(next, context.target);
    },
    isIncompleteTarget: ({ event }) => event.type === 'preview.target' && targetOf(event) === null,
    touchesPreview: ({ event }) => event.type === 'preview.mutated' && touchesPreview(event),
    isZoomStep: ({ event }) => event.type === 'preview.zoom' && isZoomStep(event.zoom),
    canRotate: ({ context }) => findDevice(context.deviceId).landscape,
  },
  actions: {
    takeTarget: assign({
      target: ({ event }) => (event.type === 'preview.target' ? targetOf(event) : null),
      url: null,
      reloads: 0,
      error: null,
    }),
  },
}).createMachine({
  id: 'preview',
  context: ({ input }) => initialPreviewContext(input),
  initial: 'deciding',
  on: {
    'preview.target': [
      {
        description:
          '{ landingId, launcherId, contentId }: a new complete target loads again (the same one does nothing); an incomplete one hides.',
        guard: 'isNewCompleteTarget',
        target: '.resolving',
        actions: 'takeTarget',
      },
      { guard: 'isIncompleteTarget', target: '.hidden', actions: 'takeTarget' },
    ],
    'preview.zoom': {
      description: '{ zoom }: 50, 75, 100, 125 or 150 only.',
      guard: 'isZoomStep',
      actions: assign({
        zoom: ({ context, event }) => (isZoomStep(event.zoom) ? event.zoom : context.zoom),
      }),
    },
    'preview.device': {
      description:
        '{ deviceId }: a DEVICE_PRESETS entry; a device that does not turn goes back to portrait.',
      actions: assign(({ context, event }) => {
        const device = findDevice(event.deviceId);
        return {
          deviceId: device.id,
          orientation: device.landscape ? context.orientation : 'portrait',
        };
      }),
    },
    'preview.rotate': {
      description: 'Only where landscape is supported.',
      guard: 'canRotate',
      actions: assign({
        orientation: ({ context }) =>
          context.orientation === 'portrait' ? 'landscape' : 'portrait',
      }),
    },
  },
  states: {
    deciding: {
      description: 'At start: a complete target is loaded at once, else nothing is shown.',
      always: [{ guard: 'hasTarget', target: 'resolving' }, { target: 'hidden' }],
    },
    hidden: {
      description: 'The landing, the launcher or the translation has no id yet: no preview.',
    },
    resolving: {
      description: 'Asks the main API for the preview page of this translation.',
      tags: 'loading',
      invoke: {
        id: 'loadPreviewUrl',
        src: 'loadPreviewUrl',
        input: previewUrlRequest,
        onDone: {
          target: 'showing',
          actions: assign({ url: ({ event }) => event.output.url }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => errorMessage(event.error, PREVIEW_MESSAGES.loadFailed),
          }),
        },
      },
    },
    showing: {
      description: 'The page is in the frame; calls that change it reload it.',
      initial: 'frameLoading',
      on: {
        // Also from refreshScheduled itself: re-entering it restarts the 200 ms.
        'preview.mutated': {
          description:
            "{ method, path }: the API client's mutationSucceeded. A non-GET call on a path with launcher or comments schedules the reload; each new one restarts the refreshDelay (200 ms).",
          guard: 'touchesPreview',
          target: '.refreshScheduled',
        },
        'preview.expired': {
          description:
            "The page in the frame posted PREVIEW_EXPIRED_MESSAGE (the server's 410 page): renews the address.",
          target: '.renewing',
        },
      },
      states: {
        frameLoading: {
          description: 'The iframe is loading the page (a reload keeps the old one until then).',
          tags: 'loading',
          on: {
            'preview.frameLoaded': {
              target: 'ready',
              description: "The iframe's load (else frameTimeout, 20 s).",
            },
          },
          after: {
            frameTimeout: {
              target: '#preview.failed',
              actions: assign({ error: PREVIEW_MESSAGES.frameTimedOut }),
            },
          },
        },
        ready: { description: 'The page is shown.' },
        refreshScheduled: {
          description:
            'A change was saved: the page reloads once calls have been quiet for 200 ms.',
          after: { refreshDelay: 'renewing' },
        },
        renewing: {
          description:
            'Asks for a new address before the page reloads: preview links expire, so a reload ' +
            'never reuses the old one. The old page stays in the frame meanwhile.',
          tags: 'loading',
          invoke: {
            id: 'loadPreviewUrl',
            src: 'loadPreviewUrl',
            input: previewUrlRequest,
            onDone: {
              target: 'frameLoading',
              actions: assign({
                url: ({ event }) => event.output.url,
                reloads: ({ context }) => context.reloads + 1,
              }),
            },
            onError: {
              target: '#preview.failed',
              actions: assign({
                error: ({ event }) => errorMessage(event.error, PREVIEW_MESSAGES.loadFailed),
              }),
            },
          },
        },
      },
    },
    failed: {
      description: 'The address or the page could not be loaded: an error with a retry.',
      on: {
        'preview.retry': {
          description: 'Ask for the address again.',
          target: 'resolving',
          actions: assign({ error: null }),
        },
      },
    },
  },
});
