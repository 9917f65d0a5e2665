import { createActor, type InspectionEvent } from 'xstate';
import { domainStatusActors } from '../domainStatus/actors.ts';
import { domainStatusMachine } from '../domainStatus/machine.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { domainsListActors } from './actors.ts';
import { domainsListMachine } from './machine.ts';

/** The domains list with fake calls (the list's and every row's) answering when told. */
export function startDomainsList(inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const machine = domainsListMachine.provide({
    actors: {
      ...calls.actorsFor(domainsListActors),
      domainStatus: domainStatusMachine.provide({ actors: calls.actorsFor(domainStatusActors) }),
    },
  });
  const actor = createActor(machine, { inspect }).start();
  return { actor, calls };
}
