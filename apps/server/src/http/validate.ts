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

/** Deeper than any body of the API (a landing's is 5 levels): more is refused unparsed. */
export const maxJsonDepth = 32;

/**
 * How deep `text`'s arrays and objects nest, counted in one pass over the text (brackets inside
 * strings skipped), so that no recursive walk (JSON.parse, the schema, `assertStorable`) ever
 * meets a nesting deep enough to overflow the stack.
 */
function exceedsDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

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
  if (exceedsDepth(text, maxJsonDepth)) {
    throw new HttpError(400, `body must not nest arrays and objects deeper than ${maxJsonDepth}`);
  }
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
