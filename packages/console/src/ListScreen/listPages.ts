import type { ListPage, ListPageQuery, PageCursorListener } from '@landing/api';
import type { ListItem, LoadedList, LoadMoreInput } from '@landing/machines';
import { fromPromise } from 'xstate';

/** The first page: enough rows to fill the screen at once, small enough to answer fast. */
export const FIRST_PAGE_SIZE = 100;
/** Each page after it: few round trips for a long list, none of them long (issue 31). */
export const NEXT_PAGE_SIZE = 1000;

/** A call group's `listPage`: `seen` hears each answer's cursor before its rows are checked. */
export type ListPageCall<TItem extends ListItem> = (
  query: ListPageQuery,
  seen?: PageCursorListener,
) => Promise<ListPage<TItem>>;

/**
 * A list machine's `loadItems` (and `pollItems`, issue 29) and `loadMore` over a call group's
 * `listPage` (issue 31): the first page, then the page after each cursor. A back office that
 * answers the whole array gives it all on the first call, with no cursor: the list is complete.
 *
 * The pages are read ahead: as soon as an answer names its cursor, before its rows are checked
 * and shown, the page after it is asked, so the server answers it while the client works on the
 * one before; `loadMore` takes that answer. A new load (or a list that stopped waiting for its
 * pages) drops what the previous fill read ahead; polls read no further than their page.
 */
export function pagedListActors<TItem extends ListItem>(listPage: ListPageCall<TItem>) {
  /** The pages asked ahead in the current fill, by the cursor they start after. */
  let ahead = new Map<string, Promise<ListPage<TItem>>>();

  const readingAhead = (pages: typeof ahead): PageCursorListener => {
    const seen: PageCursorListener = (next) => {
      if (next === null || pages !== ahead || pages.has(next)) return;
      const page = listPage({ limit: NEXT_PAGE_SIZE, after: next }, seen);
      // Its failure is loadMore's to report, once the list asks for that page.
      page.catch(() => {});
      pages.set(next, page);
    };
    return seen;
  };
  const stopReadingAheadOn = (signal: AbortSignal, pages: typeof ahead) =>
    signal.addEventListener('abort', () => {
      if (ahead === pages) ahead = new Map();
    });

  return {
    loadItems: fromPromise<LoadedList<TItem>, void>(({ signal }) => {
      const pages = new Map<string, Promise<ListPage<TItem>>>();
      ahead = pages;
      stopReadingAheadOn(signal, pages);
      return listPage({ limit: FIRST_PAGE_SIZE }, readingAhead(pages));
    }),
    pollItems: fromPromise<LoadedList<TItem>, void>(() => listPage({ limit: FIRST_PAGE_SIZE })),
    loadMore: fromPromise<ListPage<TItem>, LoadMoreInput>(({ input, signal }) => {
      const pages = ahead;
      stopReadingAheadOn(signal, pages);
      const asked = pages.get(input.after);
      if (asked === undefined) {
        return listPage({ limit: NEXT_PAGE_SIZE, after: input.after }, readingAhead(pages));
      }
      pages.delete(input.after);
      return asked;
    }),
  };
}
