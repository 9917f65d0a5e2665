import type { ListPage, ListPageQuery } from '@landing/api';
import type { ListItem, LoadedList, LoadMoreInput } from '@landing/machines';
import { fromPromise } from 'xstate';

/** The first page: enough rows to fill the screen at once, small enough to answer fast. */
export const FIRST_PAGE_SIZE = 100;
/** Each page after it: few round trips for a long list, none of them long (issue 31). */
export const NEXT_PAGE_SIZE = 1000;

/**
 * A list machine's `loadItems` (and `pollItems`, issue 29) and `loadMore` over a call group's `listPage` (issue 31): the
 * first page, then the page after each cursor. A back office that answers the whole array gives
 * it all on the first call, with no cursor: the list is complete.
 */
export function pagedListActors<TItem extends ListItem>(
  listPage: (query: ListPageQuery) => Promise<ListPage<TItem>>,
) {
  const firstPage = fromPromise<LoadedList<TItem>, void>(() =>
    listPage({ limit: FIRST_PAGE_SIZE }),
  );
  return {
    loadItems: firstPage,
    pollItems: firstPage,
    loadMore: fromPromise<ListPage<TItem>, LoadMoreInput>(({ input }) =>
      listPage({ limit: NEXT_PAGE_SIZE, after: input.after }),
    ),
  };
}
