import type { DomainStatus } from '@landing/api';
import { createActor, type InspectionEvent } from 'xstate';
import type { CheckDomainStatusInput } from '../domainStatus/actors.ts';
import { domainStatusMachine } from '../domainStatus/machine.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import type { DomainsListAnswer, LoadDomainsListInput } from './actors.ts';
import { domainsListMachine } from './machine.ts';

/** The domains list with fake calls (the list's and every row's) answering when told. */
export function startDomainsList(inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const machine = domainsListMachine.provide({
    actors: {
      loadDomains: calls.actor<DomainsListAnswer, LoadDomainsListInput>('loadDomains'),
      domainStatus: domainStatusMachine.provide({
        actors: { checkStatus: calls.actor<DomainStatus, CheckDomainStatusInput>('checkStatus') },
      }),
    },
  });
  const actor = createActor(machine, { inspect }).start();
  return { actor, calls };
}
