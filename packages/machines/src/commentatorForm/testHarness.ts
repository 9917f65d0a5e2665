import { createActor, type InspectionEvent } from 'xstate';
import type { LogParams, NotifyParams } from '../shared/notify.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { recordInjectedActions } from '../testing/recordedActions.ts';
import { commentatorFormActors } from './actors.ts';
import type { CommentatorFormInput } from './context.ts';
import { commentatorFormMachine } from './machine.ts';

/** The commentator form with its effects faked. */
export function startCommentatorForm(
  inspect?: (event: InspectionEvent) => void,
  input: CommentatorFormInput = { knownIds: null },
) {
  const calls = new PendingCalls();
  const { actions, effects } = recordInjectedActions<
    ({ type: 'notify' } & NotifyParams) | ({ type: 'log' } & LogParams)
  >(commentatorFormMachine);
  const machine = commentatorFormMachine.provide({
    actors: calls.actorsFor(commentatorFormActors),
    actions,
  });
  const actor = createActor(machine, { inspect, input }).start();
  return { actor, calls, effects };
}
