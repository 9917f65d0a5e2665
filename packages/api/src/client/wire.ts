import type { type } from 'arktype';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Any JSON object with an own `data` property is replaced by that property. */
export const unwrapData = (body: unknown): unknown =>
  isPlainObject(body) && Object.hasOwn(body, 'data') ? body.data : body;

/** Response text → JSON value; empty → undefined; text that is not JSON stays a string. */
export const parseBody = (text: string): unknown => {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Anything callable like an arktype Type: returns the value or `type.errors`. */
export type Validator<T> = (data: unknown) => T | type.errors;
