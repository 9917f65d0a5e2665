import type { Context } from 'hono';
import { HttpError } from './errors.ts';

// Beyond this the offset overflows what PostgreSQL takes (1e308 did); no list is that long.
const maxPage = 1_000_000;

/** `?page=1&size=100` (1-based, plain decimal); size capped at 500. */
export function pageQuery(c: Context, defaultSize = 100) {
  const rawPage = c.req.query('page') ?? '1';
  const rawSize = c.req.query('size') ?? String(defaultSize);
  const page = /^[1-9]\d{0,6}$/.test(rawPage) ? Number(rawPage) : NaN;
  const size = /^[1-9]\d{0,2}$/.test(rawSize) ? Number(rawSize) : NaN;
  if (!(page >= 1 && page <= maxPage)) {
    throw new HttpError(400, `page must be an integer from 1 to ${maxPage}`);
  }
  if (!(size >= 1 && size <= 500)) {
    throw new HttpError(400, 'size must be an integer from 1 to 500');
  }
  return { page, size, offset: (page - 1) * size };
}

export const paged = <T>(items: T[], total: number, page: number, size: number) => ({
  items,
  total,
  page,
  size,
});
