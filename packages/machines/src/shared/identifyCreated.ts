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

/**
 * The records a create of several made when its answer did not name them: for each kind of
 * record sent (`keyOfSent`), exactly as many new records of that kind (`keyOf`) as were sent,
 * paired in list order; any kind short or over, or no list from before: null, never a guess.
 */
export function identifyCreatedMany<T extends { id: number }, S>(
  idsBefore: readonly number[] | null,
  after: readonly T[],
  sent: readonly S[],
  keyOf: (record: T) => string,
  keyOfSent: (item: S) => string,
): number[] | null {
  if (idsBefore === null) return null;
  const known = new Set(idsBefore);
  const fresh = new Map<string, number[]>();
  for (const record of after) {
    if (known.has(record.id)) continue;
    const key = keyOf(record);
    fresh.set(key, [...(fresh.get(key) ?? []), record.id]);
  }
  const wanted = new Map<string, number>();
  for (const item of sent) wanted.set(keyOfSent(item), (wanted.get(keyOfSent(item)) ?? 0) + 1);
  for (const [key, count] of wanted) {
    if ((fresh.get(key)?.length ?? 0) !== count) return null;
  }
  const taken = new Map<string, number>();
  return sent.map((item) => {
    const key = keyOfSent(item);
    const index = taken.get(key) ?? 0;
    taken.set(key, index + 1);
    return fresh.get(key)![index]!;
  });
}
