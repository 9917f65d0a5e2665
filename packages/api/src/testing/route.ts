import { type } from 'arktype';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import type { ApiClient } from '../client/createApiClient.ts';
import type { Validator } from '../client/wire.ts';
import { bodyLimits, bodyTooLarge, outerBodyLimit, type BodyLimit } from '../uploads/bodyLimits.ts';
import { UploadRefused } from '../uploads/rules.ts';
import { reshapeWriteAnswer, type WriteAnswerShape } from './answerShapes.ts';
import { reshapeReadAnswer, type ReadAnswerShape } from './readShapes.ts';
import { answerWithoutVersions, requestWithoutIfMatch } from './rowVersions.ts';
import type { MockStore } from './store.ts';

type CallGroup =
  | 'pwa'
  | 'landing'
  | 'launcher'
  | 'launcherContent'
  | 'template'
  | 'locales'
  | 'design'
  | 'comments'
  | 'commentators'
  | 'domain'
  | 'health'
  | 'registrar'
  | 'tracker';

/** A call of the client, named like the function: `'pwa.create'`, `'tracker.login'`, … */
export type CallKey = { [G in CallGroup]: `${G}.${keyof ApiClient[G] & string}` }[CallGroup];

/** How a switched-off call fails: `true` = 500 with a message, 'network' = connection error. */
export type FailureSpec = true | 'network' | { status?: number; body?: unknown };

export interface MockBackendOptions {
  /** The data set; default `createFixtures()`. */
  fixtures?: MockStore['data'];
  /** `true` fails every call; or per call key (`'*'` for all others). */
  fail?: true | Partial<Record<CallKey | '*', FailureSpec>>;
  /** Delay of every response in ms. */
  delayMs?: number;
  /** Only `Bearer mock-access-fresh` is accepted; anything else gets 401 until refreshed. */
  tokenExpired?: boolean;
  /**
   * When a pending domain turns `active`, as the server's DOMAIN_ACTIVATION_DELAY: ms after its
   * purchase (the fixtures' pending ones: after the backend was created). Checked on every read
   * (list or status), with the value in force then. Default 10 000, the server's default; the
   * test server (and the contract suite) use 0.
   */
  domainActivationMs?: number;
  /**
   * The registrar balance in dollars, as the server's REGISTRAR_BALANCE (default 100): every
   * purchase is paid from it, and one it cannot pay answers 402 as the server's.
   */
  registrarBalance?: number;
  /** The clock of time-based answers (domain activation); default `Date.now`. */
  now?: () => number;
  /**
   * Failed logins per email (any case) before the tracker answers 429, as the server's
   * throttle; default 5. A correct login resets the count.
   */
  loginAttempts?: number;
  /**
   * The form of every successful write's answer (DECISIONS.md "Write answers"); default
   * `server`, apps/server's own. Read on every request, so a story may switch it mid-play.
   */
  writeAnswers?: WriteAnswerShape;
  /**
   * The form of every successful read's answer (readShapes.ts); default `server`. Read on every
   * request, as `writeAnswers`.
   */
  readAnswers?: ReadAnswerShape;
  /**
   * A back office that knows nothing of versions (issue 29): no row's `version` in any answer
   * and `If-Match` ignored, so every write is applied; default false (versions as apps/server).
   */
  withoutVersions?: boolean;
  /** Prefixes of the three services; defaults `/api`, `/tracker/v1`, `/lambda/v1`. */
  prefixes?: { api?: string; tracker?: string; registrar?: string };
}

export interface RecordedCall {
  key: CallKey;
  method: string;
  url: string;
}

export const FRESH_ACCESS_TOKEN = 'mock-access-fresh';
export const MOCK_REFRESH_TOKEN = 'mock-refresh';

export const json = (body: unknown, status = 200) =>
  HttpResponse.json(body as JsonBodyType, { status });

/** Every service answers `{ data }`, as apps/server: stories exercise the client's unwrapping. */
export const data = (body: unknown, status = 200) => json({ data: body }, status);

/** A whole-list GET that names `limit` asks for a page (`listPage`, issue 31). */
export const asksForPage = (url: URL) => url.searchParams.has('limit');

export const message = (status: number, text: string) => json({ message: text }, status);
export const notFound = (what: string) => message(404, `${what} not found`);

/** The request body checked against a schema: the value, or a 400 answer. */
export const readJson = async <T>(
  request: Request,
  schema: Validator<T>,
): Promise<T | Response> => {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return message(400, 'Body must be JSON');
  }
  const result = schema(body);
  return result instanceof type.errors ? message(400, result.summary) : result;
};

export const textField = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** A file field; an empty file counts as none, as on the server. */
export const fileField = (form: FormData, name: string): File | undefined => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : undefined;
};

/** Every file sent under `name` (or `name[]`), empty ones left out, as on the server. */
export const fileFields = (form: FormData, name: string): File[] =>
  [...form.getAll(name), ...form.getAll(`${name}[]`)].filter(
    (value): value is File => value instanceof File && value.size > 0,
  );

/**
 * Runs a shared upload rule (`@landing/api/uploads`): its value, or the answer the server gives
 * when it refuses the file.
 */
