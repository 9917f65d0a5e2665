import { type } from 'arktype';
import { Id, PageMeta } from './common.ts';

/** A DNS record; names are full names (`shop.example.com`). Exported as DnsRecord so it never shadows TS's `Record`. */
export const DnsRecord = type({ id: Id, name: 'string' });
export type DnsRecord = typeof DnsRecord.infer;
export const DnsRecordList = DnsRecord.array();

export const Domain = type({
  id: Id,
  name: 'string > 0',
  status: 'string',
  'expireAt?': 'string | null',
  'records?': DnsRecord.array().or('null'),
});
export type Domain = typeof Domain.infer;
export const DomainList = Domain.array();

export const DomainPage = PageMeta.and({ items: Domain.array() });
export type DomainPage = typeof DomainPage.infer;

/** `GET /api/domain/{id}/status`. */
export const DomainStatus = type({ status: 'string' });
export type DomainStatus = typeof DomainStatus.infer;

/** A full domain name: labels of letters, digits and hyphens, ending in a dot plus 2+ letters. */
export const DomainName = type(
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i,
);

/** `POST /api/domain` (buying). */
export const DomainBuy = type({ name: DomainName, years: '1 <= number.integer <= 10' });
export type DomainBuy = typeof DomainBuy.infer;

/** A subdomain label: letters, digits and hyphen, not starting or ending with one, 1–63 chars. */
export const Subdomain = type(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i);

/** `POST /api/domain/{id}/records`: the subdomain only; answers the record with its id. */
export const DnsRecordCreate = type({ name: Subdomain });
export type DnsRecordCreate = typeof DnsRecordCreate.infer;

export const DomainPriceInfo = type({ Duration: 'number', Price: 'number', Fee: 'number' });
export type DomainPriceInfo = typeof DomainPriceInfo.infer;

export const AvailableDomain = type({ Name: 'string', Info: DomainPriceInfo.array().or('null') });
export type AvailableDomain = typeof AvailableDomain.infer;

/** Registrar search `GET /lambda/v1/domain/available` answer. */
export const AvailableDomains = type({ 'Domains?': AvailableDomain.array().or('null') });
export type AvailableDomains = typeof AvailableDomains.infer;
