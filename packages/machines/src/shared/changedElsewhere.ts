import { versionTag } from '@landing/api';
import { assign, not, type EventObject } from 'xstate';
import { enqueueForAnyMachine } from './enqueueForAnyMachine.ts';
import { requireId } from './requireId.ts';

/** A save of another operator's that an open form heard of (from the landing watch). */
export type ChangedElsewhere = {
  /** The row's version now, when the server has versions. */
  version?: unknown;
  /** The row as read now, when it was compared by its text (a server without versions). */
  row?: unknown;
  updatedBy: string | null;
  updatedAt: string | null;
};

/** A click of the operator's held while the form reads another operator's save. */
export type HeldClick = EventObject;

/** The version a form holds, when it keeps it in its context (else `heldVersionOf` names it). */
type VersionedContext = {
  /** The version the form holds (a form that keeps it elsewhere names it by `heldVersionOf`). */
  version?: unknown;
};

/** What every form that hears other operators' saves keeps (issue 29, "see it coming"). */
type WatchedFormContext = VersionedContext & {
  /**
   * Another operator saved the row while the form holds unsaved input: who and when, for
   * 'Changed by {operator} {time ago}: Reload'; null otherwise.
   */
  changedElsewhere: ChangedElsewhere | null;
  /**
   * The operator's last click made while the form reads another operator's save: it acts once
   * the read ends (`holdClicks`); null otherwise.
   */
  heldClick: HeldClick | null;
  /**
   * Changes the landing watch told while the form could not read them (loading, saving, reading
   * another save…), the last of each kind: heard once the form is back where it reads them.
   */
  keptChanges: readonly EventObject[];
};

/** How one form reads a row it shows; the rule itself is `changedElsewhereGuards` and friends. */
export type WatchedForm<TContext extends object, TShown, TRow> = {
  /** The values the form shows, in a row as read (a poll's row or a read's answer); null when the row is not of that kind. */
  shownOf: (row: unknown, context: TContext) => TShown | null;
  /** The values the form last loaded or saved. */
  savedOf: (context: TContext) => TShown;
  sameShown: (a: TShown, b: TShown) => boolean;
  /** The form holds unsaved input. */
  isDirty: (context: TContext) => boolean;
  /** What a form with no unsaved input takes from a read (values, saved values, version…). */
  take: (context: TContext, row: TRow) => Partial<TContext>;
  versionOf: (row: TRow) => unknown;
  /** The version the form holds; `context.version` when absent. */
  heldVersionOf?: (context: TContext) => unknown;
  /** What a read that changed nothing shown gives the form; `{ version }` when absent. */
  takeVersion?: (context: TContext, row: TRow) => Partial<TContext>;
};

const changeOf = (event: EventObject): ChangedElsewhere | null =>
  'change' in event ? (event.change as ChangedElsewhere) : null;

/**
 * The rule every form follows when the landing watch tells it another operator saved a row it
 * shows: its own save (the version it holds, or without versions the text it last loaded or
 * saved) is ignored; any other change is read. A read whose shown values are the saved ones
 * only takes the new version (another form of the same row saved); a form with unsaved input
 * keeps it and announces the change; a form without takes the read.
 * Spread into `setup({ guards })`; `changedElsewhereTransitions` and `readElsewhereDone` name them.
 * A form that polls its own row instead (the App page) uses the guards on its poll's answer.
 */
export function changedElsewhereGuards<TContext extends object, TShown, TRow>(
  form: WatchedForm<TContext, TShown, TRow>,
) {
  return {
    isOwnChange: ({ context, event }: { context: TContext; event: EventObject }) => {
      const change = changeOf(event);
      if (change === null) return false;
      const tag = versionTag(change.version);
      const held = form.heldVersionOf
        ? form.heldVersionOf(context)
        : (context as VersionedContext).version;
      if (tag !== undefined) return tag === versionTag(held);
      const theirs = change.row === undefined ? null : form.shownOf(change.row, context);
      return theirs !== null && form.sameShown(theirs, form.savedOf(context));
    },
    readShowsNoChange: ({ context, event }: { context: TContext; event: EventObject }) => {
      if (!('output' in event)) return false;
      const theirs = form.shownOf(event.output, context);
      return theirs !== null && form.sameShown(theirs, form.savedOf(context));
    },
    hasUnsavedInput: ({ context }: { context: TContext }) => form.isDirty(context),
  };
}

