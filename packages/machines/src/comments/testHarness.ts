import type { Created, CreatedMany } from '../shared/writeAnswer.ts';
import { createActor, type AnyActorLogic, type InspectionEvent } from 'xstate';
import type { LogParams, NotifyParams } from '../shared/notify.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import type {
  DeleteCommentInput,
  LinkCommentsInput,
  LoadCommentsInput,
  LoadCommentsOutput,
  LoadOptionsOutput,
  TranslateCommentsInput,
  UpdateCommentInput,
} from './actors.ts';
import type { CommentsInput } from './context.ts';
import type { CommentCreate, Commentator } from './entities.ts';
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
  const effects: ReportedEffect[] = [];
  const machine = commentsMachine.provide({
    actors: {
      loadComments: calls.actor<LoadCommentsOutput, LoadCommentsInput>('loadComments'),
      loadOptions: calls.actor<LoadOptionsOutput, void>('loadOptions'),
      loadCommentators: calls.actor<Commentator[], void>('loadCommentators'),
      createComment: calls.actor<Created, CommentCreate>('createComment'),
      linkComments: calls.actor<unknown, LinkCommentsInput>('linkComments'),
      updateComment: calls.actor<unknown, UpdateCommentInput>('updateComment'),
      deleteComment: calls.actor<unknown, DeleteCommentInput>('deleteComment'),
      createComments: calls.actor<CreatedMany, { comments: CommentCreate[] }>('createComments'),
      translateComments: calls.actor<CreatedMany, TranslateCommentsInput>('translateComments'),
      // The modal's own machine is tested on its own; here it only ends with an id.
      commentatorForm: (commentatorForm ??
        calls.actor<{ id: number }, void>('commentatorForm')) as never,
    },
    actions: {
      notify: (_, params: NotifyParams) => {
        effects.push({ type: 'notify', ...params });
      },
      log: (_, params: LogParams) => {
        effects.push({ type: 'log', ...params });
      },
    },
  });
  const actor = createActor(machine, { input, inspect }).start();
  return { actor, calls, effects };
}

export type StartedComments = ReturnType<typeof startComments>;
