import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { domainStatusActors } from './actors.ts';
import type { DomainStatusInput } from './context.ts';
import { domainStatusMachine } from './machine.ts';

/** One row's status machine with a fake status call that answers when the test says so. */
export function startDomainStatus(
  input: DomainStatusInput,
  inspect?: (event: InspectionEvent) => void,
) {
  const calls = new PendingCalls();
  const machine = domainStatusMachine.provide({
    actors: calls.actorsFor(domainStatusActors),
  });
  const actor = createActor(machine, { input, inspect }).start();
  return { actor, calls };
}
