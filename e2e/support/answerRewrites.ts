import type { Call, Rewrites } from './rewritingProxy.ts';

const isWrite = (method: string) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method);

/** The body with every `key` anywhere in it replaced by `replace(value)`, or left out (undefined). */
function mapKey(body: unknown, key: string, replace: (value: unknown) => unknown): unknown {
  if (Array.isArray(body)) return body.map((item) => mapKey(item, key, replace));
  if (typeof body !== 'object' || body === null) return body;
  const mapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const next = name === key ? replace(value) : mapKey(value, key, replace);
    if (next !== undefined) mapped[name] = next;
  }
  return mapped;
}

/** The id a created record has in apps/server's answer (`{ data: { id, … } }`), if one. */
const createdId = (body: unknown): number | undefined => {
  const data = (body as { data?: { id?: unknown } } | undefined)?.data;
  return typeof data?.id === 'number' ? data.id : undefined;
};

const lastIdIn = (path: string) => Number(path.split('/').findLast((part) => /^\d+$/.test(part)));

/** The lean back office's rewrites, and the creates it answered `{}` (with no id). */
export type LeanWriteAnswers = Rewrites & { createdWithoutId: Call[] };

/**
 * Issue 24: a back office that meets the spec to the letter and no more (DECISIONS.md "Write
 * answers"). A create (a POST that made a record) answers `{}`: no id, so the console must find
 * what it made in the lists it reads; every other write (update, delete, link, unlink) answers,
 * in turn, `{ data: { id, deleted: true } }` (the last id of its path) and `{}`, so each kind
 * meets both. Every launcher read has `staticContent: {}` (not filled yet).
 */
export function leanWriteAnswers(): LeanWriteAnswers {
  let writes = 0;
  const createdWithoutId: Call[] = [];
  return {
    createdWithoutId,
    answer: (body, call: Call) => {
      const { method, path, status } = call;
      if (!isWrite(method)) return mapKey(body, 'staticContent', () => ({}));
      if (status < 200 || status > 299) return body;
      if (method === 'POST' && status === 201 && createdId(body) !== undefined) {
        createdWithoutId.push(call);
        return {};
      }
      writes += 1;
      return writes % 2 === 1 ? { data: { id: lastIdIn(path), deleted: true } } : {};
    },
  };
}

/**
 * Issue 29: a back office that knows nothing of versions: no row's `version` in any answer (as
 * the MSW kit's `withoutVersions`), an `If-Match` a client sends is dropped, so only the
 * client's own check before writing can see that another operator saved first; and no versions call (404), so an open editor compares the
 * ordinary reads to see other operators' saves coming.
 */
export const withoutVersions: Rewrites = {
  headers: ({ 'if-match': _dropped, ...headers }) => headers,
  // Nor a list's version (apps/server's comment lists answer theirs as an ETag).
  answerHeaders: ({ etag: _dropped, ...headers }) => headers,
  refuse: ({ path }) => (/^\/api\/landing\/\d+\/versions$/.test(path) ? 404 : undefined),
  // A row's version is a number; static content's App Version (`version`, text) stays.
  answer: (body) =>
    mapKey(body, 'version', (value) => (typeof value === 'number' ? undefined : value)),
};
