/** The landing editor's optional query: which landing, and which related launcher in it. */
export type PwaCreationSearch = {
  landingId?: number | undefined;
  relatedLauncherId?: number | undefined;
};

/**
 * Ids on the wire are positive safe integers (`Id` in @landing/api); the URL carries them as
 * digits. Checked by hand, not with the schema: `validateSearch` stays in the first-load chunk
 * (the router plugin splits off only the component), and arktype must not come with it.
 */
function idOrNothing(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
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
