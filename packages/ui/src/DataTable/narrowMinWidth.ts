/** A column without a pixel width keeps at least this much in a narrow box (phone, column). */
export const NARROW_COLUMN_MIN_WIDTH = 112;

/** The custom property the table's narrow-box `min-width` reads (DataTable.css.ts). */
export const NARROW_MIN_WIDTH_PROPERTY = '--data-table-narrow-min-width';

/**
 * The least width the table takes in a narrow box: the columns' pixel widths, and
 * {@link NARROW_COLUMN_MIN_WIDTH} for each other column. A wider table scrolls inside its own
 * box rather than squeezing every column to a letter or two.
 */
export function narrowMinWidth(columnWidths: readonly (string | undefined)[]): number {
  return columnWidths.reduce((total, width) => {
    const pixels = width !== undefined && /^\d+(\.\d+)?px$/.test(width) ? parseFloat(width) : NaN;
    return total + (Number.isNaN(pixels) ? NARROW_COLUMN_MIN_WIDTH : pixels);
  }, 0);
}
