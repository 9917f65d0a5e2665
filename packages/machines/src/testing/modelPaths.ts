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

/**
 * One test per model path: a fresh actor walks the path and, after every step, its snapshot
 * has the model's value, context and tags. `eventTypes` are every event the model can take.
 */
export function itWalksEveryPath(
  paths: ModelPath[],
  start: () => StartedModelActor,
  eventTypes: readonly string[],
): void {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const { actor, calls } = start();
    await path.test({
      states: {
        '*': (expected) => {
          const actual = actor.getSnapshot() as AnyMachineSnapshot;
          expect(actual.value).toEqual(expected.value);
          expect(actual.context).toEqual(expected.context);
          expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
        },
      },
      events: executorsFor(eventTypes, actor, calls),
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
