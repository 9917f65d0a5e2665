import { expect } from 'vitest';
import { getNextTransitions, type AnyMachineSnapshot, type EventObject } from 'xstate';

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
