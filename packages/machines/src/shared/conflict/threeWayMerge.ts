/**
 * Three-way merge of a form's fields (issue 29): what the operator loaded (`base`), what the
 * server holds now (`theirs`) and what the operator is saving (`mine`). A field only one side
 * changed takes that side's value without asking; a field both changed to different values is a
 * conflict for the operator to decide. List fields (`sets`) merge as sets: both sides' additions
 * stay and both sides' removals go, in theirs' order with mine's additions after, so tags never
 * conflict.
 */
export type MergeResult<T> = {
  /** Every field merged; a conflicting field holds mine until the operator picks. */
  merged: T;
  /** Fields both sides changed to different values, in the order given. */
  conflicts: (keyof T)[];
};

export type FieldKind = 'value' | 'set';

export const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

function mergeSet(base: readonly unknown[], theirs: readonly unknown[], mine: readonly unknown[]) {
  const has = (list: readonly unknown[], item: unknown) => list.some((x) => sameValue(x, item));
  const removedByMe = base.filter((item) => !has(mine, item));
  const kept = theirs.filter((item) => !has(removedByMe, item));
  const addedByMe = mine.filter((item) => !has(base, item) && !has(kept, item));
  return [...kept, ...addedByMe];
}

export function threeWayMerge<T extends Record<string, unknown>>(
  kinds: { [K in keyof T]: FieldKind },
  base: T,
  theirs: T,
  mine: T,
): MergeResult<T> {
  const merged = { ...mine };
  const conflicts: (keyof T)[] = [];
  for (const field of Object.keys(kinds) as (keyof T)[]) {
    const [b, t, m] = [base[field], theirs[field], mine[field]];
    if (sameValue(t, m) || sameValue(t, b)) continue;
    if (sameValue(m, b)) {
      merged[field] = t;
    } else if (kinds[field] === 'set' && Array.isArray(b) && Array.isArray(t) && Array.isArray(m)) {
      merged[field] = mergeSet(b, t, m) as T[keyof T];
    } else {
      conflicts.push(field);
    }
  }
  return { merged, conflicts };
}

/** Which side each conflicting field takes. */
export type ConflictSide = 'theirs' | 'mine';

/** The merge with the operator's picks applied (an unpicked field keeps mine). */
export function resolveMerge<T extends Record<string, unknown>>(
  merged: T,
  theirs: T,
  picks: Partial<Record<keyof T, ConflictSide>>,
): T {
  const resolved = { ...merged };
  for (const field of Object.keys(picks) as (keyof T)[]) {
    if (picks[field] === 'theirs') resolved[field] = theirs[field];
  }
  return resolved;
}
