import type { ListPage, ListPageQuery, PageCursorListener } from '../schemas/listPage.ts';

/** A call group's `listPage` (or a translation's `commentsPage`): `seen` hears the raw cursor. */
export type ListPageCall<T> = (
  query: ListPageQuery,
  seen?: PageCursorListener,
) => Promise<ListPage<T>>;

/**
 * One read of a list page by page, each page asked as soon as the answer before it names its
 * cursor, before that answer's rows are checked (issue 31): the server answers a page while the
 * client works on the one before. `after` takes the page asked ahead for a cursor, else asks it;
 * `stop` ends the reading ahead (a reload, a list that stopped waiting).
 */
export function readAhead<T>(listPage: ListPageCall<T>, pageSize: number) {
  const ahead = new Map<string, Promise<ListPage<T>>>();
  let reading = true;
  const seen: PageCursorListener = (next) => {
    if (!reading || next === null || ahead.has(next)) return;
    const page = listPage({ limit: pageSize, after: next }, seen);
    // Its failure is the reader's to hear, once it asks for that page.
    page.catch(() => {});
    ahead.set(next, page);
  };
  return {
    /** The first page, `limit` rows. */
    first: (limit: number) => listPage({ limit }, seen),
    /** The page after `cursor`. */
    after: (cursor: string) => {
      const asked = ahead.get(cursor);
      if (asked === undefined) return listPage({ limit: pageSize, after: cursor }, seen);
      ahead.delete(cursor);
      return asked;
    },
    stop: () => {
      reading = false;
      ahead.clear();
    },
  };
}

export type PageReader<T> = ReturnType<typeof readAhead<T>>;
