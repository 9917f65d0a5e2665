/**
 * The record a create made when its answer did not name it (DECISIONS.md "Write answers"):
 * the one record listed after the create, absent before it, that matches what was sent. Two
 * candidates, none, or no list from before: null, never a guess.
 */
export function identifyCreated<T extends { id: number }>(
  idsBefore: readonly number[] | null,
  after: readonly T[],
  matches: (record: T) => boolean,
): number | null {
  if (idsBefore === null) return null;
  const known = new Set(idsBefore);
  const fresh = after.filter((record) => !known.has(record.id) && matches(record));
  return fresh.length === 1 ? (fresh[0]?.id ?? null) : null;
}

/** The ids of a list read before a create, for `identifyCreated`. */
export const idsOf = (records: readonly { id: number }[]): number[] =>
  records.map((record) => record.id);
