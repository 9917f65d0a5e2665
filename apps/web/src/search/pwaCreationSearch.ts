import { Id } from '@landing/api';
import { type } from 'arktype';

/** The landing editor's optional query: which landing, and which related launcher in it. */
export type PwaCreationSearch = {
  landingId?: number;
  relatedLauncherId?: number;
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
  const landingId = idOrNothing(search['landingId']);
  const relatedLauncherId = idOrNothing(search['relatedLauncherId']);
  return {
    ...(landingId === undefined ? {} : { landingId }),
    ...(relatedLauncherId === undefined ? {} : { relatedLauncherId }),
  };
}
