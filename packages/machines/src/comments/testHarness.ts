import { createActor, type AnyActorLogic, type InspectionEvent } from 'xstate';
import type { LogParams, NotifyParams } from '../shared/notify.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { recordInjectedActions } from '../testing/recordedActions.ts';
import { commentsActors } from './actors.ts';
import type { CommentsInput } from './context.ts';
import { commentsMachine } from './machine.ts';

export type ReportedEffect = ({ type: 'notify' } & NotifyParams) | ({ type: 'log' } & LogParams);

/**
 * The comments machine with every effect faked: actors (the commentator form too) answer when
 * the test says so; toasts and logs are recorded.
 */
export function startComments(
  input: CommentsInput,
  inspect?: (event: InspectionEvent) => void,
  /** The modal's machine to run instead of the fake that only ends with an id. */
  commentatorForm?: AnyActorLogic,
) {
  const calls = new PendingCalls();
  const { actions, effects } = recordInjectedActions<ReportedEffect>(commentsMachine);
  const fakes = calls.actorsFor(commentsActors);
  const machine = commentsMachine.provide({
    actors: {
      ...fakes,
      // The modal's own machine is tested on its own; here it only ends with an id.
      commentatorForm: (commentatorForm ?? fakes.commentatorForm) as never,
    },
    actions,
  });
  const actor = createActor(machine, { input, inspect }).start();
  return { actor, calls, effects };
}

export type StartedComments = ReturnType<typeof startComments>;
