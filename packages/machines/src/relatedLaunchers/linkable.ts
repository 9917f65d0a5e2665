import type { DoneActorEvent } from 'xstate';
import type { LinkableLauncher } from '../editor/entities.ts';
import type { NotifyParams } from '../shared/notify.ts';
import { requireId } from '../shared/requireId.ts';
import { errorMessage } from '../shared/serverMessage.ts';
import type { ToastText } from '../shared/toastTexts.ts';

/**
 * GET /api/landing/{id}/linkable-launchers, as a region of a parallel state: the one place the
 * list is fetched, by the editor when it opens a landing and by Related Launchers after a link
 * changed. The machine names what it does with the list (`keepLinkable`, read with
 * `linkableOf`) and with a failure (`linkableFailed`).
 */
export const linkableLaunchersRegion = {
  description: 'GET /api/landing/{id}/linkable-launchers.',
  initial: 'fetching',
  states: {
    fetching: {
      description: 'Waiting for the list.',
      invoke: {
        id: 'loadLinkableLaunchers',
        src: 'loadLinkableLaunchers',
        input: ({ context }: { context: { landingId: number | null } }) => ({
          landingId: requireId(context.landingId, 'landing'),
        }),
        onDone: { target: 'done', actions: 'keepLinkable' },
        onError: { target: 'done', actions: 'linkableFailed' },
      },
    },
    done: { description: 'The list is known (after a failure: the last one).', type: 'final' },
  },
} as const;

/** The list in `keepLinkable` (the region's done event). */
export const linkableOf = (event: unknown): LinkableLauncher[] =>
  (event as DoneActorEvent<LinkableLauncher[]>).output;

const LINKABLE_FAILED: ToastText = 'Failed to load launchers';

/** The toast of `linkableFailed`: the server's message, else the spec's fallback. */
export const linkableFailure = (event: unknown): NotifyParams => ({
  kind: 'error',
  text: errorMessage((event as { error?: unknown }).error, LINKABLE_FAILED),
});
