import { assign, enqueueActions, setup } from 'xstate';
import { landingWatchActors } from './actors.ts';
import {
  initialLandingWatchContext,
  pollDelayOf,
  type LandingWatchContext,
  type LandingWatchInput,
} from './context.ts';
import type { LandingWatchEvent } from './events.ts';
import { changedRows, stampsOf, type RowChange } from './stamps.ts';

/** Emitted when a poll finds rows other than the last poll saw them (listen with `actor.on`). */
export type RowsChangedEmitted = { type: 'rows.changed'; changes: RowChange[] };

/**
 * Issue 29 ("see it coming"): while a landing is open, polls its rows' versions and tells the
 * sections which rows changed since the last poll (every row after the first poll: each section
 * compares it with what it loaded and ignores its own). Paused while the page is hidden; after a
 * failed poll it waits twice as long each time (up to a minute).
 */
export const landingWatchMachine = setup({
  types: {
    context: {} as LandingWatchContext,
    events: {} as LandingWatchEvent,
    input: {} as LandingWatchInput,
    emitted: {} as RowsChangedEmitted,
  },
  actors: landingWatchActors,
  delays: {
    pollDelay: ({ context }) => pollDelayOf(context.failures),
  },
}).createMachine({
  id: 'landingWatch',
  context: ({ input }) => initialLandingWatchContext(input),
  invoke: { id: 'watchPage', src: 'watchPage' },
  initial: 'watching',
  states: {
    watching: {
      description:
        'The page is shown: polls after a pause (the first one too: opening a landing waits for none of it), and again after each.',
      initial: 'waiting',
      on: {
        'watch.hidden': 'paused',
        'watch.now': '.polling',
      },
      states: {
        polling: {
          description:
            "Reads the landing's rows; the first answer tells every row, later ones the rows that changed, are new, or are gone.",
          invoke: {
            id: 'pollRows',
            src: 'pollRows',
            input: ({ context }) => ({ landingId: context.landingId }),
            onDone: {
              target: 'waiting',
              actions: [
                assign(({ context, event }) => ({
                  stamps: stampsOf(event.output),
                  failures: 0,
                  // The first poll tells every row: a section compares it with what it loaded
                  // (a save between its load and this poll is not missed; its own is ignored).
                  lastChanges: context.stamps
                    ? changedRows(context.stamps, event.output)
                    : event.output.map(({ stamp: _stamp, ...row }) => row),
                })),
                enqueueActions(({ context, enqueue }) => {
                  if (context.lastChanges.length > 0) {
                    enqueue.emit({ type: 'rows.changed', changes: context.lastChanges });
                  }
                }),
              ],
            },
            onError: {
              target: 'waiting',
              actions: assign(({ context }) => ({ failures: context.failures + 1 })),
            },
          },
        },
        waiting: {
          description: 'Waits 5 s before the next poll, twice as long after each failed poll.',
          after: { pollDelay: 'polling' },
        },
      },
    },
    paused: {
      description: 'The page is hidden: no polls until it is shown again, then one at once.',
      on: { 'watch.visible': 'watching.polling', 'watch.now': 'watching.polling' },
    },
  },
});
