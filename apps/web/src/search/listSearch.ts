import type { ListView } from '@landing/console';
import type { ListFields } from '@landing/console/list-fields';

/** A list's query: `?sort=name&order=desc&q=shop`. */
export type ListSearch = {
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  q?: string | undefined;
};

/** Longer filter text is cut: nobody types it, and it would only slow every keystroke's search. */
export const MAX_FILTER_LENGTH = 200;

/** The router parses `?q=123` to a number and `?q=true` to a boolean; both are still text. */
function textOrNothing(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string' || value === '') return undefined;
  return value.slice(0, MAX_FILTER_LENGTH);
}

/**
 * `validateSearch` of a list route. A sort naming no sortable column, an order other than asc or
 * desc (or without a sort) and a filter that is not text are dropped, so a stale or hand-edited
 * link opens the list without them instead of failing.
 */
export function listSearchValidator(fields: ListFields) {
  return (search: Record<string, unknown>): ListSearch => {
    const sort = search['sort'];
    const known = typeof sort === 'string' && fields.sortable.includes(sort) ? sort : undefined;
    const order = search['order'];
    // Every key is always present: the router spreads the result over the raw query, so a
    // dropped key must be overwritten with undefined, not left out.
    return {
      sort: known,
      order: known !== undefined && (order === 'asc' || order === 'desc') ? order : undefined,
      q: textOrNothing(search['q']),
    };
  };
}

/** What the list shows for a validated query; a sort without an order is ascending. */
export const listViewOf = ({ sort, order, q }: ListSearch): ListView => ({
  sort:
    sort === undefined
      ? null
      : { field: sort, direction: order === 'desc' ? 'descending' : 'ascending' },
  filter: q ?? '',
});

/** The query for a view: only what differs from the default, so a plain list has a plain URL. */
export function listSearchOf({ sort, filter }: ListView): ListSearch {
  const search: ListSearch = {};
  if (sort) {
    search.sort = sort.field;
    search.order = sort.direction === 'descending' ? 'desc' : 'asc';
  }
  if (filter !== '') search.q = filter.slice(0, MAX_FILTER_LENGTH);
  return search;
}

type ListNavigate = (options: { search: ListSearch; replace: boolean }) => Promise<void>;

/**
 * A list screen's `view` and `onViewChange` over its route's query. Each change replaces the
 * history entry: typing a filter must not leave a Back step per letter.
 */
export const routeListView = (search: ListSearch, navigate: ListNavigate) => ({
  view: listViewOf(search),
  onViewChange: (view: ListView) => void navigate({ search: listSearchOf(view), replace: true }),
});
