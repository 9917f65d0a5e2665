import { ApiError } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { landingWatchActors } from './actors.ts';
import { MAX_POLL_INTERVAL_MS, POLL_INTERVAL_MS } from './context.ts';
import type { LandingWatchEvent } from './events.ts';
import { landingWatchMachine } from './machine.ts';
import { rowsFromReads, rowsFromVersions, type RowChange } from './stamps.ts';

/** The watch on XState's simulated clock, its polls answered by the test, its page faked. */
function startWatch() {
  const calls = new PendingCalls();
  const clock = new SimulatedClock();
  let page: ((event: LandingWatchEvent) => void) | null = null;
  const machine = landingWatchMachine.provide({
    actors: {
      pollRows: calls.actorsFor(landingWatchActors).pollRows,
      watchPage: fromCallback<LandingWatchEvent>(({ sendBack }) => {
        page = sendBack;
      }),
    },
  });
  const actor = createActor(machine, { input: { landingId: 7 }, clock }).start();
  const changes: RowChange[][] = [];
  actor.on('rows.changed', (event) => changes.push(event.changes));
  const polls = () => calls.inputsOf('pollRows').length;
  const sendFromPage = (event: LandingWatchEvent) => page?.(event);
  // The first poll waits one pause, like every later one.
  clock.increment(POLL_INTERVAL_MS);
  return { actor, calls, clock, changes, polls, sendFromPage };
}

const content = (version: number, updatedBy: string | null = 'Bea') =>
  rowsFromVersions([
    { kind: 'launcher', id: 1, version: 4, updatedAt: '2026-11-27T10:00:00.000Z', updatedBy },
    { kind: 'content', id: 2, version, updatedAt: '2026-11-27T10:05:00.000Z', updatedBy },
  ]);

describe('landingWatchMachine', () => {
  it('polls first after one pause, so opening a landing waits for none of its requests', () => {
    const calls = new PendingCalls();
    const clock = new SimulatedClock();
    const machine = landingWatchMachine.provide({
      actors: {
        pollRows: calls.actorsFor(landingWatchActors).pollRows,
        watchPage: fromCallback<LandingWatchEvent>(() => {}),
      },
    });
    createActor(machine, { input: { landingId: 7 }, clock }).start();
    clock.increment(POLL_INTERVAL_MS - 1);
    expect(calls.inputsOf('pollRows')).toEqual([]);
    clock.increment(1);
    expect(calls.inputsOf('pollRows')).toEqual([{ landingId: 7 }]);
  });

  it('tells every row after the first poll, then only the rows a later poll finds changed', async () => {
    const { calls, clock, changes, polls } = startWatch();
    expect(calls.inputsOf('pollRows')).toEqual([{ landingId: 7 }]);
    await calls.resolve('pollRows', content(3));
    expect(changes).toEqual([content(3).map(({ stamp: _stamp, ...row }) => row)]);
    changes.length = 0;

    clock.increment(POLL_INTERVAL_MS - 1);
    expect(polls()).toBe(1);
    clock.increment(1);
    expect(polls()).toBe(2);
    await calls.resolve('pollRows', content(3));
    expect(changes).toEqual([]);

    clock.increment(POLL_INTERVAL_MS);
    await calls.resolve('pollRows', content(4));
    expect(changes).toEqual([
      [
        {
          kind: 'content',
          id: 2,
          version: 4,
          updatedAt: '2026-11-27T10:05:00.000Z',
          updatedBy: 'Bea',
        },
      ],
    ]);
  });

  it('waits twice as long after each failed poll, up to a minute, and again 5 s after one answers', async () => {
    const { actor, calls, clock, polls } = startWatch();
    const waits: number[] = [];
    for (let failure = 1; failure <= 6; failure++) {
      await calls.reject(
        'pollRows',
        new ApiError({
          kind: 'http',
          status: 503,
          message: 'Failed to fetch landing data',
          method: 'GET',
          url: '/api/landing/7/versions',
        }),
      );
      const before = polls();
      let waited = 0;
      while (polls() === before) {
        clock.increment(1_000);
        waited += 1_000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
    expect(actor.getSnapshot().context.failures).toBe(6);
    expect(MAX_POLL_INTERVAL_MS).toBe(60_000);

    await calls.resolve('pollRows', content(3));
    expect(actor.getSnapshot().context.failures).toBe(0);
    clock.increment(POLL_INTERVAL_MS);
    expect(calls.isPending('pollRows')).toBe(true);
  });

  it('does not poll while the page is hidden and polls at once when it is shown again', async () => {
    const { actor, calls, clock, changes, polls, sendFromPage } = startWatch();
    await calls.resolve('pollRows', content(3));
    changes.length = 0;
    sendFromPage({ type: 'watch.hidden' });
    expect(actor.getSnapshot().value).toBe('paused');
    clock.increment(10 * MAX_POLL_INTERVAL_MS);
    expect(polls()).toBe(1);

    sendFromPage({ type: 'watch.visible' });
    expect(polls()).toBe(2);
    await calls.resolve('pollRows', content(5, null));
    expect(changes).toEqual([
      [expect.objectContaining({ kind: 'content', id: 2, updatedBy: null })],
    ]);
  });

  it('polls at once when the window regains focus, dropping the wait', async () => {
    const { calls, polls, sendFromPage } = startWatch();
    await calls.resolve('pollRows', content(3));
    expect(polls()).toBe(1);
    sendFromPage({ type: 'watch.now' });
    expect(polls()).toBe(2);
  });

  it("without the versions call, compares the ordinary reads' versions, else their text", async () => {
    const { calls, clock, changes } = startWatch();
    const launcher = (description: string) => [
      {
        id: 1,
        template: { isCustom: false },
        contents: [
          {
            id: 2,
            locale: null,
            isDefault: true,
            translatableContent: { description, tags: [], additionalInfo: [] },
          },
        ],
      },
    ];
    await calls.resolve('pollRows', rowsFromReads(launcher('First text') as never));
    changes.length = 0;
    clock.increment(POLL_INTERVAL_MS);
    await calls.resolve('pollRows', rowsFromReads(launcher('First text') as never));
    expect(changes).toEqual([]);
    clock.increment(POLL_INTERVAL_MS);
    await calls.resolve('pollRows', rowsFromReads(launcher('Their text') as never));
    expect(changes).toHaveLength(1);
    const [change] = changes[0]!;
    expect(change).toMatchObject({ kind: 'content', id: 2, updatedAt: null, updatedBy: null });
    expect(change?.row).toMatchObject({ translatableContent: { description: 'Their text' } });
  });
});
