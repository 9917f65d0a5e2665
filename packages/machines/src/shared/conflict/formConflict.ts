import { resolveMerge, threeWayMerge, type ConflictSide, type FieldKind } from './threeWayMerge.ts';

/**
 * Both operators changed one record (issue 29): what a form's conflict dialog shows. Fields only
 * one side changed are merged already; `fields` are the ones both changed to different values.
 */
export type FormConflict<T extends Record<string, unknown>> = {
  /** The record as the other operator saved it. */
  theirs: T;
  /** As the form loaded it, before either change. */
  original: T;
  /** Fields both changed to different values, in the form's order. */
  fields: (keyof T & string)[];
  /** The operator's pick per conflicting field (mine until picked). */
  picks: Partial<Record<keyof T, ConflictSide>>;
  /** Every field merged, conflicting ones holding mine. */
  merged: T;
  /** Their version: the resolved save names it. */
  version: unknown;
};

/** The three-way merge of a form (`mine`) against the record as the server holds it now. */
export function formConflictOf<T extends Record<string, unknown>>(
  kinds: { [K in keyof T]: FieldKind },
  original: T,
  mine: T,
  theirs: T,
  version: unknown,
): FormConflict<T> {
  const { merged, conflicts } = threeWayMerge(kinds, original, theirs, mine);
  return {
    theirs,
    original,
    fields: conflicts as (keyof T & string)[],
    picks: {},
    merged,
    version,
  };
}

/** The values the resolved save sends: the merge with the operator's picks. */
export const resolvedValues = <T extends Record<string, unknown>>(conflict: FormConflict<T>): T =>
  resolveMerge(conflict.merged, conflict.theirs, conflict.picks);

type Picking = { fields: readonly string[]; picks: Partial<Record<string, ConflictSide>> };

/** The conflict with one field's pick. */
export const withPick = <C extends Picking>(conflict: C, field: string, side: ConflictSide): C => ({
  ...conflict,
  picks: { ...conflict.picks, [field]: side },
});

/** The conflict with every conflicting field picked from one side. */
export const withAllPicked = <C extends Picking>(conflict: C, side: ConflictSide): C => ({
  ...conflict,
  picks: Object.fromEntries(conflict.fields.map((field) => [field, side])),
});

/** The conflict dialog's events, shared by every form that has one. */
export type ConflictEvent<F extends string> =
  /** Which value a field keeps. */
  | { type: 'conflict.pick'; field: F; side: ConflictSide }
  /** Keep all of theirs, or all of mine. */
  | { type: 'conflict.pickAll'; side: ConflictSide }
  /** Saves the merge with the picks, against their version. */
  | { type: 'conflict.save' }
  /** Closes the dialog without saving; the form keeps what was typed. */
  | { type: 'conflict.cancel' };
