import { ERRORS } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import { CommentPage, VersionedCommentList } from '../schemas/comment.ts';
import {
  listPageQuery,
  preparePage,
  prepareVersionedList,
  type ListPageQuery,
  type PageCursorListener,
} from '../schemas/listPage.ts';
import { Succeeded } from '../schemas/common.ts';
import {
  CommentLink,
  LauncherContent,
  LauncherContentList,
  type LauncherContentCreate,
  type LauncherContentUpdate,
} from '../schemas/launcherContent.ts';
import { path } from './path.ts';
import { ifMatchOf, type WriteOptions } from '../client/versions.ts';

export const launcherContentCalls = <M extends AnswerMode>(t: Transport<M>) => ({
  create: (payload: LauncherContentCreate) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: 'launcher-content',
      json: payload,
      answers: LauncherContent,
      fallback: ERRORS.failedToCreateContent,
    }),
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'launcher-content',
      schema: LauncherContentList,
      fallback: ERRORS.failedToLoadContents,
    }),
  byLauncher: (launcherId: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('launcher-content', 'launcher', launcherId),
      schema: LauncherContentList,
      fallback: ERRORS.failedToLoadContents,
    }),
  get: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('launcher-content', id),
      schema: LauncherContent,
      fallback: ERRORS.failedToLoadContent,
    }),
  update: (id: number, changes: LauncherContentUpdate, options?: WriteOptions) =>
    t.write({
      service: 'api',
      method: 'PATCH',
      path: path('launcher-content', id),
      json: changes,
      answers: LauncherContent,
      fallback: ERRORS.failedToUpdateContent,
      ...ifMatchOf(options),
    }),
  remove: (id: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('launcher-content', id),
      answers: Succeeded,
      fallback: ERRORS.failedToDeleteContent,
    }),
  linkComment: (id: number, commentId: number) =>
    t.write({
      service: 'api',
      method: 'POST',
      path: path('launcher-content', id, 'comments', commentId),
      answers: CommentLink,
      fallback: ERRORS.failedToLinkComment,
    }),
  unlinkComment: (id: number, commentId: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('launcher-content', id, 'comments', commentId),
      answers: Succeeded,
      fallback: ERRORS.failedToUnlinkComment,
    }),
  linkDesign: (id: number, designId: number) =>
    t.write({
      service: 'api',
      method: 'POST',
      path: path('launcher-content', id, 'design', designId),
      answers: LauncherContent,
      fallback: ERRORS.failedToLinkDesign,
    }),
  unlinkDesign: (id: number, designId: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('launcher-content', id, 'design', designId),
      answers: LauncherContent,
      fallback: ERRORS.failedToUnlinkDesign,
    }),
  /**
   * The translation's comments, with the list's version when the server gives one (its `ETag`,
   * apps/server): the editor tells the landing watch's row for the list it read apart (issue 29).
   */
  comments: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('launcher-content', id, 'comments'),
      schema: VersionedCommentList,
      prepare: prepareVersionedList,
      fallback: ERRORS.failedToLoadComments,
    }),
  /**
   * A page of a translation's comments in link order (issue 31); a back office that answers the
   * whole array gives every comment and `next: null`. `version` is the whole list's (its `ETag`).
   */
  commentsPage: (id: number, page: ListPageQuery, seen?: PageCursorListener) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('launcher-content', id, 'comments'),
      query: listPageQuery(page),
      schema: CommentPage,
      prepare: preparePage(seen),
      fallback: ERRORS.failedToLoadComments,
    }),
});
