import { SUBDOMAIN_PATTERN } from '../constants.ts';
import { type } from './answerType.ts';
import { Id, lenient, LenientString, PageMeta, readOr, rowsOf } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/** A DNS record; names are full names (`shop.example.com`). Exported as DnsRecord so it never shadows TS's `Record`. */
/** A DNS record: the app form offers it by its name, so the name is required. */
export const DnsRecord = lazySchema(() => type({ id: Id, name: 'string' }));
export type DnsRecord = typeof DnsRecord.infer;
export const DnsRecordList = lazySchema(() => rowsOf(DnsRecord));

/**
 * A domain as the console reads it: id and name required (the app form offers a domain by its
 * name); anything else may be absent or odd (DECISIONS.md "Write answers").
 */
export const Domain = lazySchema(() =>
  type({
    id: Id,
    name: 'string > 0',
    status: readOr(type('string'), () => ''),
    'expireAt?': LenientString,
    'records?': lenient(rowsOf(DnsRecord).or('null')),
  }),
);
export type Domain = typeof Domain.infer;
export const DomainList = lazySchema(() => rowsOf(Domain));

export const DomainPage = lazySchema(() => PageMeta.and({ items: rowsOf(Domain) }));
export type DomainPage = typeof DomainPage.infer;

/** `GET /api/domain/{id}/status`. */
export const DomainStatus = lazySchema(() => type({ status: 'string' }));
export type DomainStatus = typeof DomainStatus.infer;

/** A full domain name: labels of letters, digits and hyphens, ending in a dot plus 2+ letters. */
export const DomainName = lazySchema(() =>
  type(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i),
);

/** `POST /api/domain` (buying). */
export const DomainBuy = lazySchema(() =>
  type({ name: DomainName, years: '1 <= number.integer <= 10' }),
);
export type DomainBuy = typeof DomainBuy.infer;

/** A subdomain label: letters, digits and hyphen, not starting or ending with one, 1–63 chars. */
export const Subdomain = lazySchema(() => type(SUBDOMAIN_PATTERN));

/** `POST /api/domain/{id}/records`: the subdomain only; answers the record with its id. */
export const DnsRecordCreate = lazySchema(() => type({ name: Subdomain }));
export type DnsRecordCreate = typeof DnsRecordCreate.infer;

export const DomainPriceInfo = lazySchema(() =>
  type({ Duration: 'number', Price: 'number', Fee: 'number' }),
);
export type DomainPriceInfo = typeof DomainPriceInfo.infer;

export const AvailableDomain = lazySchema(() =>
  type({ Name: 'string', Info: DomainPriceInfo.array().or('null') }),
);
export type AvailableDomain = typeof AvailableDomain.infer;

/** Registrar search `GET /lambda/v1/domain/available` answer. */
export const AvailableDomains = lazySchema(() =>
  type({ 'Domains?': AvailableDomain.array().or('null') }),
);
export type AvailableDomains = typeof AvailableDomains.infer;
