import { json, message } from './route.ts';

/** apps/server's text for a stale write (apps/server/src/http/rowVersions.ts). */
export const STALE_WRITE_MESSAGE =
  'Someone else changed this since you loaded it; their version is in `current`';

/** A row the kit keeps a version for (issue 29); a row never written is at version 1. */
export type Versioned = { version?: unknown };

/**
 * The versions are kept beside the rows, not in them: the store's rows stay the shapes the
 * fixtures give (tests compare them), and a read answers the version through `versionOf`.
 */
const versions = new WeakMap<object, number>();

export const versionOf = (row: Versioned): number =>
  versions.get(row) ?? (typeof row.version === 'number' ? row.version : 1);

/**
 * What apps/server answers a write whose `If-Match` does not fit the row: 400 for a header that
 * names no version, 409 `{ message, current }` for a version the row has moved past. Nothing for
 * a fitting version, `*` or no header (a write without a version is applied as before).
 */
export function versionRefusal(
  request: Request,
  row: Versioned,
  current: () => unknown,
): Response | undefined {
  const header = request.headers.get('If-Match')?.trim();
  if (!header || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header);
  if (!match) return message(400, 'If-Match must name a version, such as "3"');
  if (Number(match[1]) === versionOf(row)) return undefined;
  return json({ message: STALE_WRITE_MESSAGE, current: current() }, 409);
}

/** An applied write moves the row to its next version. */
export const nextVersion = (row: Versioned) => {
  versions.set(row, versionOf(row) + 1);
};

/** A row's version anywhere in an answer: a number under `version` (an app version is text). */
function withoutVersionKeys(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutVersionKeys);
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([name, value]) => !(name === 'version' && typeof value === 'number'))
      .map(([name, value]) => [name, withoutVersionKeys(value)]),
  );
}

/**
 * For a back office that knows nothing of versions (`withoutVersions`, issue 29): the request
 * without its `If-Match`, as such a server ignores a header it does not know.
 */
export function requestWithoutIfMatch(request: Request): Request {
  if (!request.headers.has('If-Match')) return request;
  const headers = new Headers(request.headers);
  headers.delete('If-Match');
  return new Request(request, { headers });
}

/** For a back office that knows nothing of versions: its answer without a row's version. */
export async function answerWithoutVersions(answer: Response): Promise<Response> {
  if (!answer.headers.get('content-type')?.includes('json')) return answer;
  const body = withoutVersionKeys(await answer.clone().json());
  return json(body, answer.status);
}
