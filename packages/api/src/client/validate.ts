import { type } from 'arktype';
import type { ResponseIssue } from '../errors.ts';
import type { Validator } from './wire.ts';

export { buildNow } from '../schemas/lazySchema.ts';

// Kept apart from wire.ts: the transport loads this (and arktype) only when a response arrives.

export type Validation<T> = { ok: true; value: T } | { ok: false; issues: ResponseIssue[] };

export const validate = <T>(schema: Validator<T>, data: unknown): Validation<T> => {
  const result = schema(data);
  if (result instanceof type.errors) {
    return {
      ok: false,
      issues: result.map((error) => ({
        path: error.path.length === 0 ? '(root)' : error.path.map(String).join('.'),
        problem: error.message,
      })),
    };
  }
  return { ok: true, value: result };
};
