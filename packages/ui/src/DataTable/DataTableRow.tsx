import { memo } from 'react';
import { CellText } from './CellText.tsx';
import * as styles from './DataTable.css.ts';
import { cellText, readPath } from './fieldPath.ts';
import { RowCheckbox } from './RowCheckbox.tsx';
import { RowActions, type DataTableRowWords, type RowAction } from './RowActions.tsx';
import type { Column, RowKey } from './types.ts';

export interface DataTableRowProps<Row> {
  row: Row;
  rowKey: RowKey;
  /** How the row is named in its buttons ('Edit {item}'). */
  item: string;
  /** aria-rowindex: the header is 1. */
  rowIndex: number;
  /** The row's place in the virtualizer, and the ref that measures it (unpaged tables). */
  virtualIndex?: number | undefined;
  measure?: ((row: HTMLTableRowElement | null) => void) | undefined;
  /** The least height of the row; wrapped text may make it taller. */
  rowHeight: number;
  columns: readonly Column<Row>[];
  selectable: boolean;
  selected: boolean;
  onToggle: (key: RowKey, on: boolean) => void;
  /** Which action buttons the row shows; none: no actions cell. */
  actions: Readonly<Record<RowAction, boolean>> | null;
  onAction: (action: RowAction, row: Row) => void;
  words: DataTableRowWords;
}

function DataTableRowView<Row>({
  row,
  rowKey,
  item,
  rowIndex,
  virtualIndex,
  measure,
  rowHeight,
  columns,
  selectable,
  selected,
  onToggle,
  actions,
  onAction,
  words,
}: DataTableRowProps<Row>) {
  return (
    <tr
      ref={measure}
      data-index={virtualIndex}
      className={styles.row}
      style={{ height: rowHeight }}
      aria-rowindex={rowIndex}
      data-state={selected ? 'selected' : undefined}
    >
      {selectable && (
        <td className={styles.cell}>
          <RowCheckbox
            label={`Select ${item}`}
            checked={selected}
            onCheckedChange={(checked) => onToggle(rowKey, checked)}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={`${column.field}:${column.header}`} className={styles.cell}>
          {column.render ? (
            column.render(row)
          ) : (
            <CellText text={textOf(row, column) || MISSING_CELL} />
          )}
        </td>
      ))}
      {actions && (
        <td className={styles.cell}>
          <RowActions
            item={item}
            shown={actions}
            onAction={(action) => onAction(action, row)}
            words={words}
          />
        </td>
      )}
    </tr>
  );
}

/** What a cell with no value shows (an absent or odd field of the server's answer). */
export const MISSING_CELL = '—';

function textOf<Row>(row: Row, column: Column<Row>): string {
  const raw: unknown = readPath(row, column.field);
  const transform = column.transform as ((value: unknown, row: Row) => unknown) | undefined;
  return cellText(transform ? transform(raw, row) : raw);
}

/**
 * One data row. Memoized: scrolling renders the table again for the rows that come into view,
 * and the rows already on screen, whose props did not change, are not rendered again.
 */
export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
