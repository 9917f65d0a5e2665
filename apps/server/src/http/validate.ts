import { type } from 'arktype';
import type { Context } from 'hono';
import { HttpError } from './errors.ts';
import { assertStorable, maxInteger } from './storableInput.ts';

type Validator<T> = (input: unknown) => T | type.errors;

/**
 * Runs an arktype type over input; failures answer 400 with arktype's summary, which names the
 * field, as do values PostgreSQL could not store (NUL characters, integers beyond `integer`).
 */
export function validate<T>(schema: Validator<T>, input: unknown): T {
  const out = schema(input);
  if (out instanceof type.errors) throw new HttpError(400, out.summary);
  assertStorable(out);
  return out;
}

/** JSON's media type or a `+json` one; parameters (charset) aside. */
const jsonMediaType = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * A JSON body, read only when it says it is JSON (or says nothing): any other Content-Type, a
 * multipart upload above all, is refused before a byte is read, so a call that takes JSON never
 * holds more than the 1 MB outer limit.
 */
export async function readJson(c: Context): Promise<unknown> {
  const contentType = c.req.header('Content-Type');
  if (contentType !== undefined && !jsonMediaType.test(contentType.trim())) {
    throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json)');
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body must be JSON');
  }
}

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;

/** Every JSON body is an object: an array or a bare value is refused before any schema runs. */
export async function jsonBody<T>(c: Context, schema: Validator<T>): Promise<T> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, `body must be a JSON object (was ${kindOf(body)})`);
  }
  return validate(schema, body);
}

/** Plain decimal only: `Number()` would also take `01`, `1e0`, `+1`, ` 1` and `0x1`. */
export const plainDecimal = /^(?:0|[1-9][0-9]*)$/;

/** A positive integer path or query parameter; anything else is a 400 naming it. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? c.req.query(name);
  const value = raw !== undefined && plainDecimal.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > maxInteger) {
    throw new HttpError(400, `${name} must be a positive integer`);
  }
  return value;
}