/** The rule's actions: spread into `setup({ actions })`. */
export function changedElsewhereActions<
  TContext extends WatchedFormContext,
  TEvent extends EventObject,
  TShown,
  TRow,
>(form: WatchedForm<TContext, TShown, TRow>) {
  const update = assign<TContext, TEvent, undefined, TEvent, never>;
  const output = (event: EventObject) => (event as unknown as { output: TRow }).output;
  return {
    /** Keeps who changed the row and when (shown only while the form holds unsaved input). */
    noteChangedElsewhere: update(
      ({ event }) => ({ changedElsewhere: changeOf(event) }) as Partial<TContext>,
    ),
    /** The read shows what the form shows: only its version is new. */
    takeReadVersion: update(
      ({ context, event }) =>
        ({
          ...(form.takeVersion
            ? form.takeVersion(context, output(event))
            : { version: form.versionOf(output(event)) }),
          changedElsewhere: null,
        }) as Partial<TContext>,
    ),
    /** A form without unsaved input shows the row as read. */
    takeRead: update(({ context, event }) => ({
      ...form.take(context, output(event)),
      changedElsewhere: null,
    })),
    /** A click during the read, kept for when it ends (a later one replaces it). */
    holdClick: update(({ event }) => {
      const held: Partial<WatchedFormContext> = { heldClick: event };
      return held as Partial<TContext>;
    }),
    /** A change told while the form is busy: kept (the last of its kind) for `hearKeptChanges`. */
    keepChange: update(
      ({ context, event }) =>
        ({
          keptChanges: [...context.keptChanges.filter(({ type }) => type !== event.type), event],
        }) as unknown as Partial<TContext>,
    ),
    /** Back where the form reads changes (the hearing state's entry): the kept ones are heard. */
    hearKeptChanges: enqueueForAnyMachine<TContext, TEvent, undefined, TEvent>(
      ({ context, enqueue }) => {
        if (context.keptChanges.length === 0) return;
        for (const change of context.keptChanges) enqueue.raise(change as TEvent);
        enqueue.assign({ keptChanges: [] } as unknown as Partial<TContext>);
      },
    ),
    /** The read ended (the reading state's exit): the held click acts, as if made now. */
    actOnHeldClicks: enqueueForAnyMachine<TContext, TEvent, undefined, TEvent>(
      ({ context, enqueue }) => {
        if (context.heldClick === null) return;
        enqueue.raise(context.heldClick as TEvent);
        enqueue.assign({ heldClick: null } as Partial<TContext>);
      },
    ),
  };
}

/**
 * The reading state's transitions for the operator's clicks (issue 29): none is lost while
 * another operator's save is read. The last one is held and acts once the read ends (the reading
 * state exits with `actOnHeldClicks`), on the form as the read left it: a save then goes through the
 * usual version check (a stale one meets the conflict dialog).
 */
export const holdClicks = <const Click extends string>(clicks: readonly Click[]) =>
  Object.fromEntries(
    clicks.map((click) => [
      click,
      {
        description: 'Held while the read runs; it acts once the read ends.',
        actions: 'holdClick' as const,
      },
    ]),
  ) as Record<Click, { description: string; actions: 'holdClick' }>;

/**
 * The machine's root transitions for the `types` of change the form hears: one told while the
 * form is in a state that does not read it is kept (`keepChange`) and heard when the form enters
 * its hearing state again (whose entry is `hearKeptChanges`). The landing watch tells a row only
 * when it changes, so a change dropped there would never be told again.
 */
export const keepChangesToldWhileBusy = <const Type extends string>(types: readonly Type[]) =>
  Object.fromEntries(
    types.map((type) => [
      type,
      {
        description:
          'Told while the form cannot read it (loading, saving, reading another save…): kept, and heard once the form is back where it reads changes.',
        actions: 'keepChange' as const,
      },
    ]),
  ) as Record<Type, { description: string; actions: 'keepChange' }>;

