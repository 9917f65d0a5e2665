import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors.ts';

/** Every integer column is PostgreSQL `integer`: larger ids and counts cannot be stored. */
export const maxInteger = 2_147_483_647;

const nul = '\u0000';

/** Whatever a field's own schema allows, no text or list on the wire is longer than this. */
export const maxTextLength = 100_000;
export const maxListLength = 1_000;
/** A query parameter is an id, a page, a name or a search: never long. */
export const maxQueryLength = 1_000;

/**
 * What a schema accepts but PostgreSQL cannot store answers 400 naming the field, never 500:
 * integers outside `integer`'s range and text with NUL characters, anywhere in a body.
 */
export function assertStorable(value: unknown, field = 'body'): void {
  if (typeof value === 'string') {
    if (value.includes(nul)) throw new HttpError(400, `${field} must not contain NUL characters`);
    if (value.length > maxTextLength) {
      throw new HttpError(400, `${field} must be at most ${maxTextLength} characters`);
    }
  } else if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) > maxInteger) {
      throw new HttpError(400, `${field} must be at most ${maxInteger}`);
    }
  } else if (Array.isArray(value)) {
    if (value.length > maxListLength) {
      throw new HttpError(400, `${field} must have at most ${maxListLength} items`);
    }
    value.forEach((item, index) => assertStorable(item, `${field}[${index}]`));
  } else if (typeof value === 'object' && value !== null && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      assertStorable(item, field === 'body' ? key : `${field}.${key}`);
    }
  }
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The same for the URL: a NUL in the path or in a query parameter answers 400 naming it. */
export function storableUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (decodedPath(c.req.path).includes(nul)) {
      throw new HttpError(400, 'path must not contain NUL characters');
    }
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (name.includes(nul) || values.some((value) => value.includes(nul))) {
        throw new HttpError(400, `${name.replaceAll(nul, '')} must not contain NUL characters`);
      }
      if (name.length > maxQueryLength || values.some((value) => value.length > maxQueryLength)) {
        throw new HttpError(
          400,
          `${name.slice(0, 50)} must be at most ${maxQueryLength} characters`,
        );
      }
    }
    await next();
  };
}
