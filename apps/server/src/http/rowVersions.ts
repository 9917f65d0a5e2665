import type { Context } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from './env.ts';
import { HttpError, notFound } from './errors.ts';

/** The tables whose rows an operator edits; each has `version`, `updated_at`, `updated_by`. */
export type VersionedTable =
  | 'launchers'
  | 'launcher_contents'
  | 'designs'
  | 'comments'
  | 'commentators'
  | 'apps'
  | 'templates';

export const STALE_WRITE_MESSAGE =
  'Someone else changed this since you loaded it; their version is in `current`';

/**
 * The version a write says it started from: `If-Match: "3"` (a weak `W/"3"` or a bare `3` too).
 * None, or `*`, is a write without a version: it is applied as before (other clients).
 */
export function expectedVersion(c: Context<AppEnv>): number | undefined {
  const header = c.req.header('If-Match')?.trim();
  if (!header || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header);
  if (!match) throw new HttpError(400, 'If-Match must name a version, such as "3"');
  return Number(match[1]);
}

export type VersionClaim = {
  table: VersionedTable;
  id: number;
  expected: number | undefined;
  userId: number;
  /** The row as a read answers it, sent with a 409 so the client can merge at once. */
  current: (db: Database) => Promise<unknown>;
};

/**
 * Takes the row's next version for this write, in the write's transaction: the update locks the
 * row until the commit, so of two writes naming the same version one waits, then finds the
 * version moved and answers 409 with the row as it is now. A row that is gone answers 404.
 */
export async function claimVersion(tx: Database, claim: VersionClaim): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `update ${claim.table} set version = version + 1, updated_at = now(), updated_by = $2
     where id = $1 and ($3::int is null or version = $3) returning version`,
    [claim.id, claim.userId, claim.expected ?? null],
  );
  if (row) return row.version;
  const [exists] = await tx.query(`select 1 from ${claim.table} where id = $1`, [claim.id]);
  if (!exists) throw notFound(recordName[claim.table]);
  throw new HttpError(409, STALE_WRITE_MESSAGE, {
    message: STALE_WRITE_MESSAGE,
    current: await claim.current(tx),
  });
}

const recordName: Record<VersionedTable, string> = {
  launchers: 'Launcher',
  launcher_contents: 'Launcher content',
  designs: 'Design',
  comments: 'Comment',
  commentators: 'Commentator',
  apps: 'App',
  templates: 'Template',
};

/** `claimVersion` for the request's own If-Match and operator. */
export const claimFor = (
  c: Context<AppEnv>,
  table: VersionedTable,
  id: number,
  current: (db: Database) => Promise<unknown>,
) => ({ table, id, expected: expectedVersion(c), userId: c.get('userId'), current });
