import { ERRORS } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import { Commentator, CommentatorCreated, CommentatorList } from '../schemas/comment.ts';
import { Succeeded } from '../schemas/common.ts';
import { formOf, progressOf, type UploadOptions } from './multipart.ts';
import { path } from './path.ts';
import { ifMatchOf } from '../client/versions.ts';

export interface CommentatorCreateInput {
  name: string;
  icon: Blob;
}

export interface CommentatorUpdateInput {
  name?: string;
  icon?: Blob;
}

export const commentatorsCalls = <M extends AnswerMode>(t: Transport<M>) => ({
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'commentators',
      schema: CommentatorList,
      fallback: ERRORS.failedToLoadCommentators,
    }),
  /** Answers the new commentator's id. */
  create: (input: CommentatorCreateInput, options?: UploadOptions) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: 'commentators',
      form: formOf({ name: input.name, icon: input.icon }),
      answers: CommentatorCreated,
      fallback: ERRORS.failedToCreateCommentator,
      ...progressOf(options),
    }),
  get: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('commentators', id),
      schema: Commentator,
      fallback: ERRORS.failedToLoadCommentators,
    }),
  update: (id: number, input: CommentatorUpdateInput, options?: UploadOptions) =>
    t.write({
      service: 'api',
      method: 'PATCH',
      path: path('commentators', id),
      form: formOf({ name: input.name, icon: input.icon }),
      answers: Commentator,
      fallback: ERRORS.failedToUpdateCommentator,
      ...progressOf(options),
      ...ifMatchOf(options),
    }),
  remove: (id: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('commentators', id),
      answers: Succeeded,
      fallback: ERRORS.failedToDeleteCommentator,
    }),
});
