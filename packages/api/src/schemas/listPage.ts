import type { Type } from 'arktype';
import { type } from './answerType.ts';
import { LenientText, readOr, rowsOf } from './common.ts';

/**
 * The rows of a whole list that arrived, and the cursor of the rest (issue 31; docs/decisions.md
 * "Fast at scale"): `next` is null on the last page. The cursor is opaque: the client only sends
 * it back as `after`.
 */
export type ListPage<T> = {
  items: T[];
  next: string | null;
  /** The whole list's version, whichever page: its answer's `ETag`, when the server gives one. */
  version?: string;
};

/** What a whole-list call asks for when it wants a page: `limit` rows after the cursor `after`. */
export type ListPageQuery = { limit: number; after?: string | null };

/** A page read row by row like the whole list; an odd or absent `next` ends the list. */
export const listPageOf = <T extends Type>(row: T) =>
  type({
    items: rowsOf(row),
    next: readOr(type('string > 0 | null'), () => null),
    'version?': LenientText,
  });

/**
 * A back office that ignores `limit` and `after` answers the spec's whole array: that is the
 * whole list, its one and last page.
 */
export const pageFromWholeList = (body: unknown) =>
  Array.isArray(body) ? { items: body, next: null } : body;

/**
 * Hears a page's cursor as soon as its answer is read, before its rows are checked (issue 31):
 * the page after it can be asked meanwhile. A whole array, an odd or absent cursor is null.
 */
export type PageCursorListener = (next: string | null) => void;

const rawCursorOf = (page: unknown): string | null => {
  const next = typeof page === 'object' && page !== null && 'next' in page ? page.next : null;
  return typeof next === 'string' && next.length > 0 ? next : null;
};

/**
 * The `prepare` of a page call: a whole array is the last page; `seen` hears the raw cursor; the
 * answer's `ETag` is the list's version.
 */
export const preparePage =
  (seen?: PageCursorListener) =>
  (body: unknown, { etag }: { etag?: string } = {}): unknown => {
    const page = pageFromWholeList(body);
    seen?.(rawCursorOf(page));
    return withVersion(page, etag);
  };

/** The schema of a whole list read with its version (its answer's `ETag`, when it has one). */
export const versionedListOf = <T extends Type>(row: T) =>
  type({ items: rowsOf(row), 'version?': LenientText });

/** The `prepare` of a whole list read with its version: the array, and the answer's `ETag`. */
export const prepareVersionedList = (body: unknown, { etag }: { etag?: string } = {}): unknown =>
  withVersion({ items: body }, etag);

const withVersion = (answer: unknown, etag: string | undefined): unknown =>
  etag === undefined || typeof answer !== 'object' || answer === null || Array.isArray(answer)
    ? answer
    : { ...answer, version: etag };

/** The query of a page call: `after` only past the first page. */
export const listPageQuery = ({ limit, after }: ListPageQuery) => ({
  limit,
  after: after ?? undefined,
});
