import type { FieldPath, FieldValue } from './types.ts';

/** Reads a dotted path ('mainLauncher.name') from a row; a missing step gives undefined. */
export function readPath<Row, P extends FieldPath<Row>>(row: Row, path: P): FieldValue<Row, P> {
  let current: unknown = row;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined as FieldValue<Row, P>;
    current = (current as Record<string, unknown>)[step];
  }
  return current as FieldValue<Row, P>;
}

/** Plain text for a cell value: empty for nothing, arrays joined by commas. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return '';
}

export const cellTextLimit = 30;

/** Cuts text longer than the limit and marks the cut with an ellipsis. */
export function truncateText(text: string, limit = cellTextLimit): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
