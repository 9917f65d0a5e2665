import { APP_NAME_MIN_LENGTH } from '../constants.ts';
import { type } from './answerType.ts';
import {
  HttpUrl,
  Id,
  IdRef,
  lenient,
  LenientString,
  LenientText,
  rowsOf,
  RowVersion,
  WebServerId,
} from './common.ts';
import { lazySchema } from './lazySchema.ts';
import { listPageOf } from './listPage.ts';

export const PushService = lazySchema(() => type("'firebase' | 'onesignal'"));
export type PushService = typeof PushService.infer;

/**
 * An app (PWA) as the console reads it: only the id is required; any other field may be absent or
 * odd and then shows as a dash (DECISIONS.md "Write answers").
 */
export const App = lazySchema(() =>
  type({
    id: Id,
    'name?': LenientText,
    'pushService?': lenient(PushService),
    'webServerId?': lenient(WebServerId),
    'openerLink?': LenientText,
    'webServerUrl?': LenientString,
    'pushokUrl?': LenientString,
    'landing?': lenient(IdRef.or('null')),
    'record?': lenient(type({ 'id?': Id, name: 'string' }).or('null')),
    'version?': RowVersion,
  }),
);
export type App = typeof App.infer;

export const AppList = lazySchema(() => rowsOf(App));

/** A page of `GET /api/pwa?limit=&after=` (issue 31). */
export const AppPage = lazySchema(() => listPageOf(App));

/** `POST /api/pwa`. */
export const AppCreate = lazySchema(() =>
  type({
    pushService: PushService,
    name: `string >= ${APP_NAME_MIN_LENGTH}`,
    landingId: Id,
    openerLink: HttpUrl,
    recordId: Id,
  }),
);
export type AppCreate = typeof AppCreate.infer;

/** `PATCH /api/pwa/{id}`: changed fields only. */
export const AppUpdate = lazySchema(() => AppCreate.partial());
export type AppUpdate = typeof AppUpdate.infer;