/**
 * The form's transitions for `{ change }` from the landing watch: its own save is ignored, any
 * other is read in `readTarget` (whose onDone is `readElsewhereDone`), after the actions
 * `before` (e.g. settling what a pending timer would have done).
 */
export const changedElsewhereTransitions = <
  const Target extends string,
  const Extra extends string = never,
>(
  readTarget: Target,
  before: readonly Extra[] = [],
): [
  { description: string; guard: 'isOwnChange' },
  { target: NoInfer<Target>; actions: (NoInfer<Extra> | 'noteChangedElsewhere')[] },
] => [
  {
    description:
      "{ change }: another operator's save the landing watch heard of. The form's own save is ignored; any other is read: a form without unsaved input shows it by itself, one with unsaved input keeps it and says 'Changed by {operator} {time ago}: Reload'.",
    guard: 'isOwnChange',
  },
  { target: readTarget, actions: [...before, 'noteChangedElsewhere'] },
];

/** The read's outcomes (see `changedElsewhereGuards`), all back to `target`. */
export const readElsewhereDone = <const Target extends string>(target: Target) =>
  [
    { guard: 'readShowsNoChange' as const, target, actions: 'takeReadVersion' as const },
    { guard: 'hasUnsavedInput' as const, target },
    { target, actions: 'takeRead' as const },
  ] as const;

/** `readElsewhereDone` whose taken read is followed by `after` (e.g. telling the editor the row). */
export const readElsewhereDoneThen = <const Target extends string, const After extends string>(
  target: Target,
  after: After,
) => {
  const [noChange, unsavedInput] = readElsewhereDone(target);
  return [noChange, unsavedInput, { target, actions: ['takeRead' as const, after] }] as const;
};

/**
 * A launcher form's transitions for `{prefix}.changedElsewhere` and for Reload on its notice.
 * A form with no launcher (a new landing's) has nothing another operator could save; else the
 * change is heard by `changedElsewhereTransitions` and read in `readTarget`. Reload drops the
 * unsaved input (the form's `resetToSaved`) and reads the launcher again.
 */
export const launcherChangedElsewhereTransitions = <
  const Prefix extends string,
  const Target extends string,
>(
  prefix: Prefix,
  readTarget: Target,
) => {
  const hear = [{ guard: not('hasLauncher') }, ...changedElsewhereTransitions(readTarget)] as const;
  const reload = {
    description: 'Reload on the notice: the unsaved input is dropped and the launcher read again.',
    guard: 'hasLauncher',
    target: readTarget,
    actions: 'resetToSaved',
  } as const;
  return { [`${prefix}.changedElsewhere`]: hear, [`${prefix}.reload`]: reload } as Record<
    `${Prefix}.changedElsewhere`,
    typeof hear
  > &
    Record<`${Prefix}.reload`, typeof reload>;
};

/**
 * A launcher form's reading state for another operator's save: the launcher is read again
 * (`refreshLauncher`), typing goes on (`typing`), the `clicks` are held (`holdClicks`) and act
 * once the read ends in `target` by the rule (`readElsewhereDone`, followed by `after` where
 * the form reports a taken read). A launcher deleted meanwhile runs `gone`; any other failed
 * read changes nothing.
 */
export const readingLauncherState = <
  TContext,
  const Typing extends object,
  const Click extends string,
  const Target extends string,
  const Gone,
  const After extends string = never,
>(state: {
  description: string;
  typing: Typing;
  clicks: readonly Click[];
  launcherIdOf: (context: TContext) => number | null | undefined;
  target: Target;
  after?: After;
  gone: Gone;
}) => ({
  description: state.description,
  on: { ...state.typing, ...holdClicks(state.clicks) },
  exit: 'actOnHeldClicks' as const,
  invoke: {
    id: 'refreshLauncher' as const,
    src: 'refreshLauncher' as const,
    input: ({ context }: { context: TContext }) => ({
      id: requireId(state.launcherIdOf(context), 'launcher'),
    }),
    // NoInfer: a form without `after` would take its config's action type for After.
    onDone:
      state.after === undefined
        ? readElsewhereDone(state.target)
        : readElsewhereDoneThen<Target, NoInfer<After>>(state.target, state.after),
    onError: [
      { guard: 'gone' as const, target: state.target, actions: state.gone },
      { target: state.target },
    ],
  },
});
