import type { Comment, Design, Landing, Launcher, RowStamp } from '@landing/api';

/** A row an open landing shows, as one poll saw it. */
export type WatchedRow = {
  kind: RowStamp['kind'];
  id: number;
  /** Compared between polls: the version when the server has one, else the row's own text. */
  stamp: string;
  /** The row's version, when the server has one (a section ignores its own save's version). */
  version?: unknown;
  updatedAt: string | null;
  /** Who saved it last, as the server names them; null when it cannot say. */
  updatedBy: string | null;
  /** The row as read, when it was compared by its text (its section compares it with its own). */
  row?: unknown;
};

/**
 * A row another poll found different, new, or gone (`gone`: the last poll saw it, this one
 * does not; only its kind and id are known): what a section is told.
 */
export type RowChange = Omit<WatchedRow, 'stamp'> & { gone?: true };

export const rowKey = (row: { kind: string; id: number }) => `${row.kind}:${row.id}`;

/** Rows from `GET /api/landing/{id}/versions` (apps/server). */
export function rowsFromVersions(stamps: readonly RowStamp[]): WatchedRow[] {
  return stamps.map((row) => ({
    kind: row.kind,
    id: row.id,
    stamp: JSON.stringify(row.version),
    version: row.version,
    updatedAt: row.updatedAt ?? null,
    updatedBy: row.updatedBy ?? null,
  }));
}

/**
 * Rows from the ordinary reads of the landing's launchers and their translations' designs (a
 * back office without the versions call): each row is compared by its version when it has one,
 * else by its whole text; who saved it and when are unknown.
 */
export function rowsFromReads(
  launchers: readonly Launcher[],
  designs: readonly Design[] = [],
  /** A translation's comments, read while the Comments section shows them. */
  commentLists: readonly CommentList[] = [],
): WatchedRow[] {
  return [
    ...launchers.flatMap(({ contents = [], ...launcher }) => [
      readRow('launcher', launcher.id, launcher),
      ...contents.map((content) => readRow('content', content.id, content)),
    ]),
    ...designs.map((design) => readRow('design', design.id, design)),
    ...commentLists.map(({ contentId, comments }) => listRow(contentId, comments)),
  ];
}

/**
 * The landing's own row from its read (a back office without the versions call): its links,
 * the main launcher and the related launchers in order, compared by their ids.
 */
export function landingRowFromRead(landing: Landing): WatchedRow {
  const links = {
    mainLauncherId: landing.mainLauncher?.id ?? null,
    relatedLauncherIds: (landing.relatedLaunchers ?? []).map(({ id }) => id),
  };
  return {
    kind: 'landing',
    id: landing.id,
    stamp: JSON.stringify(links),
    row: landing,
    updatedAt: null,
    updatedBy: null,
  };
}

export type CommentList = { contentId: number; comments: readonly Comment[] };

/** A comment list is compared by its whole text (it has no version of its own). */
const listRow = (contentId: number, comments: readonly Comment[]): WatchedRow => ({
  kind: 'comments',
  id: contentId,
  stamp: JSON.stringify(comments),
  row: comments,
  updatedAt: null,
  updatedBy: null,
});

/** The designs the launchers' translations use, each once. */
export const designIdsOf = (launchers: readonly Launcher[]): number[] => [
  ...new Set(
    launchers.flatMap(({ contents = [] }) =>
      contents.flatMap(({ designId }) => (typeof designId === 'number' ? [designId] : [])),
    ),
  ),
];

function readRow(kind: RowStamp['kind'], id: number, row: { version?: unknown }): WatchedRow {
  const hasVersion = row.version !== undefined && row.version !== null;
  return {
    kind,
    id,
    stamp: JSON.stringify(hasVersion ? { version: row.version } : row),
    ...(hasVersion ? { version: row.version } : { row }),
    updatedAt: null,
    updatedBy: null,
  };
}

/** The rows whose stamp differs from the last poll's, the rows new since then, and the rows gone. */
export function changedRows(
  before: Readonly<Record<string, string>>,
  now: readonly WatchedRow[],
): RowChange[] {
  const changed = now
    .filter((row) => before[rowKey(row)] !== row.stamp)
    .map(({ stamp: _stamp, ...change }): RowChange => change);
  const nowKeys = new Set(now.map(rowKey));
  const gone = Object.keys(before)
    .filter((key) => !nowKeys.has(key))
    .map((key): RowChange => {
      const [kind, id] = key.split(':') as [RowStamp['kind'], string];
      return { kind, id: Number(id), updatedAt: null, updatedBy: null, gone: true };
    });
  return [...changed, ...gone];
}

export const stampsOf = (rows: readonly WatchedRow[]): Record<string, string> =>
  Object.fromEntries(rows.map((row) => [rowKey(row), row.stamp]));
