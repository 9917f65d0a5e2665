import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Checkbox } from 'radix-ui';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { FilterBox } from './FilterBox.tsx';
import { filterRows } from './filterRows.ts';
import * as styles from './DataTable.css.ts';
import { DataTableRow } from './DataTableRow.tsx';
import { NARROW_MIN_WIDTH_PROPERTY, narrowMinWidth } from './narrowMinWidth.ts';
import { CheckIcon, DashIcon, SortIcon } from './icons.tsx';
import { defaultDataTableWords, type DataTableWords } from './dataTableWords.ts';
import { defaultPageSizes, Pagination } from './Pagination.tsx';
import { defaultRowWords, type DataTableRowWords, type RowAction } from './RowActions.tsx';
import { nextSort, sortRows } from './sortRows.ts';
import type { Column, RowKey, SortState } from './types.ts';
import { useSelection } from './useSelection.ts';
import { useVirtualRows } from './useVirtualRows.ts';

const CHECKBOX_COLUMN_WIDTH = '48px';

export interface DataTableProps<Row extends object> {
  /** Names the table (heading, table and scroll region), e.g. 'All Apps'. */
  title: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The field identifying a row. Default 'id'. */
  keyField?: keyof Row & string;
  /** How a row is named in buttons and confirmations ('Edit {item}'). Default: its key. */
  itemLabel?: (row: Row) => string;
  /** Actions beside the title, e.g. a 'Create New App' button. */
  toolbar?: ReactNode;
  loading?: boolean;
  loadingText?: string;
  /**
   * Shown when there are no rows at all; `empty` (e.g. an EmptyState) replaces it. The
   * autocomplete's 'Нет данных для отображения' is the spec's for the autocomplete only.
   */
  emptyText?: string;
  empty?: ReactNode;
  /** Shown when the filter leaves no row. */
  noMatchText?: string;
  /** The sort order; given, the table is controlled and reports header clicks to onSortChange. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /**
   * The filter box's text (shown when a column is `filterable`); given, the table is controlled
   * and reports typing to onFilterTextChange.
   */
  filterText?: string;
  onFilterTextChange?: (text: string) => void;
  /** The filter box's label, e.g. 'Filter apps'. Default 'Filter'. */
  filterLabel?: string;
  /** Paging with 'Page X of Y' and 'Rows per page:'. Off by default. */
  paginated?: boolean;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Row checkboxes with select-all, and 'Delete Selected' when onDeleteSelected is given. */
  selectable?: boolean;
  onDeleteSelected?: (rows: Row[]) => void | Promise<unknown>;
  /** Per-row Edit button (shown when onEdit is given). Default true. */
  editable?: boolean;
  onEdit?: (row: Row) => void;
  /** Per-row Delete button with confirmation. Default false. */
  deletable?: boolean;
  onDelete?: (row: Row) => void | Promise<unknown>;
  /** Per-row Duplicate button with confirmation. Default false. */
  duplicable?: boolean;
  /** Gets a copy whose key has ' - Copy' appended when the key is a string, and the original. */
  onDuplicate?: (copy: Row, original: Row) => void | Promise<unknown>;
  /** Least row height in px (a row with wrapped text is measured taller). Default 44. */
  rowHeight?: number;
  /** Height of the scroll area in px before it scrolls. Default 560. */
  maxHeight?: number;
  /** The row buttons' names and the question they ask (`defaultRowWords`: English). */
  rowWords?: DataTableRowWords;
  /**
   * The filter's, paging's, loading and empty texts and the selection's (`defaultDataTableWords`:
   * English); `loadingText`, `emptyText`, `noMatchText` and `filterLabel` win over them.
   */
  words?: Partial<DataTableWords>;
}

function toKey(value: unknown): RowKey {
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}

/** Duplicating appends ' - Copy' to a string key; other keys are left for the caller to replace. */
export function duplicateRow<Row extends object>(row: Row, keyField: keyof Row): Row {
  const key = row[keyField];
  return typeof key === 'string' ? { ...row, [keyField]: `${key} - Copy` } : { ...row };
}

/** The row whose Delete or Duplicate waits for the table's one confirm dialog. */
interface Asked<Row> {
  action: 'delete' | 'duplicate';
  row: Row;
  open: boolean;
}

/**
 * A sortable, selectable table. Paged, or virtualized so that 10,000 rows render only those on
 * screen. Selection is kept by row key.
 */
