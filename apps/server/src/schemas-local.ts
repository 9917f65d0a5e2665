import { type } from 'arktype';

/*
 * Request payloads that @landing/api/schemas does not define (the registrar's own bodies beyond
 * buy, ns and record creation). Everything else is validated with the shared schemas.
 */

/** `POST /lambda/v1/domain/{name}`: registers the name in the path; missing from the shared set. */
export const RegistrarRegister = type({ 'years?': '1 <= number.integer <= 10' });

/** `PATCH /lambda/v1/domain/{name}/record/{recordId}`: missing from the shared set. */
export const RegistrarRecordPatch = type({
  'value?': 'string',
  'ttl?': 'number.integer > 0',
});
