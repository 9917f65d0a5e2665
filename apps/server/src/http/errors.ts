import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DatabaseUnavailable } from '../db/unavailable.ts';

/** An error whose message is meant for the client; anything else answers 500. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Replaces `{ message }` as the body when a call has its own error shape (registrar). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

function databaseErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** PostgreSQL's unique_violation, from PGlite and from pg alike. */
export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === '23505';

export function handleError(error: Error, c: Context) {
  if (error instanceof HttpError) {
    return c.json(error.body ?? { message: error.message }, error.status);
  }
  if (error instanceof DatabaseUnavailable) {
    c.header('Retry-After', '5');
    return c.json({ message: 'The database is unavailable; try again shortly' }, 503);
  }
  const code = databaseErrorCode(error);
  if (code === '23505') return c.json({ message: 'Such an entry already exists' }, 409);
  // A value no validator caught that PostgreSQL cannot take: the request's fault, not ours.
  if (code === '22003') return c.json({ message: 'A number in the request is out of range' }, 400);
  if (code === '22021' || code === '22P05') {
    return c.json({ message: 'The request contains characters that cannot be stored' }, 400);
  }
  if (code === '23503') {
    return c.json({ message: 'The entry is still in use or refers to a missing entry' }, 409);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: 'Internal server error' }, 500);
}
