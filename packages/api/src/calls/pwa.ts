import { ERRORS } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import { App, AppList, AppPage, type AppCreate, type AppUpdate } from '../schemas/app.ts';
import {
  listPageQuery,
  preparePage,
  type ListPageQuery,
  type PageCursorListener,
} from '../schemas/listPage.ts';
import { Succeeded } from '../schemas/common.ts';
import { path } from './path.ts';
import { reads } from './reads.ts';
import { ifMatchOf, type WriteOptions } from '../client/versions.ts';

export const pwaCalls = <M extends AnswerMode>(t: Transport<M>) => ({
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'pwa',
      schema: AppList,
      fallback: ERRORS.failedToLoadPwas,
    }),
  /**
   * A page of the apps list (issue 31): `next` names the rest. A back office that answers the
   * whole array instead gives every app and `next: null`.
   */
  listPage: (page: ListPageQuery, seen?: PageCursorListener) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'pwa',
      query: listPageQuery(page),
      schema: AppPage,
      prepare: preparePage(seen),
      fallback: ERRORS.failedToLoadPwas,
    }),
  get: (id: number) =>
    t.call({
      ...reads.app(id),
      method: 'GET',
      schema: App,
      fallback: ERRORS.failedToLoadPwa,
    }),
  create: (payload: AppCreate) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: 'pwa',
      json: payload,
      answers: App,
      fallback: ERRORS.failedToCreatePwa,
    }),
  update: (id: number, changes: AppUpdate, options?: WriteOptions) =>
    t.write({
      service: 'api',
      method: 'PATCH',
      path: path('pwa', id),
      json: changes,
      answers: App,
      fallback: ERRORS.failedToUpdatePwa,
      ...ifMatchOf(options),
    }),
  remove: (id: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('pwa', id),
      answers: Succeeded,
      fallback: ERRORS.failedToDeletePwa,
    }),
  /**
   * Asks for the Pushok app once after creation and answers the app with its `pushokUrl`;
   * callers log its failure and go on.
   */
  requestPushokApp: (id: number) =>
    t.write({
      service: 'api',
      method: 'POST',
      path: path('pwa', id, 'pushok-app'),
      json: {},
      answers: App,
      fallback: ERRORS.failedToCreatePwa,
    }),
});
