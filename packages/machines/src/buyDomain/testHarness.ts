import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { recordInjectedActions } from '../testing/recordedActions.ts';
import { buyDomainActors } from './actors.ts';
import { buyDomainMachine } from './machine.ts';

export type BuyDomainEffect =
  { type: 'domainPurchased'; name: string } | { type: 'reportPurchaseError'; message: string };

/** The buy-domain machine with every effect faked: actors answer when the test says so. */
export function startBuyDomain(inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const { actions, effects } = recordInjectedActions<BuyDomainEffect>(buyDomainMachine);
  const machine = buyDomainMachine.provide({ actors: calls.actorsFor(buyDomainActors), actions });
  const actor = createActor(machine, { inspect }).start();
  return { actor, calls, effects };
}
