import type { ReactNode } from 'react';

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date;

/** Every dotted path into Row, three levels deep ('id', 'mainLauncher.name', …). */
export type FieldPath<T, Depth extends readonly unknown[] = []> = Depth['length'] extends 3
  ? never
  : T extends Leaf | readonly unknown[]
    ? never
    : {
        [K in keyof T & string]:
          | K
          | (NonNullable<T[K]> extends Leaf | readonly unknown[]
              ? never
              : `${K}.${FieldPath<NonNullable<T[K]>, [...Depth, 0]>}`);
      }[keyof T & string];

/** The type found at a dotted path; optional steps on the way make it possibly undefined. */
export type FieldValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? FieldValue<NonNullable<T[Head]>, Rest> | (null extends T[Head] ? undefined : never)
    : undefined
  : P extends keyof T
    ? T[P]
    : undefined;

export type CellValue = string | number | boolean | null | undefined;

interface ColumnOptions<Row> {
  header: string;
  /** Header click sorts ascending, then descending. */
  sortable?: boolean;
  /** The filter box searches this column's text (its raw string, else the text it shows). */
  filterable?: boolean;
  /** CSS width of the column, e.g. '120px' or '20%'. */
  width?: string;
  /** Custom cell content; replaces the text cell (no truncation). */
  render?: (row: Row) => ReactNode;
}

/**
 * One column: a field path into the row, a header and an optional transform of the raw value into
 * the text shown (and sorted on when the raw value is not a plain value).
 */
export type Column<Row> = {
  [P in FieldPath<Row>]: ColumnOptions<Row> & {
    field: P;
    transform?: (value: FieldValue<Row, P>, row: Row) => CellValue;
  };
}[FieldPath<Row>];

export type RowKey = string | number;

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  field: string;
  direction: SortDirection;
}