export function DataTable<Row extends object>({
  title,
  columns,
  rows,
  keyField = 'id' as keyof Row & string,
  itemLabel,
  toolbar,
  loading = false,
  loadingText,
  emptyText,
  empty,
  noMatchText,
  sort: sortProp,
  onSortChange,
  filterText: filterProp,
  onFilterTextChange,
  filterLabel,
  paginated = false,
  pageSizes = defaultPageSizes,
  defaultPageSize = 10,
  selectable = false,
  onDeleteSelected,
  editable = true,
  onEdit,
  deletable = false,
  onDelete,
  duplicable = false,
  onDuplicate,
  rowHeight = 44,
  maxHeight = 560,
  rowWords = defaultRowWords,
  words: givenWords,
}: DataTableProps<Row>) {
  const words = { ...defaultDataTableWords, ...givenWords };
  const titleId = useId();
  const keyOf = useCallback((row: Row) => toKey(row[keyField]), [keyField]);
  const labelOf = (row: Row) => itemLabel?.(row) ?? String(keyOf(row));

  const [sortState, setSortState] = useState<SortState | null>(null);
  const sort = sortProp === undefined ? sortState : sortProp;
  const changeSort = (field: string) => {
    const next = nextSort(sort, field);
    if (sortProp === undefined) setSortState(next);
    onSortChange?.(next);
  };
  const [filterState, setFilterState] = useState('');
  const filterText = filterProp ?? filterState;
  const changeFilter = (text: string) => {
    if (filterProp === undefined) setFilterState(text);
    onFilterTextChange?.(text);
  };
  const filterable = columns.some((column) => column.filterable);
  const filtered = useMemo(
    () => (filterable ? filterRows(rows, columns, filterText) : rows),
    [rows, columns, filterText, filterable],
  );
  const sorted = useMemo(() => sortRows(filtered, columns, sort), [filtered, columns, sort]);
  // Select-all and Delete Selected act on the rows the filter shows, never on hidden ones.
  const allKeys = useMemo(() => filtered.map(keyOf), [filtered, keyOf]);
  const selection = useSelection(allKeys);

  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [requestedPage, setPage] = useState(1);
  const pageCount = paginated ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const page = Math.min(requestedPage, pageCount);
  const offset = paginated ? (page - 1) * pageSize : 0;
  const visible = paginated ? sorted.slice(offset, offset + pageSize) : sorted;

  const viewportRef = useRef<HTMLDivElement>(null);
  const showRows = !loading && sorted.length > 0;
  // Stable while the rows are: the virtualizer lays out every row again (all 10,000) whenever
  // this function changes, which an inline one did on every scrolled frame.
  const keyAt = useCallback((index: number) => keyOf(visible[index]!), [visible, keyOf]);
  // A page holds at most 100 rows and is rendered whole; so is an unpaged table whose rows (and
  // header) fit its box: a virtualizer would only measure it, forcing the page's first layout
  // into the render's task (issue 31). A longer unpaged table is virtualized.
  const virtualized = !paginated && showRows && (visible.length + 1) * rowHeight > maxHeight;
  const virtual = useVirtualRows(
    showRows ? visible.length : 0,
    rowHeight,
    viewportRef,
    maxHeight,
    keyAt,
    virtualized,
  );
  const shown = !virtualized
    ? visible.map((row, index) => ({ row, index, virtualIndex: undefined }))
    : virtual.items.map((item) => ({
        row: visible[item.index]!,
        index: item.index,
        virtualIndex: item.index,
      }));
  // Size containment keeps a scroll's layout inside the box; it needs the box's height given.
  const contained = virtualized && virtual.totalHeight > maxHeight;

  const edit = editable ? onEdit : undefined;
  const remove = deletable ? onDelete : undefined;
  const duplicate = duplicable ? onDuplicate : undefined;
  const actionsShown = useMemo(
    () =>
      edit || remove || duplicate
        ? { edit: Boolean(edit), delete: Boolean(remove), duplicate: Boolean(duplicate) }
        : null,
    [edit, remove, duplicate],
  );
  const actionCount = actionsShown ? Object.values(actionsShown).filter(Boolean).length : 0;
  const columnCount = columns.length + (selectable ? 1 : 0) + (actionCount > 0 ? 1 : 0);
  const actionWidth = `${actionCount * 32 + 32}px`;
  const narrowWidth = narrowMinWidth([
    ...(selectable ? [CHECKBOX_COLUMN_WIDTH] : []),
    ...columns.map((column) => column.width),
    ...(actionCount > 0 ? [actionWidth] : []),
  ]);
  const message = loading
    ? (loadingText ?? words.loading)
    : rows.length === 0
      ? (empty ?? emptyText ?? words.empty)
      : (noMatchText ?? words.noMatch);

  // A deleted row takes its focused button with it; the table keeps focus instead of the page.
  const keepFocusInTable = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) viewportRef.current?.focus();
      }),
    );
  const afterDelete = (result: void | Promise<unknown>) => {
    if (result instanceof Promise) return result.then(keepFocusInTable);
    keepFocusInTable();
  };

  const [asked, setAsked] = useState<Asked<Row> | null>(null);
  const latestEdit = useRef(edit);
  useLayoutEffect(() => {
    latestEdit.current = edit;
  });
  // Stable, so the memoized rows are not rendered again for a new handler.
  const onRowAction = useCallback(
    (action: RowAction, row: Row) => {
      if (action === 'edit') latestEdit.current?.(row);
      else setAsked({ action, row, open: true });
    },
    [setAsked],
  );
  const confirmAsked = () => {
    if (!asked) return;
    if (asked.action === 'delete') return remove && afterDelete(remove(asked.row));
    return duplicate?.(duplicateRow(asked.row, keyField), asked.row);
  };
  const askedItem = asked ? labelOf(asked.row) : '';

  const deleteSelected = () => {
    const chosen = sorted.filter((row) => selection.selected.has(keyOf(row)));
    const keys = chosen.map(keyOf);
    const result = onDeleteSelected?.(chosen);
    if (result instanceof Promise) {
      return result.then(() => {
        selection.remove(keys);
        keepFocusInTable();
      });
    }
    selection.remove(keys);
    keepFocusInTable();
  };

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.toolbar}>
          {filterable && (
            <FilterBox
              label={filterLabel ?? words.filter}
              value={filterText}
              onChange={changeFilter}
            />
          )}
          {selectable && onDeleteSelected && (
            <ConfirmDialog
              trigger={
                <Button variant="danger" disabled={selection.selected.size === 0}>
                  {words.deleteSelected}
                </Button>
              }
              message={words.askDeleteSelected}
              confirmLabel={words.confirmDeleteSelected}
              variant="danger"
              onConfirm={deleteSelected}
              returnFocusFallback={() => viewportRef.current}
            />
          )}
          {toolbar}
        </div>
      </div>

      <div
        ref={viewportRef}
        className={`${styles.viewport} ${contained ? styles.contained : ''}`}
        style={paginated ? undefined : contained ? { height: maxHeight } : { maxHeight }}
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
      >
        <table
          className={styles.table}
          aria-labelledby={titleId}
          aria-busy={loading || undefined}
          aria-rowcount={showRows ? sorted.length + 1 : undefined}
          style={{ [NARROW_MIN_WIDTH_PROPERTY]: `${narrowWidth}px` } as CSSProperties}
        >
          <colgroup>
            {selectable && <col style={{ width: CHECKBOX_COLUMN_WIDTH }} />}
            {columns.map((column) => (
              <col
                key={`${column.field}:${column.header}`}
                style={column.width ? { width: column.width } : undefined}
              />
            ))}
            {actionCount > 0 && <col style={{ width: actionWidth }} />}
          </colgroup>
          <thead>
            <tr aria-rowindex={1} style={{ height: rowHeight }}>
              {selectable && (
                <th scope="col" className={styles.headCell}>
                  <Checkbox.Root
                    className={styles.checkbox}
                    aria-label={words.selectAll}
                    checked={selection.allState}
                    disabled={rows.length === 0 || loading}
                    onCheckedChange={(checked) => selection.setAll(checked === true)}
                  >
                    <Checkbox.Indicator>
                      {selection.allState === 'indeterminate' ? <DashIcon /> : <CheckIcon />}
                    </Checkbox.Indicator>
                  </Checkbox.Root>
                </th>
              )}
              {columns.map((column) => {
                const direction = sort?.field === column.field ? sort.direction : 'none';
                return (
                  <th
                    key={`${column.field}:${column.header}`}
                    scope="col"
                    className={styles.headCell}
                    aria-sort={column.sortable ? direction : undefined}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => changeSort(column.field)}
                      >
                        {column.header}
                        <span className={styles.sortIcon}>
                          <SortIcon direction={direction} />
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {actionCount > 0 && (
                <th scope="col" className={styles.headCell}>
                  {words.actions}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {!showRows && (
              <tr>
                <td
                  colSpan={columnCount}
                  className={styles.message}
                  role={loading ? 'status' : undefined}
                >
                  {message}
                </td>
              </tr>
            )}
            {showRows && virtual.spaceBefore > 0 && (
              <tr aria-hidden="true">
                <td
                  colSpan={columnCount}
                  className={styles.spacer}
                  style={{ height: virtual.spaceBefore }}
                />
              </tr>
            )}
            {showRows &&
              shown.map(({ row, index, virtualIndex }) => {
                const key = keyOf(row);
                return (
                  <DataTableRow
                    key={key}
                    row={row}
                    rowKey={key}
                    item={labelOf(row)}
                    rowIndex={offset + index + 2}
                    virtualIndex={virtualIndex}
                    measure={virtualized ? virtual.measureRow : undefined}
                    rowHeight={rowHeight}
                    columns={columns}
                    selectable={selectable}
                    selected={selection.selected.has(key)}
                    onToggle={selection.toggle}
                    actions={actionsShown}
                    onAction={onRowAction}
                    words={rowWords}
                  />
                );
              })}
            {showRows && virtual.spaceAfter > 0 && (
              <tr aria-hidden="true">
                <td
                  colSpan={columnCount}
                  className={styles.spacer}
                  style={{ height: virtual.spaceAfter }}
                />
              </tr>
            )}
          </tbody>
        </table>
      </div>

      {asked && (
        <ConfirmDialog
          open={asked.open}
          onOpenChange={(open) => setAsked((current) => current && { ...current, open })}
          message={rowWords.question(asked.action, askedItem)}
          confirmLabel={rowWords.confirm(asked.action)}
          cancelLabel={rowWords.cancel}
          variant={asked.action === 'delete' ? 'danger' : 'primary'}
          onConfirm={confirmAsked}
          returnFocusFallback={() => viewportRef.current}
        />
      )}

      {paginated && showRows && (
        <Pagination
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          pageSizes={pageSizes}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          words={words}
        />
      )}
    </div>
  );
}