export const checkUpload = async <T>(rule: Promise<T>): Promise<T | Response> => {
  try {
    return await rule;
  } catch (error) {
    if (error instanceof UploadRefused) return message(error.status, error.message);
    throw error;
  }
};

export type Resolver = (args: {
  request: Request;
  params: Record<string, string>;
  url: URL;
}) => Response | Promise<Response>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteContext {
  store: MockStore;
  options: MockBackendOptions;
  calls: RecordedCall[];
  auth: {
    accessToken: string;
    /** Tokens whose session a logout ended: refused like the server's revoked sessions. */
    revoked: Set<string>;
  };
}

const failureResponse = (spec: FailureSpec): Response => {
  if (spec === 'network') return HttpResponse.error();
  if (spec === true) return message(500, 'Internal server error');
  return json(spec.body ?? { message: 'Request failed' }, spec.status ?? 500);
};

/** Keys whose 401 must not be the expired-token answer (they are how a session starts). */
const OPEN_CALLS = new Set<CallKey>([
  'tracker.login',
  'tracker.refresh',
  'tracker.logout',
  'health.check',
]);

/** POSTs whose answer is the session's tokens, a shape the spec fixes: never reshaped. */
const TOKEN_CALLS = new Set<CallKey>(['tracker.login', 'tracker.refresh']);

/** The bearer token of a request, as the server reads it; undefined when there is none. */
export const bearerOf = (header: string | null): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/** The server's 401 for a call that needs a session: no token, an ended session, or expired. */
const refusal = (ctx: RouteContext, header: string | null): Response | undefined => {
  const token = bearerOf(header);
  if (!token) return message(401, 'Authorization required');
  if (ctx.auth.revoked.has(token) || (ctx.options.tokenExpired && token !== ctx.auth.accessToken)) {
    return message(401, 'The access token is invalid or has expired');
  }
  return undefined;
};

/** The upload calls' own body limits, as the server's upload routes set them. */
const CALL_BODY_LIMITS: Partial<Record<CallKey, BodyLimit>> = {
  'design.create': bodyLimits.design,
  'design.update': bodyLimits.design,
  'template.create': bodyLimits.templateArchive,
  'template.update': bodyLimits.templateArchive,
  'commentators.create': bodyLimits.commentatorIcon,
  'commentators.update': bodyLimits.commentatorIcon,
};

/** The size of a request's body as sent, in bytes; 0 for GET and HEAD. */
const bodyBytes = async (request: Request): Promise<number> =>
  request.method === 'GET' || request.method === 'HEAD'
    ? 0
    : (await request.clone().arrayBuffer()).byteLength;

/** The server's 413 for a body over `limit`; undefined within it. */
const overLimit = (bytes: number, limit: BodyLimit | undefined): Response | undefined =>
  limit && bytes > limit.maxBytes ? message(413, bodyTooLarge(limit)) : undefined;

export const createRoute =
  (ctx: RouteContext) =>
  (
    key: CallKey,
    method: Method,
    pattern: string,
    resolve: Resolver,
    /** Whether this call is the one asked (another route of the same path answers otherwise). */
    asks?: (url: URL) => boolean,
  ) =>
    http[method](pattern, async ({ request, params }) => {
      // Nothing answered: msw hands the request to the next route of the path.
      if (asks && !asks(new URL(request.url))) return undefined;
      // Measured before the call is recorded, so a recorded call is answered without a pause
      // (stories wait for a count, then read the store).
      const bytes = await bodyBytes(request);
      ctx.calls.push({ key, method: request.method, url: request.url });
      if (ctx.options.delayMs) await delay(ctx.options.delayMs);
      const { fail } = ctx.options;
      const failure = fail === true ? true : (fail?.[key] ?? fail?.['*']);
      if (failure !== undefined) return failureResponse(failure);
      // As on the server: the outer body bound first, then the token, then the call's own bound.
      const outer = overLimit(bytes, outerBodyLimit(request.headers.get('content-type') ?? ''));
      if (outer) return outer;
      if (!OPEN_CALLS.has(key)) {
        const refused = refusal(ctx, request.headers.get('authorization'));
        if (refused) return refused;
      }
      const tooLarge = overLimit(bytes, CALL_BODY_LIMITS[key]);
      if (tooLarge) return tooLarge;
      const stringParams = Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, String(value)]),
      );
      const url = new URL(request.url);
      const versionless = ctx.options.withoutVersions === true;
      const resolved = await resolve({
        request: versionless ? requestWithoutIfMatch(request) : request,
        params: stringParams,
        url,
      });
      const answer = versionless ? await answerWithoutVersions(resolved) : resolved;
      if (method === 'get') {
        // Health and the registrar's answers are no §3 entities.
        return key === 'health.check' || key.startsWith('registrar.')
          ? answer
          : reshapeReadAnswer(answer, ctx.options.readAnswers ?? 'server', url);
      }
      return TOKEN_CALLS.has(key)
        ? answer
        : reshapeWriteAnswer(answer, ctx.options.writeAnswers ?? 'server', url);
    });
