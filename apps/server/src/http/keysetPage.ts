import type { Context } from 'hono';
import { HttpError } from './errors.ts';

/** The largest page a list answers (issue 31); the console asks for far fewer. */
export const maxPageLimit = 1000;

/** A page asked for with `?limit=&after=`: `limit` rows after the row whose id is `after`. */
export type KeysetQuery = { limit: number; after: number };

/**
 * `?limit=N&after=CURSOR` of a whole-list GET (docs/decisions.md, issue 31): null when the call
 * names no `limit` (it wants the spec's whole array). The cursor is the last row's id as the
 * previous page's `next` gave it; the client treats it as opaque.
 */
export function keysetQuery(c: Context): KeysetQuery | null {
  const rawLimit = c.req.query('limit');
  const rawAfter = c.req.query('after');
  if (rawLimit === undefined) {
    if (rawAfter !== undefined) throw new HttpError(400, 'after needs limit');
    return null;
  }
  const limit = /^[1-9]\d{0,3}$/.test(rawLimit) ? Number(rawLimit) : NaN;
  if (!(limit <= maxPageLimit)) {
    throw new HttpError(400, `limit must be an integer from 1 to ${maxPageLimit}`);
  }
  if (rawAfter === undefined) return { limit, after: 0 };
  const after = /^[1-9]\d{0,9}$/.test(rawAfter) ? Number(rawAfter) : NaN;
  if (!(after <= 2 ** 31 - 1)) throw new HttpError(400, 'after must be a cursor a page answered');
  return { limit, after };
}

/**
 * The answer to a page: at most `limit` of `rows` (which the query fetched with one more than
 * `limit`, in id order) and the cursor of the next page, or null on the last.
 */
export function keysetPage<T>(rows: T[], { limit }: KeysetQuery, idOf: (row: T) => number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last !== undefined ? String(idOf(last)) : null };
}
