import { createActor, type InspectionEvent, type SimulatedClock } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { recordInjectedActions } from '../testing/recordedActions.ts';
import { appFormActors } from './actors.ts';
import { appFormMachine } from './machine.ts';

export type AppFormEffect =
  | { type: 'navigateToApp'; appId: number }
  | { type: 'reportPushokFailure'; appId: number; error: unknown }
  | { type: 'createdWithoutRecord'; what: 'app' | 'record' };

/**
 * The app form machine with every effect faked: actors answer when the test says so (on a
 * simulated clock when given one: its polls, issue 29).
 */
export function startAppForm(
  appId: number | null,
  inspect?: (event: InspectionEvent) => void,
  clock?: SimulatedClock,
) {
  const calls = new PendingCalls();
  const { actions, effects } = recordInjectedActions<AppFormEffect>(appFormMachine);
  const machine = appFormMachine.provide({ actors: calls.actorsFor(appFormActors), actions });
  const options = clock ? { input: { appId }, inspect, clock } : { input: { appId }, inspect };
  const actor = createActor(machine, options).start();
  return { actor, calls, effects };
}
