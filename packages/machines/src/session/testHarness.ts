import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { sessionActors, type StoreTokensParams } from './actors.ts';
import { sessionMachine } from './machine.ts';

/** What the injected actions were asked to do and the navigation intents emitted, in order. */
export type SessionEffect =
  | { type: 'storeTokens'; params: StoreTokensParams }
  | { type: 'clearSession' }
  | { type: 'navigate'; to: string; keepRedirect: boolean };

/**
 * The session machine with every effect faked (actors answer when the test says so) and its
 * `navigate` intents recorded, as the web app's router glue receives them.
 */
export function startSession(hasAccessToken: boolean, inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const effects: SessionEffect[] = [];
  const machine = sessionMachine.provide({
    actors: calls.actorsFor(sessionActors),
    actions: {
      storeTokens: (_, params: StoreTokensParams) => {
        effects.push({ type: 'storeTokens', params });
      },
      clearSession: () => {
        effects.push({ type: 'clearSession' });
      },
    },
  });
  const actor = createActor(machine, { input: { hasAccessToken }, inspect });
  actor.on('navigate', ({ to, keepRedirect }) => {
    effects.push({ type: 'navigate', to, keepRedirect });
  });
  actor.start();
  return { actor, calls, effects };
}
