import { scope, type as arkType } from 'arktype';

let built: typeof arkType | undefined;
/** The scope is made on first use, like the schemas (lazySchema.ts): none at start-up. */
const answerScopeType = () => (built ??= scope({}, { clone: false }).type as typeof arkType);

/**
 * arktype's `type` for the schemas that read answers (issue 31): the same keywords and checks,
 * but a schema with morphs (`lenient`, `readOr`, `rowsOf`) changes what it reads in place instead
 * of reading a deep copy. What it reads is a body just parsed from JSON that nothing else holds;
 * copying it cost ~140 ms of the 10,000-app list (a copy of each page, then of each row again).
 * A value the app holds must not be given to a schema with morphs.
 */
export const type: typeof arkType = new Proxy(arkType, {
  apply: (_target, thisArg, args: unknown[]): unknown =>
    Reflect.apply(answerScopeType(), thisArg, args),
  get: (_target, name) => Reflect.get(answerScopeType(), name) as unknown,
});
