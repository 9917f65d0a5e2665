import type { AnyActorRef, EventObject } from 'xstate';
import type { PendingCalls } from './pendingCalls.ts';

type StepLike = { event: EventObject };
type Executor = (step: StepLike) => Promise<void> | void;

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/**
 * Event executors for `path.test(...)`: an actor's done/error event in the model becomes that
 * fake actor's answer in the system under test; every other event is sent to the actor.
 */
export function executorsFor(
  eventTypes: readonly string[],
  actor: AnyActorRef,
  calls: PendingCalls,
): Record<string, Executor> {
  const executors: Record<string, Executor> = {};
  for (const type of eventTypes) {
    if (type.startsWith(DONE)) {
      const name = type.slice(DONE.length);
      executors[type] = ({ event }) => calls.resolve(name, (event as { output?: unknown }).output);
    } else if (type.startsWith(ERROR)) {
      const name = type.slice(ERROR.length);
      executors[type] = ({ event }) => calls.reject(name, (event as { error?: unknown }).error);
    } else {
      executors[type] = ({ event }) => {
        actor.send(event);
      };
    }
  }
  return executors;
}

/** A short test name for a model path: the target state and the event types leading there. */
export function pathName(path: { state: { value: unknown }; steps: { event: EventObject }[] }) {
  const events = path.steps.map((step) => step.event.type.replace('xstate.', '')).slice(1);
  return `${JSON.stringify(path.state.value)} via ${events.join(' → ') || 'start'}`;
}

/** A concrete event the model may take; several samples of one type cover each guard branch. */
export type SampleEvent = { type: string; [key: string]: unknown };

/**
 * The `events` option of `createTestModel`: every event type the snapshot's states handle, as
 * the given samples, else as a bare `{ type }`.
 */
export function sampleEvents(samples: Record<string, SampleEvent[]>) {
  return (snapshot: { _nodes: { ownEvents: string[] }[] }) =>
    [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))].flatMap(
      (type) => samples[type] ?? [{ type }],
    ) as never;
}

/**
 * The `filterEvents` option: a state's own done event (`xstate.done.state.*`) is never sent
 * from outside; the machine raises it itself when its regions finish.
 */
export function onlyExternalEvents(_snapshot: unknown, event: { type: string }): boolean {
  return !event.type.startsWith('xstate.done.state.');
}
