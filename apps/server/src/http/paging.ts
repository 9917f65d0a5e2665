import type { Context } from 'hono';
import { HttpError } from './errors.ts';

/** `?page=1&size=100` (1-based); size capped at 500. */
export function pageQuery(c: Context, defaultSize = 100) {
  const page = Number(c.req.query('page') ?? 1);
  const size = Number(c.req.query('size') ?? defaultSize);
  if (!Number.isInteger(page) || page < 1) throw new HttpError(400, 'page must be an integer >= 1');
  if (!Number.isInteger(size) || size < 1 || size > 500) {
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
