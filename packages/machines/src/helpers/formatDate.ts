/**
 * A date for the locale as numeric year, two-digit month and two-digit day (spec §5).
 * A missing or invalid date gives ''.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  locale?: string | string[],
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}
