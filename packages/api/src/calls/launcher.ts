import { ERRORS } from '../errors.ts';
import type { Transport } from '../client/transport.ts';
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

export const launcherCalls = (t: Transport) => ({
  createCustom: (payload: LauncherCustomCreate) =>
    t.call({
      service: 'api',
      method: 'POST',
      path: path('launcher', 'custom'),
      json: payload,
      schema: Launcher,
      fallback: ERRORS.failedToCreateLauncher,
    }),
  createAppStore: (payload: LauncherAppStoreCreate) =>
    t.call({
      service: 'api',
      method: 'POST',
      path: path('launcher', 'app-store'),
      json: payload,
      schema: Launcher,
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
  update: (payload: LauncherUpdate) =>
    t.call({
      service: 'api',
      method: 'PATCH',
      path: 'launcher',
      json: payload,
      schema: Launcher,
      fallback: ERRORS.failedToUpdateLauncher,
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
    t.call({
      service: 'api',
      method: 'DELETE',
      path: path('launcher', id),
      schema: Succeeded,
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
