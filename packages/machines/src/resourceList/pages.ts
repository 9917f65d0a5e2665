import type { ListItem } from './context.ts';

/**
 * A list loaded page by page (issue 31): the rows that arrived and the cursor of the rest, null
 * on the last page. The cursor is the server's; the list only sends it back.
 */
export type ListPage<TItem extends ListItem> = { items: TItem[]; next: string | null };

/** What `loadItems` answers: the whole list, or its first page. */
export type LoadedList<TItem extends ListItem> = TItem[] | ListPage<TItem>;

/** `loadMore`'s input: the cursor the previous page answered. */
export type LoadMoreInput = { after: string };

/** A whole list is its own last page. */
export const pageOf = <TItem extends ListItem>(loaded: LoadedList<TItem>): ListPage<TItem> =>
  Array.isArray(loaded) ? { items: loaded, next: null } : loaded;

/** Whether rows are still to come after this answer. */
export const hasMorePages = <TItem extends ListItem>(loaded: LoadedList<TItem>) =>
  pageOf(loaded).next !== null;

/**
 * The rows once `page` arrived, `from` being the id the page starts after (0 for the first page):
 * the page replaces the rows of its range (after `from`, up to its last row; to the end on the
 * last page) and every row outside it stays; a row of the page that is not after `from` is left
 * out. A first load fills an empty list; a reload keeps
 * the rows it has not reached yet on screen. Pages come in id order (keyset on the id).
 */
export function mergePage<TItem extends ListItem>(
  items: readonly TItem[],
  page: ListPage<TItem>,
  from: number,
): { items: TItem[]; through: number } {
  // A keyset page holds rows after its cursor only: any other row is not its to show.
  const rows = page.items.filter((item) => item.id > from);
  const last = rows.at(-1)?.id ?? from;
  const through = page.next === null ? Number.POSITIVE_INFINITY : last;
  return {
    items: [
      ...items.filter((item) => item.id <= from),
      ...rows,
      ...items.filter((item) => item.id > through),
    ],
    through: last,
  };
}
