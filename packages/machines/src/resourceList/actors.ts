import { notProvidedActor } from '../shared/notProvided.ts';
import type { ListItem } from './context.ts';
import type { ListPage, LoadedList, LoadMoreInput } from './pages.ts';

export type RemoveItemInput = { id: number };
export type ReportLoadFailureParams = { error: unknown };
export type ReportRemoveFailureParams = { id: number; error: unknown };

/** Injected actors of a list (`fromPromise`). */
export const resourceListActors = <TItem extends ListItem>() => ({
  /** GET the whole list, or its first page when the list is loaded page by page (pages.ts). */
  loadItems: notProvidedActor<LoadedList<TItem>, void>('loadItems'),
  /**
   * The list's first page (or all of it) again, polled while the page is shown (issue 29): the
   * same call as `loadItems`.
   */
  pollItems: notProvidedActor<LoadedList<TItem>, void>('pollItems'),
  /** GET the page after the cursor the previous page answered. */
  loadMore: notProvidedActor<ListPage<TItem>, LoadMoreInput>('loadMore'),
  /** DELETE one item. */
  removeItem: notProvidedActor<unknown, RemoveItemInput>('removeItem'),
});
