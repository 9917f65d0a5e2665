import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { CoverageRecorder } from '../testing/coverage.ts';
import { pathName, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import { itCoversEveryStateAndTransition, itWalksEveryPath } from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { landingsListMachine } from './lists.ts';
import { RESOURCE_LIST_SCREEN_PATHS } from './screenPaths.ts';
import { landingOf, startLandingsList } from './testHarness.ts';

const samples: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadItems': [
    { type: 'xstate.done.actor.loadItems', output: [landingOf(1, 'A'), landingOf(2, 'B')] },
    // The first page of a list answered in pages (issue 31).
    { type: 'xstate.done.actor.loadItems', output: { items: [landingOf(1, 'A')], next: '1' } },
  ],
  'xstate.error.actor.loadItems': [{ type: 'xstate.error.actor.loadItems', error: {} }],
  'xstate.done.actor.loadMore': [
    { type: 'xstate.done.actor.loadMore', output: { items: [landingOf(2, 'B')], next: null } },
    { type: 'xstate.done.actor.loadMore', output: { items: [landingOf(2, 'B')], next: '2' } },
  ],
  'xstate.error.actor.loadMore': [{ type: 'xstate.error.actor.loadMore', error: {} }],
  'xstate.done.actor.removeItem': [{ type: 'xstate.done.actor.removeItem', output: {} }],
  'xstate.error.actor.removeItem': [{ type: 'xstate.error.actor.removeItem', error: {} }],
  'list.remove': [{ type: 'list.remove', id: 2 }],
  // Issue 29: a poll finds row 2 renamed by another operator, or row 1 deleted (first page).
  'xstate.done.actor.pollItems': [
    { type: 'xstate.done.actor.pollItems', output: [landingOf(1, 'A'), landingOf(2, 'Theirs')] },
    { type: 'xstate.done.actor.pollItems', output: { items: [landingOf(2, 'B')], next: '2' } },
  ],
  'xstate.error.actor.pollItems': [{ type: 'xstate.error.actor.pollItems', error: {} }],
};

const POLL_DELAY_EVENT = 'xstate.after.listPollDelay.landingsList.ready';
const eventTypes = [
  ...Object.keys(samples),
  'list.reload',
  'list.retry',
  'list.hidden',
  'list.shown',
  POLL_DELAY_EVENT,
];
const coverage = new CoverageRecorder();

/**
 * Beyond the config: a failure text only with an empty list, a delete target only while
 * deleting, a cursor only while rows are still to come, a failed rest only with its retry.
 */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const { items, error, removingId, next, fillError } = snapshot.context as {
    items: Array<{ id: number }>;
    error: string | null;
    removingId: number | null;
    next: string | null;
    fillError: string | null;
  };
  if (error !== null) expect(items).toEqual([]);
  expect(removingId !== null).toBe(snapshot.matches('removing'));
  expect(error !== null).toBe(snapshot.matches('failed'));
  if (snapshot.matches('filling') || snapshot.matches('fillFailed')) expect(next).not.toBeNull();
  expect(fillError !== null).toBe(snapshot.matches('fillFailed'));
  // Rows in id order, each once, whatever order the pages came in.
  const ids = items.map((item) => item.id);
  expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
}

/** The failed polls' count only stretches the wait: a state with one more is the same state. */
function projection(snapshot: AnyMachineSnapshot) {
  const { pollFailures, ...context } = snapshot.context as Record<string, unknown> & {
    pollFailures: number;
  };
  return { value: snapshot.value as unknown, context, failing: pollFailures > 0 };
}

describe('landings list model', () => {
  const model = createTestModel(toTestModelMachine(landingsListMachine), {
    events: sampleEvents(samples),
    // The failed polls' count only stretches the wait: a state with one more is the same state.
    serializeState: (snapshot, event, previous) =>
      JSON.stringify({
        ...projection(snapshot as AnyMachineSnapshot),
        from: (previous as { value: unknown } | undefined)?.value ?? null,
        via: (event as { type?: string } | undefined)?.type ?? null,
      }),
  });
  const paths = model.getShortestPaths();
  itWalksEveryPath(
    paths,
    () => startLandingsList(coverage.inspect),
    eventTypes,
    // After every step, so a broken invariant fails the path (an expect thrown inside an actor
    // subscription never reaches the test).
    ({ after }) => checkInvariants(after),
    { project: projection },
  );

  it('has every path the Apps list stories drive through the screen', () => {
    const names = new Set(paths.map((path) => pathName(path).replace(/^.*? via /, '')));
    for (const events of Object.values(RESOURCE_LIST_SCREEN_PATHS)) {
      expect(names).toContain(events.join(' → '));
    }
  });
});

describe('landings list model coverage', () => {
  itCoversEveryStateAndTransition(landingsListMachine, coverage);
});
