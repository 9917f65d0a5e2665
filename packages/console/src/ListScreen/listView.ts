import type { Column, SortState } from '@landing/ui';
import { useState } from 'react';
import type { ListFields } from '../listFields/listFields.ts';

/** How an operator is looking at a list: its sort order and filter text (the route keeps them). */
export type ListView = { sort: SortState | null; filter: string };

export type ListViewProps = {
  /** Given, the list shows this view and reports changes to onViewChange (e.g. the URL's). */
  view?: ListView;
  onViewChange?: (view: ListView) => void;
};

export const EMPTY_LIST_VIEW: ListView = { sort: null, filter: '' };

/**
 * The DataTable props of a list's view: the given one (controlled by the route), else the list's
 * own state, as in a story.
 */
export function useListView({ view, onViewChange }: ListViewProps) {
  const [own, setOwn] = useState(EMPTY_LIST_VIEW);
  const current = view ?? own;
  const change = (next: ListView) => {
    if (!view) setOwn(next);
    onViewChange?.(next);
  };
  return {
    sort: current.sort,
    filterText: current.filter,
    onSortChange: (sort: SortState) => change({ ...current, sort }),
    onFilterTextChange: (filter: string) => change({ ...current, filter }),
  };
}

/**
 * The columns marked sortable and filterable as the list's fields say; a column set
 * `sortable: false` (an Actions column reading the same field) stays unsorted.
 */
export function withListFields<Row>(
  columns: readonly Column<Row>[],
  fields: ListFields,
): readonly Column<Row>[] {
  return columns.map((column) => ({
    ...column,
    sortable: column.sortable ?? fields.sortable.includes(column.field),
    filterable: column.filterable ?? fields.filterable.includes(column.field),
  }));
}

/** What an empty table says when its list failed to load (the reason and 'Try again' are below). */
export const LIST_NOT_LOADED = 'The list could not be loaded.';
