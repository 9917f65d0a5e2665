import { assign, type EventObject } from 'xstate';
import {
  resolvedValues,
  withAllPicked,
  withPick,
  type ConflictEvent,
  type FormConflict,
} from './formConflict.ts';

/** What a form with a conflict dialog keeps: at least the open conflict. */
type ConflictContext = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's own fields
  conflict: FormConflict<any> | null;
};

type OpenConflict<TContext extends ConflictContext> = NonNullable<TContext['conflict']>;

/**
 * What the form takes when the resolved merge is saved: by default the merge with the picks as
 * its `values`, theirs as its `savedValues`, their version as its `version`.
 */
const takeResolved = (conflict: FormConflict<Record<string, unknown>>) => ({
  values: resolvedValues(conflict),
  savedValues: conflict.theirs,
  version: conflict.version,
});

type DialogEvent<T extends ConflictEvent<string>['type']> = Extract<
  ConflictEvent<string>,
  { type: T }
>;

/** Whether `event` is the dialog's event of that type. */
const isDialogEvent = <T extends ConflictEvent<string>['type']>(
  event: EventObject,
  type: T,
): event is DialogEvent<T> => event.type === type;

/**
 * The conflict dialog's actions (issue 29), one definition for every form: spread into the
 * machine's `setup({ actions })`, then `conflictTransitions` names them.
 */
export function conflictActions<TContext extends ConflictContext, TEvent extends EventObject>(
  /** A form that keeps its values otherwise (the design's files, the comment's initial values). */
  resolved: (
    conflict: OpenConflict<TContext>,
    context: TContext,
  ) => Partial<TContext> = takeResolved as never,
) {
  const update = assign<TContext, TEvent, undefined, TEvent, never>;
  return {
    /** One field's pick. */
    pickConflictField: update(({ context, event }) => {
      if (!isDialogEvent(event, 'conflict.pick') || !context.conflict) return {};
      return { conflict: withPick(context.conflict, event.field, event.side) } as Partial<TContext>;
    }),
    /** Every conflicting field from one side. */
    pickConflictSide: update(({ context, event }) => {
      if (!isDialogEvent(event, 'conflict.pickAll') || !context.conflict) return {};
      return { conflict: withAllPicked(context.conflict, event.side) } as Partial<TContext>;
    }),
    /** The form takes the merge with the picks (by default their values as saved, their version). */
    resolveConflict: update(({ context }) =>
      context.conflict
        ? {
            ...resolved(context.conflict, context),
            conflict: null,
          }
        : {},
    ),
    /** Closes the dialog; the form keeps what was typed. */
    dropConflict: update(() => ({ conflict: null }) as Partial<TContext>),
  };
}

/**
 * The conflict state's transitions: picks stay in the state, Save goes to `saveTarget` with the
 * resolved values (after `beforeSave`, which may take more of the conflict), Cancel back to
 * `cancelTarget` (the form's `editing`, unless it names another state).
 */
export const conflictTransitions = <
  const Target extends string,
  const Extra extends string = never,
  const Back extends string = 'editing',
>(
  saveTarget: Target,
  beforeSave: readonly Extra[] = [],
  cancelTarget: Back = 'editing' as Back,
): {
  'conflict.pick': { description: string; actions: 'pickConflictField' };
  'conflict.pickAll': { description: string; actions: 'pickConflictSide' };
  'conflict.save': {
    description: string;
    target: NoInfer<Target>;
    actions: (NoInfer<Extra> | 'resolveConflict')[];
  };
  'conflict.cancel': { description: string; target: NoInfer<Back>; actions: 'dropConflict' };
} => ({
  'conflict.pick': {
    description: '{ field, side }: which value (theirs or mine) a field both changed keeps.',
    actions: 'pickConflictField',
  },
  'conflict.pickAll': {
    description: '{ side }: Keep All of Theirs, or Keep All of Yours.',
    actions: 'pickConflictSide',
  },
  'conflict.save': {
    description: 'Saves the merge with the picks, against their version.',
    target: saveTarget,
    actions: [...beforeSave, 'resolveConflict'],
  },
  'conflict.cancel': {
    description: 'Closes the dialog without saving; the form keeps what was typed.',
    target: cancelTarget,
    actions: 'dropConflict',
  },
});
