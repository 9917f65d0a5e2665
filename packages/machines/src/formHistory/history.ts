/**
 * A section's undo history over its forms' values, Puck's past/present/future shape: a change
 * is a step, typing in one field collapses into one run, a paste or any other change (a file,
 * a move) is a step of its own, and a save is a checkpoint that ends the run.
 */
export type History<V> = {
  past: readonly V[];
  present: V;
  future: readonly V[];
  /** The field being typed in; the next keystroke there joins the present step. */
  run: string | null;
};

/** Steps kept back; the oldest go first. */
export const HISTORY_LIMIT = 100;

export const startHistory = <V>(present: V): History<V> => ({
  past: [],
  present,
  future: [],
  run: null,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The leaf paths whose values differ (a File or other object is a leaf, compared by identity). */
export function changedPaths(before: unknown, after: unknown, at = ''): string[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [at];
    return before.flatMap((item, index) => changedPaths(item, after[index], `${at}/${index}`));
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => changedPaths(before[key], after[key], `${at}/${key}`));
  }
  return Object.is(before, after) ? [] : [at];
}

const valueAt = (value: unknown, path: string): unknown =>
  path
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) => (isRecord(node) || Array.isArray(node) ? (node as never)[key] : undefined),
      value,
    );

/** The field a change types in (one character added or removed in one text), else null. */
export function typingIn(before: unknown, after: unknown): string | null {
  const paths = changedPaths(before, after);
  if (paths.length !== 1) return null;
  const [path] = paths as [string];
  const was = valueAt(before, path);
  const now = valueAt(after, path);
  if (typeof was !== 'string' || typeof now !== 'string') return null;
  return Math.abs(now.length - was.length) <= 1 ? path : null;
}

export function recordChange<V>(history: History<V>, next: V): History<V> {
  if (sameValues(history.present, next)) return history;
  const run = typingIn(history.present, next);
  if (run !== null && run === history.run) return { ...history, present: next, future: [] };
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    run,
  };
}

export const checkpoint = <V>(history: History<V>): History<V> =>
  history.run === null ? history : { ...history, run: null };

/** The values are the same step (a File or other object compared by identity). */
export const sameValues = (a: unknown, b: unknown): boolean => changedPaths(a, b).length === 0;

/**
 * What a save or a load brought (stored files for chosen ones, the server's text): it replaces
 * the present step instead of making one, and ends the run.
 */
export const settle = <V>(history: History<V>, next: V): History<V> =>
  sameValues(history.present, next)
    ? checkpoint(history)
    : { ...history, present: next, run: null };

export function undo<V>(history: History<V>): History<V> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    run: null,
  };
}

export function redo<V>(history: History<V>): History<V> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, run: null };
}
