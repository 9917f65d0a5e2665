import { describe, expect, it } from 'vitest';
import { cellText, readPath, truncateText } from './fieldPath.ts';
import { NARROW_COLUMN_MIN_WIDTH, narrowMinWidth } from './narrowMinWidth.ts';
import { filterRows } from './filterRows.ts';
import { nextSort, sortRows } from './sortRows.ts';
import type { Column } from './types.ts';

interface Row {
  id: number;
  name: string;
  launcher: { name: string; langs: string[] } | null;
}

const rows: Row[] = [
  { id: 10, name: 'item 10', launcher: { name: 'b', langs: ['en', 'de'] } },
  { id: 2, name: 'Item 2', launcher: null },
  { id: 1, name: 'item 1', launcher: { name: 'a', langs: [] } },
];

const columns: Column<Row>[] = [
  { field: 'id', header: 'ID' },
  { field: 'name', header: 'Name' },
  { field: 'launcher.name', header: 'Launcher' },
  { field: 'launcher.langs', header: 'Languages', transform: (langs) => langs?.join('+') },
];

describe('readPath', () => {
  it('follows dotted paths and stops at missing steps', () => {
    expect(readPath(rows[0]!, 'launcher.name')).toBe('b');
    expect(readPath(rows[1]!, 'launcher.name')).toBeUndefined();
  });
});

describe('cellText and truncateText', () => {
  it('turns values into text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(['en', 'de'])).toBe('en, de');
    expect(cellText(0)).toBe('0');
    expect(cellText({ a: 1 })).toBe('');
  });
  it('cuts after 30 characters with an ellipsis', () => {
    expect(truncateText('x'.repeat(30))).toBe('x'.repeat(30));
    expect(truncateText('x'.repeat(31))).toBe(`${'x'.repeat(30)}…`);
  });
});

describe('sortRows', () => {
  const names = (sorted: readonly Row[]) => sorted.map((row) => row.id);
  it('sorts numbers numerically and strings naturally, both ways', () => {
    expect(names(sortRows(rows, columns, { field: 'id', direction: 'ascending' }))).toEqual([
      1, 2, 10,
    ]);
    expect(names(sortRows(rows, columns, { field: 'name', direction: 'descending' }))).toEqual([
      10, 2, 1,
    ]);
  });
  it('keeps empty values last in both directions', () => {
    expect(
      names(sortRows(rows, columns, { field: 'launcher.name', direction: 'descending' })),
    ).toEqual([10, 1, 2]);
    expect(
      names(sortRows(rows, columns, { field: 'launcher.name', direction: 'ascending' })),
    ).toEqual([1, 10, 2]);
  });
  it('sorts non-plain values by their transformed text', () => {
    expect(
      names(sortRows(rows, columns, { field: 'launcher.langs', direction: 'ascending' })),
    ).toEqual([10, 2, 1]);
  });
  it('leaves the input untouched', () => {
    const before = [...rows];
    sortRows(rows, columns, { field: 'id', direction: 'ascending' });
    expect(rows).toEqual(before);
  });
});

describe('nextSort', () => {
  it('goes ascending, then descending, then ascending; a new column starts ascending', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ field: 'name', direction: 'ascending' });
    const second = nextSort(first, 'name');
    expect(second.direction).toBe('descending');
    expect(nextSort(second, 'name').direction).toBe('ascending');
    expect(nextSort(second, 'id')).toEqual({ field: 'id', direction: 'ascending' });
  });
});

describe('narrowMinWidth', () => {
  it('adds pixel widths and a minimum for every other column', () => {
    expect(narrowMinWidth(['64px', undefined, '20%', '96px'])).toBe(
      64 + NARROW_COLUMN_MIN_WIDTH + NARROW_COLUMN_MIN_WIDTH + 96,
    );
  });

  it('takes no room for no columns', () => {
    expect(narrowMinWidth([])).toBe(0);
  });
});

describe('filterRows', () => {
  const searchable: Column<Row>[] = [
    { field: 'name', header: 'Name', filterable: true },
    { field: 'launcher.name', header: 'Launcher', filterable: true },
    { field: 'id', header: 'ID' },
  ];

  it('keeps every row for a blank query', () => {
    expect(filterRows(rows, searchable, '  ')).toBe(rows);
  });

  it('matches each word anywhere in the filterable columns, ignoring case', () => {
    expect(filterRows(rows, searchable, 'ITEM 1').map((row) => row.id)).toEqual([10, 1]);
    expect(filterRows(rows, searchable, 'item a').map((row) => row.id)).toEqual([1]);
  });

  it('does not search columns that are not filterable', () => {
    expect(filterRows(rows, searchable, '10 2')).toEqual([]);
  });

  it('ignores accents', () => {
    const accented = [{ id: 1, name: 'Café', launcher: null }];
    expect(filterRows(accented, searchable, 'cafe')).toHaveLength(1);
  });
});
