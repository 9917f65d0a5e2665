import { ERRORS } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import {
  Comment,
  CommentList,
  type CommentCreate,
  type CommentUpdate,
  type CommentsBatch,
  type CommentsTranslate,
} from '../schemas/comment.ts';
import { Succeeded } from '../schemas/common.ts';
import { path } from './path.ts';
import { ifMatchOf, type WriteOptions } from '../client/versions.ts';

export const commentsCalls = <M extends AnswerMode>(t: Transport<M>) => ({
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'comments',
      schema: CommentList,
      fallback: ERRORS.failedToLoadComments,
    }),
  create: (payload: CommentCreate) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: 'comments',
      json: payload,
      answers: Comment,
      fallback: ERRORS.failedToCreateComment,
    }),
  get: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('comments', id),
      schema: Comment,
      fallback: ERRORS.failedToLoadComment,
    }),
  update: (id: number, changes: CommentUpdate, options?: WriteOptions) =>
    t.write({
      service: 'api',
      method: 'PATCH',
      path: path('comments', id),
      json: changes,
      answers: Comment,
      fallback: ERRORS.failedToUpdateComment,
      ...ifMatchOf(options),
    }),
  remove: (id: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('comments', id),
      answers: Succeeded,
      fallback: ERRORS.failedToDeleteComment,
    }),
  /** Translates comments into a locale; reads the new comments' ids, in order, when answered. */
  translate: (payload: CommentsTranslate) =>
    t.createMany(
      {
        service: 'api',
        method: 'POST',
        path: path('comments', 'translate'),
        json: payload,
        answers: CommentList,
        fallback: ERRORS.failedToTranslateComments,
      },
      payload.commentIds.length,
    ),
  /** Creates several comments at once; reads their ids, in order, when answered. */
  batch: (payload: CommentsBatch) =>
    t.createMany(
      {
        service: 'api',
        method: 'POST',
        path: path('comments', 'batch'),
        json: payload,
        answers: CommentList,
        fallback: ERRORS.failedToCreateComments,
      },
      payload.comments.length,
    ),
});
