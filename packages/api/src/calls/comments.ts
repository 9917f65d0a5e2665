import { ERRORS } from '../errors.ts';
import type { Transport } from '../client/transport.ts';
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

export const commentsCalls = (t: Transport) => ({
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'comments',
      schema: CommentList,
      fallback: ERRORS.failedToLoadComments,
    }),
  create: (payload: CommentCreate) =>
    t.call({
      service: 'api',
      method: 'POST',
      path: 'comments',
      json: payload,
      schema: Comment,
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
  update: (id: number, changes: CommentUpdate) =>
    t.call({
      service: 'api',
      method: 'PATCH',
      path: path('comments', id),
      json: changes,
      schema: Comment,
      fallback: ERRORS.failedToUpdateComment,
    }),
  remove: (id: number) =>
    t.call({
      service: 'api',
      method: 'DELETE',
      path: path('comments', id),
      schema: Succeeded,
      fallback: ERRORS.failedToDeleteComment,
    }),
  /** Translates comments into a locale; answers the new comments. */
  translate: (payload: CommentsTranslate) =>
    t.call({
      service: 'api',
      method: 'POST',
      path: path('comments', 'translate'),
      json: payload,
      schema: CommentList,
      fallback: ERRORS.failedToTranslateComments,
    }),
  /** Creates several comments at once; answers them in order. */
  batch: (payload: CommentsBatch) =>
    t.call({
      service: 'api',
      method: 'POST',
      path: path('comments', 'batch'),
      json: payload,
      schema: CommentList,
      fallback: ERRORS.failedToCreateComments,
    }),
});
