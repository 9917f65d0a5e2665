import { type } from 'arktype';
import { HttpUrl, Id, IdRef, RowVersion, WebServerId } from './common.ts';

export const PushService = type("'firebase' | 'onesignal'");
export type PushService = typeof PushService.infer;

/** An app (PWA) as the main API answers it. */
export const App = type({
  id: Id,
  name: 'string',
  pushService: PushService,
  'webServerId?': WebServerId,
  openerLink: 'string',
  'webServerUrl?': 'string | null',
  'pushokUrl?': 'string | null',
  'landing?': IdRef.or('null'),
  'record?': type({ 'id?': Id, name: 'string' }).or('null'),
  'version?': RowVersion,
});
export type App = typeof App.infer;

export const AppList = App.array();

/** `POST /api/pwa`. */
export const AppCreate = type({
  pushService: PushService,
  name: 'string >= 2',
  landingId: Id,
  openerLink: HttpUrl,
  recordId: Id,
});
export type AppCreate = typeof AppCreate.infer;

/** `PATCH /api/pwa/{id}`: changed fields only. */
export const AppUpdate = AppCreate.partial();
export type AppUpdate = typeof AppUpdate.infer;
