import { readAhead, type ListPageCall, type PageReader } from '@landing/api';
import type { ListItem, ListPage, LoadedList, LoadMoreInput } from '@landing/machines';
import { fromPromise } from 'xstate';

/** The first page: enough rows to fill the screen at once, small enough to answer fast. */
export const FIRST_PAGE_SIZE = 100;
/** Each page after it: few round trips for a long list, none of them long (issue 31). */
export const NEXT_PAGE_SIZE = 1000;

/**
 * A list machine's `loadItems` (and `pollItems`, issue 29) and `loadMore` over a call group's
 * `listPage` (issue 31): the first page, then the page after each cursor. A back office that
 * answers the whole array gives it all on the first call, with no cursor: the list is complete.
 *
 * Each fill reads ahead (`readAhead`): a page is asked as soon as the answer before it names its
 * cursor, and `loadMore` takes it. A new load, or a list that stopped waiting for its pages,
 * ends the previous fill's reading ahead; polls read no further than their page.
 */
export function pagedListActors<TItem extends ListItem>(listPage: ListPageCall<TItem>) {
  let fill: PageReader<TItem> = readAhead(listPage, NEXT_PAGE_SIZE);
  const stopOn = (signal: AbortSignal, reader: PageReader<TItem>) =>
    signal.addEventListener('abort', () => reader.stop());

  return {
    loadItems: fromPromise<LoadedList<TItem>, void>(({ signal }) => {
      fill.stop();
      fill = readAhead(listPage, NEXT_PAGE_SIZE);
      stopOn(signal, fill);
      return fill.first(FIRST_PAGE_SIZE);
    }),
    pollItems: fromPromise<LoadedList<TItem>, void>(() => listPage({ limit: FIRST_PAGE_SIZE })),
    loadMore: fromPromise<ListPage<TItem>, LoadMoreInput>(({ input, signal }) => {
      stopOn(signal, fill);
      return fill.after(input.after);
    }),
  };
}
