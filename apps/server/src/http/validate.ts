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

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body must be JSON');
  }
}

export async function jsonBody<T>(c: Context, schema: Validator<T>): Promise<T> {
  return validate(schema, await readJson(c));
}

/** A positive integer path or query parameter; anything else is a 400 naming it. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? c.req.query(name);
  const value = Number(raw);
  if (!raw || !Number.isInteger(value) || value < 1 || value > maxInteger) {
    throw new HttpError(400, `${name} must be a positive integer`);
  }
  return value;
}
