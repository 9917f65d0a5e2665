import { cellText, readPath } from './fieldPath.ts';
import type { Column } from './types.ts';

/** The text a filterable column is searched in: the raw string, else the text it shows. */
function searchText<Row>(row: Row, column: Column<Row>): string {
  const raw: unknown = readPath(row, column.field);
  if (typeof raw === 'string') return raw;
  const transform = column.transform as ((value: unknown, row: Row) => unknown) | undefined;
  return cellText(transform ? transform(raw, row) : raw);
}

/**
 * The rows whose filterable columns contain the query (case- and accent-insensitive, every word
 * somewhere in the row); all rows for a blank query.
 */
export function filterRows<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  query: string,
): readonly Row[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const searched = columns.filter((column) => column.filterable);
  if (words.length === 0 || searched.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = fold(searched.map((column) => searchText(row, column)).join('\n'));
    return words.every((word) => haystack.includes(word));
  });
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
