import type { FieldErrors } from './rules.ts';

/** Any function turning the values into field errors (an empty object or nothing when valid). */
export type SchemaValidator<Values> = (values: Values) => FieldErrors<Values> | null | undefined;

/** The part of the Standard Schema interface (arktype, zod, valibot…) read here. */
export interface StandardSchemaLike {
  readonly '~standard': {
    readonly validate: (value: unknown) =>
      | {
          readonly issues?: ReadonlyArray<{
            readonly message: string;
            readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
          }>;
        }
      | Promise<unknown>;
  };
}

/**
 * Wraps a Standard Schema (e.g. an arktype `type(...)`) as a form validator: each issue's first
 * path step names the field, and a field keeps its first message.
 */
export function standardSchemaValidator<Values>(
  schema: StandardSchemaLike,
): SchemaValidator<Values> {
  return (values) => {
    const result = schema['~standard'].validate(values);
    if (result instanceof Promise) {
      throw new Error('Asynchronous schemas are not supported by the form validator');
    }
    const errors: Record<string, string> = {};
    for (const issue of result.issues ?? []) {
      const step = issue.path?.[0];
      const key = typeof step === 'object' && step !== null ? step.key : step;
      const name = key === undefined ? '' : String(key);
      errors[name] ??= issue.message;
    }
    return errors;
  };
}
