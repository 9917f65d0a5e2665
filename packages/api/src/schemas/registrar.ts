import { type } from 'arktype';
import { DomainName } from './domain.ts';

/** `POST /lambda/v1/domain/buy`. */
export const RegistrarBuy = type({ domainName: DomainName, years: '1 <= number.integer <= 10' });
export type RegistrarBuy = typeof RegistrarBuy.infer;

/**
 * The registrar's own shapes (domain, ns, records) are not shown in the spec: they are accepted as
 * any JSON object and passed through to the caller.
 */
export const RegistrarObject = type('Record<string, unknown>');
export type RegistrarObject = typeof RegistrarObject.infer;
export const RegistrarAny = type('unknown');

/** `PATCH /lambda/v1/domain/{name}/ns`: not shown; decided: the name server list. */
export const RegistrarNsUpdate = type({ nameservers: 'string[]' });
export type RegistrarNsUpdate = typeof RegistrarNsUpdate.infer;

/** Registrar DNS record bodies: not shown; decided: type, name, value and optional ttl. */
export const RegistrarRecordInput = type({
  type: 'string > 0',
  name: 'string',
  value: 'string',
  'ttl?': 'number.integer > 0',
});
export type RegistrarRecordInput = typeof RegistrarRecordInput.infer;
