import { ERRORS } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import { Succeeded } from '../schemas/common.ts';
import {
  Launcher,
  LauncherList,
  type LauncherAppStoreCreate,
  type LauncherCustomCreate,
  type LauncherUpdate,
} from '../schemas/launcher.ts';
import { LauncherContentList } from '../schemas/launcherContent.ts';
import { path } from './path.ts';
import { ifMatchOf, type WriteOptions } from '../client/versions.ts';

export const launcherCalls = <M extends AnswerMode>(t: Transport<M>) => ({
  createCustom: (payload: LauncherCustomCreate) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: path('launcher', 'custom'),
      json: payload,
      answers: Launcher,
      fallback: ERRORS.failedToCreateLauncher,
    }),
  createAppStore: (payload: LauncherAppStoreCreate) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: path('launcher', 'app-store'),
      json: payload,
      answers: Launcher,
      fallback: ERRORS.failedToCreateLauncher,
    }),
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'launcher',
      schema: LauncherList,
      fallback: ERRORS.failedToLoadLaunchers,
    }),
  /** `PATCH /api/launcher` with the id in the body. */
  update: (payload: LauncherUpdate, options?: WriteOptions) =>
    t.write({
      service: 'api',
      method: 'PATCH',
      path: 'launcher',
      json: payload,
      answers: Launcher,
      fallback: ERRORS.failedToUpdateLauncher,
      ...ifMatchOf(options),
    }),
  get: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('launcher', id),
      schema: Launcher,
      fallback: ERRORS.failedToLoadLauncher,
    }),
  remove: (id: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('launcher', id),
      answers: Succeeded,
      fallback: ERRORS.failedToDeleteLauncher,
    }),
  contents: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('launcher', id, 'contents'),
      schema: LauncherContentList,
      fallback: ERRORS.failedToLoadContents,
    }),
});
