import { type } from './answerType.ts';

/** What the wire schema says is wrong with a value: the failed rule's code per dotted path. */
export type SchemaIssues = Record<string, string>;

type Schema = (value: unknown) => unknown;

/**
 * Runs a wire schema from `@landing/api` over what a form would send, so a form accepts exactly
 * what the server accepts. The view's messages are then chosen per path (and rule code).
 */
export function schemaIssues(schema: Schema, value: unknown): SchemaIssues {
  const result = schema(value);
  if (!(result instanceof type.errors)) return {};
  const issues: SchemaIssues = {};
  for (const error of result) {
    const path = error.path.stringify();
    issues[path] ??= error.code;
  }
  return issues;
}
