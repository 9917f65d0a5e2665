import { ERRORS } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import { Succeeded } from '../schemas/common.ts';
import {
  Landing,
  LandingList,
  LandingPage,
  LinkableLandingList,
  RowStampList,
  WebServerUrl,
  type LandingCreate,
  type LandingUpdate,
  type WebServerUrlQuery,
} from '../schemas/landing.ts';
import { LinkableLauncherList } from '../schemas/launcher.ts';
import {
  listPageQuery,
  preparePage,
  type ListPageQuery,
  type PageCursorListener,
} from '../schemas/listPage.ts';
import { path } from './path.ts';
import { reads } from './reads.ts';

export const landingCalls = <M extends AnswerMode>(t: Transport<M>) => ({
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'landing',
      schema: LandingList,
      fallback: ERRORS.failedToLoadPwaGroups,
    }),
  /** A page of the landings list (issue 31); a whole array is the whole list (`next: null`). */
  listPage: (page: ListPageQuery, seen?: PageCursorListener) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'landing',
      query: listPageQuery(page),
      schema: LandingPage,
      prepare: preparePage(seen),
      fallback: ERRORS.failedToLoadPwaGroups,
    }),
  /** Landings that can be linked to an app. */
  linkable: () =>
    t.call({
      ...reads.linkableLandings(),
      method: 'GET',
      schema: LinkableLandingList,
      fallback: ERRORS.failedToLoadPwaGroups,
    }),
  get: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('landing', id),
      schema: Landing,
      fallback: ERRORS.failedToFetchLandingData,
    }),
  /**
   * The versions of the landing's rows (issue 29): apps/server answers it; a back office that
   * follows only the spec answers 404, and the editor then compares its ordinary reads.
   */
  versions: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('landing', id, 'versions'),
      schema: RowStampList,
      fallback: ERRORS.failedToFetchLandingData,
    }),
  getWithRelatedLaunchers: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('landing', id, 'with-related-launchers'),
      schema: Landing,
      fallback: ERRORS.failedToFetchLandingData,
    }),
  create: (payload: LandingCreate) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: 'landing',
      json: payload,
      answers: Landing,
      fallback: ERRORS.failedToFetchLandingData,
    }),
  update: (id: number, changes: LandingUpdate) =>
    t.write({
      service: 'api',
      method: 'PATCH',
      path: path('landing', id),
      json: changes,
      answers: Landing,
      fallback: ERRORS.failedToFetchLandingData,
    }),
  remove: (id: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('landing', id),
      answers: Succeeded,
      fallback: ERRORS.failedToFetchLandingData,
    }),
  linkLauncher: (id: number, launcherId: number) =>
    t.write({
      service: 'api',
      method: 'POST',
      path: path('landing', id, 'link-launcher', launcherId),
      answers: Landing,
      fallback: ERRORS.failedToFetchLandingData,
    }),
  unlinkLauncher: (id: number, launcherId: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('landing', id, 'unlink-launcher', launcherId),
      answers: Landing,
      fallback: ERRORS.failedToFetchLandingData,
    }),
  linkableLaunchers: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('landing', id, 'linkable-launchers'),
      schema: LinkableLauncherList,
      fallback: ERRORS.failedToLoadLaunchers,
    }),
  /** The preview URL of a launcher (and content) of the landing. */
  webServerUrl: (id: number, query: WebServerUrlQuery) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('landing', id, 'web-server-url'),
      query: { launcherId: query.launcherId, contentId: query.contentId },
      schema: WebServerUrl,
      fallback: ERRORS.failedToLoadPreview,
    }),
});
