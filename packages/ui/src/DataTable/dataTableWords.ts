/** The table's own words besides its rows' (`DataTableRowWords`); a host that translates gives its own. */
export type DataTableWords = {
  loading: string;
  /** Shown when there are no rows at all. */
  empty: string;
  /** Shown when the filter leaves no row. */
  noMatch: string;
  /** The filter box's label and placeholder. */
  filter: string;
  /** The row actions' column heading. */
  actions: string;
  selectAll: string;
  deleteSelected: string;
  /** The question 'Delete Selected' asks, and its confirm button. */
  askDeleteSelected: string;
  confirmDeleteSelected: string;
  /** The pager's name, its size picker's label and its position. */
  pagination: string;
  rowsPerPage: string;
  page: (page: number, pageCount: number) => string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
};

export const defaultDataTableWords: DataTableWords = {
  loading: 'Loading…',
  empty: 'No rows yet.',
  noMatch: 'No rows match the filter.',
  filter: 'Filter',
  actions: 'Actions',
  selectAll: 'Select all',
  deleteSelected: 'Delete Selected',
  askDeleteSelected: 'Are you sure you want to delete selected items?',
  confirmDeleteSelected: 'Delete',
  pagination: 'Pagination',
  rowsPerPage: 'Rows per page:',
  page: (page, pageCount) => `Page ${page} of ${pageCount}`,
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
};
