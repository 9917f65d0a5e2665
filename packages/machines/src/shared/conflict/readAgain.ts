import { assign, type EventObject } from 'xstate';
import type { FormConflict } from './formConflict.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's own fields
type AnyConflict = FormConflict<any>;

/** By default a form takes the merge as its values, theirs as saved, their version. */
const takeMergeAsSaved = (merge: FormConflict<Record<string, unknown>>) => ({
  values: merge.merged,
  savedValues: merge.theirs,
  version: merge.version,
});

/**
 * A form that reads its row again before a write to a server without versions, or after a stale
 * write (issue 29): fields both operators changed open the conflict dialog; else the merge is
 * taken and the save goes on. One definition for every such form: spread `guards` and `actions`
 * into `setup`, then `conflictOrMergeDone` names them.
 */
export function conflictOrMerge<
  TContext extends { conflict: AnyConflict | null },
  TEvent extends EventObject,
  TRow,
>(
  /** The three-way merge of the form against the row as read now. */
  conflictOf: (context: TContext, row: TRow) => NonNullable<TContext['conflict']>,
  /** What the form takes of a merge (`takeMergeAsSaved` unless it keeps more). */
  takeMerge: (
    merge: NonNullable<TContext['conflict']>,
  ) => Partial<TContext> = takeMergeAsSaved as never,
) {
  const update = assign<TContext, TEvent, undefined, TEvent, never>;
  const conflictIn = (context: TContext, event: EventObject) =>
    conflictOf(context, (event as unknown as { output: TRow }).output);
  return {
    guards: {
      bothChangedAField: ({ context, event }: { context: TContext; event: EventObject }) =>
        'output' in event && conflictIn(context, event).fields.length > 0,
    },
    actions: {
      /** The dialog opens on the fields both changed. */
      openReadConflict: update(
        ({ context, event }) => ({ conflict: conflictIn(context, event) }) as Partial<TContext>,
      ),
      /** Nothing both changed: the form takes the merge. */
      takeReadMerge: update(({ context, event }) => takeMerge(conflictIn(context, event))),
    },
  };
}

/**
 * The read's outcomes (see `conflictOrMerge`): the conflict dialog in `conflictTarget` (after
 * `onConflict`), else the merge taken, on to `mergedTarget`.
 */
export const conflictOrMergeDone = <
  const Conflict extends string,
  const Merged extends string,
  const Extra extends string = never,
>(
  conflictTarget: Conflict,
  mergedTarget: Merged,
  onConflict: readonly Extra[] = [],
) =>
  [
    {
      guard: 'bothChangedAField' as const,
      target: conflictTarget,
      // NoInfer: the form's config would otherwise give Extra its action type.
      actions: ['openReadConflict' as const, ...(onConflict as readonly NoInfer<Extra>[])],
    },
    { target: mergedTarget, actions: 'takeReadMerge' as const },
  ] as const;
