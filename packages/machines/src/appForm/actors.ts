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
/** The created (or existing) record, parsed by the shared `DnsRecord` schema. */
export type CreateDomainRecordOutput = DnsRecord;
export type RequestPushokAppInput = { appId: number };
/** `version`: the app's as the form loaded it (If-Match); absent against a server without versions. */
export type UpdateAppInput = { appId: number; changes: AppUpdate; version: unknown };

export type NavigateToAppParams = { appId: number };
export type ReportPushokFailureParams = { appId: number; error: unknown };

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
   * app as the server holds it (the answer is read only for its id).
   */
  createApp: notProvidedActor<App, AppCreate>('createApp'),
  /** POST /api/pwa/{id}/pushok-app with {}: its answer is not read, its failure not the save's. */
  requestPushokApp: notProvidedActor<unknown, RequestPushokAppInput>('requestPushokApp'),
  /**
   * PATCH /api/pwa/{id} with the changed fields only, naming the version it started from; then
   * the app as stored, when it can be read (its `version` is what the next save names).
   */
  updateApp: notProvidedActor<unknown, UpdateAppInput>('updateApp'),
  /** GET /api/pwa/{id} before an update to a server without versions, or after a stale one. */
  checkApp: notProvidedActor<App, LoadAppInput>('checkApp'),
};
