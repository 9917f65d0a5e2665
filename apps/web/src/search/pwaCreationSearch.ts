import { Id } from '@landing/api';
import { type } from 'arktype';

/** The landing editor's optional query: which landing, and which related launcher in it. */
export type PwaCreationSearch = {
  landingId?: number | undefined;
  relatedLauncherId?: number | undefined;
};

/** Ids on the wire are positive safe integers; the URL carries them as digits. */
const SafeId = Id.and('number <= 9007199254740991');
const IdFromUrl = SafeId.or(
  type(/^[1-9]\d{0,15}$/)
    .pipe((digits) => Number(digits))
    .to(SafeId),
);

function idOrNothing(value: unknown): number | undefined {
  const parsed = IdFromUrl(value);
  return parsed instanceof type.errors ? undefined : parsed;
}

/**
 * `validateSearch` of /pwa-creation. A value that is not a positive integer is dropped, so a
 * hand-edited or stale link opens the editor without it instead of failing.
 */
export function validatePwaCreationSearch(search: Record<string, unknown>): PwaCreationSearch {
  // Both keys are always present: the router spreads a route's result over the raw query, so a
  // dropped key must be overwritten with undefined, not left out.
  return {
    landingId: idOrNothing(search['landingId']),
    relatedLauncherId: idOrNothing(search['relatedLauncherId']),
  };
}
