import { type } from './answerType.ts';
import { Id } from './common.ts';
import { DomainName } from './domain.ts';
import { lazySchema } from './lazySchema.ts';

/*
 * The registrar's own shapes are not shown in the spec. These are the ones decided here
 * (docs/decisions.md, "The registrar's shapes"): apps/server's sandbox answers them, the MSW kit
 * answers them, and the client accepts nothing else.
 */

/** `POST /lambda/v1/domain/buy`. */
export const RegistrarBuy = lazySchema(() =>
  type({ domainName: DomainName, years: '1 <= number.integer <= 10' }),
);
export type RegistrarBuy = typeof RegistrarBuy.infer;

/** `POST /lambda/v1/domain/{name}`: registers the name in the path (default 1 year). */
export const RegistrarRegister = lazySchema(() => type({ 'years?': '1 <= number.integer <= 10' }));
export type RegistrarRegister = typeof RegistrarRegister.infer;

/** A domain as the registrar answers it (`GET /lambda/v1/domain/{name}`, buy, pause). */
export const RegistrarDomain = lazySchema(() =>
  type({
    Name: 'string > 0',
    Status: 'string',
    ExpireAt: 'string | null',
    Paused: 'boolean',
    Nameservers: 'string[]',
  }),
);
export type RegistrarDomain = typeof RegistrarDomain.infer;

/** `GET /lambda/v1/domain`: every domain of the account and its balance in dollars. */
export const RegistrarDomains = lazySchema(() =>
  type({ Domains: RegistrarDomain.array(), Balance: 'number' }),
);
export type RegistrarDomains = typeof RegistrarDomains.infer;

/** `GET /lambda/v1/domain/{name}/status`. */
export const RegistrarDomainStatus = lazySchema(() =>
  type({ Name: 'string > 0', Status: 'string' }),
);
export type RegistrarDomainStatus = typeof RegistrarDomainStatus.infer;

/** `GET` and `PATCH /lambda/v1/domain/{name}/ns` answer the domain's name servers. */
export const RegistrarNameServers = lazySchema(() => type({ Nameservers: 'string[]' }));
export type RegistrarNameServers = typeof RegistrarNameServers.infer;

/** `PATCH /lambda/v1/domain/{name}/ns`: the name server list. */
export const RegistrarNsUpdate = lazySchema(() => type({ nameservers: 'string[]' }));
export type RegistrarNsUpdate = typeof RegistrarNsUpdate.infer;

/** `PATCH /lambda/v1/domain/{name}/pause?pause=true|false`. */
export interface RegistrarPauseQuery {
  pause: boolean;
}

/** A DNS record as the registrar answers it; `Name` is the full name (`www.example.com`). */
export const RegistrarRecord = lazySchema(() =>
  type({
    Id: Id,
    Name: 'string > 0',
    Type: 'string > 0',
    Value: 'string',
    TTL: 'number.integer > 0',
  }),
);
export type RegistrarRecord = typeof RegistrarRecord.infer;
export const RegistrarRecordList = lazySchema(() => RegistrarRecord.array());

/**
 * `POST /lambda/v1/domain/{name}/record`: `name` is the subdomain or the full name (empty or `@`
 * for the apex). Answers 201 with a new record, or 200 with the one of that name and type.
 */
export const RegistrarRecordInput = lazySchema(() =>
  type({
    type: 'string > 0',
    name: 'string',
    value: 'string',
    'ttl?': 'number.integer > 0',
  }),
);
export type RegistrarRecordInput = typeof RegistrarRecordInput.infer;

/** `PATCH /lambda/v1/domain/{name}/record/{recordId}`: a record keeps its name and type. */
export const RegistrarRecordPatch = lazySchema(() =>
  type({ 'value?': 'string', 'ttl?': 'number.integer > 0' }),
);
export type RegistrarRecordPatch = typeof RegistrarRecordPatch.infer;
