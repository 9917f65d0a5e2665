import { cellText, readPath } from './fieldPath.ts';
import type { Column, SortDirection, SortState } from './types.ts';

type Comparable = string | number | null;

/** What a column sorts on: the raw value when it is plain, else the text it shows. */
export function sortValue<Row>(row: Row, column: Column<Row>): Comparable {
  const raw: unknown = readPath(row, column.field);
  if (typeof raw === 'number') return Number.isNaN(raw) ? null : raw;
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  if (typeof raw === 'string') return raw;
  if (raw instanceof Date) return raw.getTime();
  const transform = column.transform as ((value: unknown, row: Row) => unknown) | undefined;
  const text = cellText(transform ? transform(raw, row) : raw);
  return text === '' ? null : text;
}

// Made at the first sort, not when the table's module loads: creating a collator takes ICU
// several ms, which was a third of the lists chunk's evaluation on a page's start (issue 31).
let collator: Intl.Collator | undefined;
const textCollator = (): Intl.Collator =>
  (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

function compare(a: Comparable, b: Comparable): number {
  if (a === b) return 0;
  // Empty values go last whatever the direction is, so they never crowd the top.
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return textCollator().compare(String(a), String(b));
}

/** A sorted copy (stable); the input is left untouched. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  sort: SortState | null,
): readonly Row[] {
  if (!sort) return rows;
  const column = columns.find((candidate) => candidate.field === sort.field);
  if (!column) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, value: sortValue(row, column) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) return compare(a.value, b.value) || a.index - b.index;
    return sign * compare(a.value, b.value) || a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}

/** Header click: a new column sorts ascending; the same column flips direction. */
export function nextSort(current: SortState | null, field: string): SortState {
  const direction: SortDirection =
    current?.field === field && current.direction === 'ascending' ? 'descending' : 'ascending';
  return { field, direction };
}
