import type { Created } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';
import type {
  App,
  AppCreate,
  AppUpdate,
  DnsRecord,
  DomainListQuery,
  DomainPage,
  LinkableLanding,
} from './entities.ts';

export type LoadAppInput = { id: number };
export type LoadDomainsInput = DomainListQuery;
export type LoadDomainRecordsInput = { domainId: number };
/** `name` is the subdomain only (`shop`), as `POST /api/domain/{id}/records` takes it. */
export type CreateDomainRecordInput = { domainId: number; name: string };
/** The new record's id, if the answer names it (DECISIONS.md "Write answers"). */
export type CreateDomainRecordOutput = Created;
/** A new app: as loaded by the id its answer named, or `idUnknown`. */
export type AppCreated = { kind: 'created'; app: App } | { kind: 'idUnknown' };
export type RequestPushokAppInput = { appId: number };
/** `version`: the app's as the form loaded it (If-Match); absent against a server without versions. */
export type UpdateAppInput = { appId: number; changes: AppUpdate; version: unknown };

export type NavigateToAppParams = { appId: number };
export type ReportPushokFailureParams = { appId: number; error: unknown };
/**
 * A create the server made without naming it, not found for sure: the host says so
 * (CREATED_WITHOUT_ID); for an app it also shows the apps list, where the new app is.
 */
export type CreatedWithoutRecordParams = { what: 'app' | 'record' };

/** Injected actors (all `fromPromise`). Their rejection value is read by `serverMessageOf`. */
export const appFormActors = {
  /** GET /api/pwa/{id}. */
  loadApp: notProvidedActor<App, LoadAppInput>('loadApp'),
  /** GET /api/landing/linkable. */
  loadLinkableLandings: notProvidedActor<LinkableLanding[], void>('loadLinkableLandings'),
  /** GET /api/domain?page=1&size=200 (the machine keeps the active ones). */
  loadDomains: notProvidedActor<DomainPage, LoadDomainsInput>('loadDomains'),
  /** GET /api/domain/{id}/records. */
  loadDomainRecords: notProvidedActor<DnsRecord[], LoadDomainRecordsInput>('loadDomainRecords'),
  /** POST /api/domain/{id}/records with { name }. */
  createDomainRecord: notProvidedActor<CreateDomainRecordOutput, CreateDomainRecordInput>(
    'createDomainRecord',
  ),
  /**
   * POST /api/pwa with exactly pushService, name, landingId, openerLink, recordId; then the new
   * app as the server holds it (the answer is read only for its id), or `idUnknown`.
   */
  createApp: notProvidedActor<AppCreated, AppCreate>('createApp'),
  /** GET /api/pwa: before a create, and after one answered without its id. */
  listApps: notProvidedActor<App[], void>('listApps'),
  /** POST /api/pwa/{id}/pushok-app with {}: its answer is not read, its failure not the save's. */
  requestPushokApp: notProvidedActor<unknown, RequestPushokAppInput>('requestPushokApp'),
  /**
   * PATCH /api/pwa/{id} with the changed fields only, naming the version it started from; then
   * the app as stored, when it can be read (its `version` is what the next save names).
   */
  updateApp: notProvidedActor<unknown, UpdateAppInput>('updateApp'),
  /** GET /api/pwa/{id} before an update to a server without versions, or after a stale one. */
  checkApp: notProvidedActor<App, LoadAppInput>('checkApp'),
  /**
   * GET /api/pwa/{id} while the form is shown (issue 29, every 5 s): quietly, no busy state; a
   * 404/410 says the app was deleted by another operator.
   */
  pollApp: notProvidedActor<App, LoadAppInput>('pollApp'),
};
