import { assign, type EventObject } from 'xstate';
import { idsOf } from './identifyCreated.ts';

/** The ids a listing's answer holds; anything else (no list) is null. */
const idsIn = (event: EventObject): number[] | null => {
  const output = (event as { output?: unknown }).output;
  return Array.isArray(output) ? idsOf(output as { id: number }[]) : null;
};

/** The context fields that can keep a list's ids. */
type IdsField<TContext> = {
  [K in keyof TContext]: number[] | null extends TContext[K] ? K : never;
}[keyof TContext];

/**
 * The actions of `listingBeforeCreate`, one definition for every form that creates: spread into
 * the machine's `setup({ actions })` with the context field that keeps the ids from before.
 */
export function listingBeforeCreateActions<TContext extends object, TEvent extends EventObject>(
  key: IdsField<TContext>,
) {
  const update = assign<TContext, TEvent, undefined, TEvent, never>;
  return {
    /** The ids listed before the create, for `identifyCreated`. */
    rememberIdsBefore: update(({ event }) => ({ [key]: idsIn(event) }) as Partial<TContext>),
    /** No list from before: an unnamed record cannot be found, never guessed. */
    forgetIdsBefore: update(() => ({ [key]: null }) as Partial<TContext>),
  };
}

/**
 * The state before a create whose answer may not name the new record (DECISIONS.md "Write
 * answers"): `src` lists the collection and its ids are kept; a failed list keeps none, and the
 * create goes ahead either way.
 */
export const listingBeforeCreate = <const Src extends string, const Target extends string>({
  src,
  path,
  record,
  target,
}: {
  /** The injected actor that lists the collection. */
  src: Src;
  /** The call it makes, for the machine's description. */
  path: string;
  /** What is created, in words. */
  record: string;
  /** The create. */
  target: Target;
}) => ({
  description: `GET ${path}: what exists before the create, to find the new ${record} if its answer does not name it.`,
  invoke: {
    id: src,
    src,
    onDone: { target, actions: 'rememberIdsBefore' as const },
    // Without it an unnamed record cannot be found; the create still goes ahead.
    onError: { target, actions: 'forgetIdsBefore' as const },
  },
});
