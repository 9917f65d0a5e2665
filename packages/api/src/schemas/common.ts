import type { Type } from 'arktype';
import { HTTP_URL_SCHEME } from '../constants.ts';
import { type } from './answerType.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * A field read tolerantly (DECISIONS.md "Write answers"): its value when `schema` reads it, else
 * absent, so an odd value shows as a dash instead of failing the record. Used for every field
 * that is neither an id nor something its screen cannot work without.
 */
export const lenient = <T extends Type>(schema: T) =>
  type('unknown').pipe((value): T['infer'] | undefined => {
    const read: unknown = schema(value);
    return read instanceof type.errors ? undefined : read;
  });

/**
 * A field read tolerantly with a fallback: `fallback()` when it is absent, null or odd. For
 * fields whose absence means "none yet" (an empty list, no text), so screens need no dash.
 */
export const readOr = <T extends Type>(schema: T, fallback: () => T['infer']) =>
  [
    type('unknown').pipe((value): T['infer'] => {
      const read: unknown = schema(value);
      return read instanceof type.errors ? fallback() : read;
    }),
    '=',
    fallback,
  ] as const;

/** An optional text field read tolerantly: null or an odd value is absent. */
export const LenientText = lazySchema(() => lenient(type('string')));

/** An optional string field that may be null, read tolerantly: an odd value is absent. */
export const LenientString = lazySchema(() => lenient(type('string | null')));

/**
 * A list read row by row: a row its schema cannot read (no id, or no field its screen needs) is
 * left out; one odd row never empties the list. The answer must still be a list.
 */
export const rowsOf = <T extends Type>(schema: T) =>
  type('unknown[]').pipe((rows): T['infer'][] =>
    rows.flatMap((row) => {
      const read: unknown = schema(row);
      return read instanceof type.errors ? [] : [read];
    }),
  );

/** Every identifier on the wire is a positive integer (DECISIONS.md). */
export const Id = lazySchema(() => type('number.integer > 0'));
export type Id = typeof Id.infer;

/** A URL is valid only if it parses and its protocol is http or https (both specs §5). */
export const HttpUrl = lazySchema(() =>
  type('string.url').narrow(
    (value, ctx) => HTTP_URL_SCHEME.test(value) || ctx.mustBe('an http or https URL'),
  ),
);

/** A URL or path the server hands out; may be absent on fresh records. */
export const NullableString = lazySchema(() => type('string | null'));

/** `webServerId` is assigned by the hosting side; its type is not shown, so both forms are accepted. */
export const WebServerId = lazySchema(() => type('string | number | null'));

/** A language: its code is what tabs and badges show, so only id and code are required. */
export const Locale = lazySchema(() =>
  type({
    id: Id,
    google_lang_code: 'string > 0',
    'displayName?': LenientText,
  }),
);
export type Locale = typeof Locale.infer;

/** Every refusal answers `{ message }` (DECISIONS.md); the registrar's buy may nest it. */
export const ErrorBody = lazySchema(() => type({ message: 'string' }));
export type ErrorBody = typeof ErrorBody.infer;

/**
 * A row's version (issue 29): what a write names in `If-Match` to say which state it started
 * from. apps/server answers a positive integer; another back office may send some other token or
 * none, so it is read as an opaque value (`versionTag`) and never makes a read fail.
 */
export const RowVersion = lazySchema(() => type('unknown'));

export const IdRef = lazySchema(() => type({ id: Id }));
export type IdRef = typeof IdRef.infer;

export const Named = lazySchema(() => type({ id: Id, name: 'string' }));
export type Named = typeof Named.infer;

/** Paged lists answer `{ items, total, page, size }` (DECISIONS.md). */
export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export const PageMeta = lazySchema(() =>
  type({
    total: 'number.integer >= 0',
    page: 'number.integer >= 1',
    size: 'number.integer >= 1',
  }),
);

/** `GET /api/health`: `degraded` when the database answers but not as expected (503 when it is down). */
export const HealthStatus = lazySchema(() => type({ status: "'ok' | 'degraded'" }));
export type HealthStatus = typeof HealthStatus.infer;

/** What a delete (or another call with nothing else to answer) returns on success. */
export const Succeeded = lazySchema(() => type({ success: 'true' }));
export type Succeeded = typeof Succeeded.infer;

/** Empty JSON body (e.g. the Pushok-app request). */
export const EmptyBody = lazySchema(() => type({}));
export type EmptyBody = typeof EmptyBody.infer;
