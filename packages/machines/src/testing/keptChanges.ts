import { expect } from 'vitest';
import {
  getNextTransitions,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { createTestModel } from 'xstate/graph';
import { onlyExternalEvents } from './modelExecutors.ts';
import { firstPerState } from './modelPaths.ts';
import { toTestModelMachine } from './testModelMachine.ts';

/** A change the landing watch tells a form (issue 29): `*.changedElsewhere`, `*.baseChangedElsewhere`. */
const isToldChange = (event: EventObject) => /[cC]hangedElsewhere$/.test(event.type);

/** The form's state reads the change now; else the machine's root keeps it for later. */
function readsChangeNow(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  return getNextTransitions(snapshot).some(
    (transition) => transition.eventType === event.type && transition.source.parent !== undefined,
  );
}

/** For a walk's `filterEvents`: a change is told only where the form reads it at once. */
export const toldWhereRead = (snapshot: AnyMachineSnapshot, event: EventObject) =>
  !isToldChange(event) || readsChangeNow(snapshot, event);

/** For the walk of changes told while busy: a change is told only where the form keeps it. */
export const toldWhereKept = (snapshot: AnyMachineSnapshot, event: EventObject) =>
  !isToldChange(event) || !readsChangeNow(snapshot, event);

/** The form holds a change told while it could not read it. */
export const hasKeptChange = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as { keptChanges: readonly EventObject[] }).keptChanges.length > 0;

/**
 * The promise of the walk of changes told while busy: the form stays where it was and keeps
 * the change (machine.test.ts files follow one back to where it is read).
 */
export function checkKeptChange({
  event,
  before,
  after,
}: {
  event: EventObject;
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
}) {
  if (!isToldChange(event) || readsChangeNow(before, event)) return;
  expect(after.value).toEqual(before.value);
  expect((after.context as { keptChanges: readonly EventObject[] }).keptChanges).toContainEqual(
    event,
  );
}

/** What a walk of changes told while busy takes besides its machine (as `createTestModel`). */
type KeptWalk = {
  input: unknown;
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** The form's own bounds on the events walked, besides telling changes only where kept. */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /** The form's own end of a walk, besides a change kept. */
  stopWhen?: (snapshot: AnyMachineSnapshot) => boolean;
  serializeEvent?: (event: EventObject) => string;
  serializeState?: (snapshot: AnyMachineSnapshot, event: EventObject | undefined) => string;
  /** One walk per what (`firstPerState`): by default, per state value. */
  keyOf?: Parameters<typeof firstPerState>[0];
};

/**
 * The walks of a form's changes told while it cannot read them (issue 29): the shortest walk
 * to each state with a change kept, ending with the change told.
 */
export function keptChangePaths(machine: AnyStateMachine, walk: KeptWalk) {
  const { filterEvents, stopWhen, keyOf, ...options } = walk;
  return createTestModel(toTestModelMachine(machine), {
    ...options,
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
      onlyExternalEvents(snapshot, event) &&
      toldWhereKept(snapshot, event) &&
      (filterEvents?.(snapshot, event) ?? true),
    stopWhen: (snapshot: AnyMachineSnapshot) =>
      hasKeptChange(snapshot) || (stopWhen?.(snapshot) ?? false),
  } as never)
    .getShortestPaths()
    .filter((path) => hasKeptChange(path.state as AnyMachineSnapshot))
    .filter(firstPerState(keyOf));
}
