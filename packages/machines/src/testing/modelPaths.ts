import { expect, it } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { stateIdsOf, transitionKeysOf, type CoverageRecorder } from './coverage.ts';
import { executorsFor, pathName } from './modelExecutors.ts';
import type { PendingCalls } from './pendingCalls.ts';

/** A running machine whose invoked actors are fake and answer when the test says so. */
export type StartedModelActor = { actor: AnyActorRef; calls: PendingCalls };

/** What the helper needs of an `xstate/graph` `TestPath`, for any machine's paths. */
type ModelPath = {
  state: { value: unknown };
  steps: { event: EventObject }[];
  test: (params: {
    states: { '*': (expected: AnyMachineSnapshot) => void };
    events: ReturnType<typeof executorsFor>;
  }) => Promise<unknown>;
};

/** One step as the system under test took it, for checks beyond the model's own snapshot. */
export type ModelStep<TStarted extends StartedModelActor> = {
  event: EventObject;
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  started: TStarted;
};

export type WalkOptions = {
  /**
   * For models whose `serializeState` merges states: compare this projection of the snapshots
   * instead of the whole context (it should be what `serializeState` keeps).
   */
  project?: (snapshot: AnyMachineSnapshot) => unknown;
};

/**
 * One test per model path: a fresh actor walks the path and, after every step, its snapshot
 * has the model's value, context and tags. `eventTypes` are every event the model can take.
 * `checkStep`, when given, runs after every step with the snapshots around it: invariants the
 * spec promises that the machine's own config cannot prove (nothing typed is lost, a failure
 * always reports, effects called with their inputs).
 */
/**
 * A `paths.filter` keeping the first path that ends in each state value (the shortest one), or
 * in each `keyOf` of its end state.
 */
export function firstPerState(
  keyOf: (state: ModelPath['state']) => unknown = (state) => state.value,
): (path: ModelPath) => boolean {
  const seen = new Set<string>();
  return (path) => {
    const key = JSON.stringify(keyOf(path.state));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

export function itWalksEveryPath<TStarted extends StartedModelActor>(
  paths: ModelPath[],
  start: () => TStarted,
  eventTypes: readonly string[],
  checkStep?: (step: ModelStep<TStarted>) => void,
  options: WalkOptions = {},
): void {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const started = start();
    const { actor, calls } = started;
    const executors = executorsFor(eventTypes, actor, calls);
    const events = checkStep
      ? Object.fromEntries(
          Object.entries(executors).map(([type, execute]) => [
            type,
            async (step: { event: EventObject }) => {
              const before = actor.getSnapshot() as AnyMachineSnapshot;
              await execute(step);
              const after = actor.getSnapshot() as AnyMachineSnapshot;
              checkStep({ event: step.event, before, after, started });
            },
          ]),
        )
      : executors;
    await path.test({
      states: {
        '*': (expected) => {
          const actual = actor.getSnapshot() as AnyMachineSnapshot;
          expect(actual.value).toEqual(expected.value);
          if (options.project) {
            expect(options.project(actual)).toEqual(options.project(expected));
          } else {
            expect(actual.context).toEqual(expected.context);
          }
          expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
        },
      },
      events,
    });
  });
}

/** Run after the path tests that fed `coverage`: every state entered, every transition taken. */
export function itCoversEveryStateAndTransition(
  machine: AnyStateMachine,
  coverage: CoverageRecorder,
): void {
  it('reaches every state and takes every transition', () => {
    const missingStates = stateIdsOf(machine).filter((id) => !coverage.states.has(id));
    const missingTransitions = transitionKeysOf(machine).filter(
      (key) => !coverage.transitions.has(key),
    );
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
}

/**
 * The paths a screen's stories drive (event types as `pathName` prints them) are model paths:
 * each is the start of one of `paths` (a start of a shortest path is a shortest path itself;
 * the model keeps only the longest), so a story cannot drift from the machine.
 */
export function itHasEveryScreenPath(
  paths: { state: { value: unknown }; steps: { event: EventObject }[] }[],
  screenPaths: Record<string, readonly string[]>,
  screen: string,
): void {
  it(`has every path the ${screen} stories drive through the screen`, () => {
    const names = paths.map((path) => `${pathName(path).replace(/^.*? via /, '')} →`);
    const missing = Object.entries(screenPaths).filter(([, events]) => {
      const driven = `${events.join(' → ')} →`;
      return !names.some((name) => name.startsWith(driven));
    });
    expect(missing.map(([name]) => name)).toEqual([]);
  });
}
