import { DOMAIN_PURCHASE_YEARS, DOMAINS_LIST_PAGE_SIZE } from '../constants.ts';
import { classifyPurchaseError, ERRORS, purchaseErrorTextOf } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import {
  DnsRecord,
  DnsRecordList,
  Domain,
  DomainPage,
  DomainStatus,
  type DnsRecordCreate,
} from '../schemas/domain.ts';
import { path } from './path.ts';
import { reads, type DomainListQuery } from './reads.ts';

export type { DomainListQuery } from './reads.ts';

/** The client also accepts a plain array where a page is expected (DECISIONS.md). */
const pageFromArray = (size: number) => (body: unknown) =>
  Array.isArray(body) ? { items: body, total: body.length, page: 1, size } : body;

export const domainCalls = <M extends AnswerMode>(t: Transport<M>) => ({
  list: (query: DomainListQuery = {}) => {
    const size = query.size ?? DOMAINS_LIST_PAGE_SIZE;
    return t.call({
      ...reads.domains({ ...query, size }),
      method: 'GET',
      schema: DomainPage,
      prepare: pageFromArray(size),
      fallback: ERRORS.failedToLoadDomains,
    });
  },
  /**
   * Buys a domain through the main API. A failure carries `code` INSUFFICIENT_FUNDS or UNKNOWN
   * with the catalogue message, and the registrar's own text in `serverMessage`. Answers the
   * new domain, `pending` until the registrar activates it.
   */
  buy: (name: string, years: number = DOMAIN_PURCHASE_YEARS) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: 'domain',
      json: { name, years },
      answers: Domain,
      fallback: ERRORS.domainPurchaseUnknown,
      describeError: (raw, base) => {
        const text = purchaseErrorTextOf(raw.body);
        const { code, message } = classifyPurchaseError(text);
        return { ...base, code, message, ...(text === undefined ? {} : { serverMessage: text }) };
      },
    }),
  records: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('domain', id, 'records'),
      schema: DnsRecordList,
      fallback: ERRORS.failedToLoadRecords,
    }),
  /** Creates a record for a subdomain (`{ name: "shop" }`); answers it with its id. */
  createRecord: (id: number, payload: DnsRecordCreate) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: path('domain', id, 'records'),
      json: payload,
      answers: DnsRecord,
      fallback: ERRORS.failedToCreateDnsRecord,
    }),
  status: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('domain', id, 'status'),
      schema: DomainStatus,
      fallback: ERRORS.failedToCheckStatus,
    }),
});
