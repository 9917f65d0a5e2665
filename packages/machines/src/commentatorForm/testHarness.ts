import { createActor, type InspectionEvent } from 'xstate';
import type { LogParams, NotifyParams } from '../shared/notify.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { commentatorFormActors } from './actors.ts';
import { commentatorFormMachine } from './machine.ts';

/** The commentator form with its effects faked. */
export function startCommentatorForm(inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const effects: Array<({ type: 'notify' } & NotifyParams) | ({ type: 'log' } & LogParams)> = [];
  const machine = commentatorFormMachine.provide({
    actors: calls.actorsFor(commentatorFormActors),
    actions: {
      notify: (_, params: NotifyParams) => {
        effects.push({ type: 'notify', ...params });
      },
      log: (_, params: LogParams) => {
        effects.push({ type: 'log', ...params });
      },
    },
  });
  const actor = createActor(machine, { inspect }).start();
  return { actor, calls, effects };
}
