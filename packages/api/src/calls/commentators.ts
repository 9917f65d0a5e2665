import { ERRORS } from '../errors.ts';
import type { Transport } from '../client/transport.ts';
import { Commentator, CommentatorCreated, CommentatorList } from '../schemas/comment.ts';
import { Succeeded } from '../schemas/common.ts';
import { formOf, progressOf, type UploadOptions } from './multipart.ts';
import { path } from './path.ts';

export interface CommentatorCreateInput {
  name: string;
  icon: Blob;
}

export interface CommentatorUpdateInput {
  name?: string;
  icon?: Blob;
}

export const commentatorsCalls = (t: Transport) => ({
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
    t.call({
      service: 'api',
      method: 'POST',
      path: 'commentators',
      form: formOf({ name: input.name, icon: input.icon }),
      schema: CommentatorCreated,
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
    t.call({
      service: 'api',
      method: 'PATCH',
      path: path('commentators', id),
      form: formOf({ name: input.name, icon: input.icon }),
      schema: Commentator,
      fallback: ERRORS.failedToUpdateCommentator,
      ...progressOf(options),
    }),
  remove: (id: number) =>
    t.call({
      service: 'api',
      method: 'DELETE',
      path: path('commentators', id),
      schema: Succeeded,
      fallback: ERRORS.failedToDeleteCommentator,
    }),
});
