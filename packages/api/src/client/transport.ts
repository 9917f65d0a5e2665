import type { KyInstance, Options as KyOptions } from 'ky';
import { ApiError, ERRORS, serverMessageOf, type ApiErrorInit } from '../errors.ts';
import type { RefreshedTokens } from '../schemas/auth.ts';
import type { ApiEventBus } from './events.ts';
import { withRefreshLock } from './refreshLock.ts';
import type { TokenSource } from './tokens.ts';
import { canUseXhr, createXhrFetch, type UploadProgressListener } from './uploadProgress.ts';
import { parseBody, unwrapData, type Validator } from './wire.ts';

export type ServiceName = 'api' | 'tracker' | 'registrar';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

/** One call on the wire, as the call functions describe it. */
export interface CallSpec<T> {
  service: ServiceName;
  method: HttpMethod;
  /** Path below the service prefix, e.g. `pwa/3`. */
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  schema: Validator<T>;
  /** Catalogue text shown when the server gives no message. */
  fallback: string;
  /** Which token goes in the bearer header: default `access`. */
  auth?: 'access' | 'refresh' | 'none';
  /** Whether a 401 starts the refresh; default true. Tracker login and refresh never do. */
  refreshOn401?: boolean;
  onUploadProgress?: UploadProgressListener;
  /** Reshapes the unwrapped body before validation (e.g. a plain array into a page). */
  prepare?: (body: unknown) => unknown;
  /** Builds the error of a failed response; default: server message or fallback. */
  describeError?: (raw: RawResponse, base: ApiErrorInit) => ApiErrorInit;
}

export interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
  method: HttpMethod;
  url: string;
}

export interface TransportOptions {
  urls: Record<ServiceName, string>;
  /** Read before each call; the transport never writes tokens. */
  tokens: TokenSource;
  events: ApiEventBus;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a JSON call times out; multipart calls never time out. */
  timeoutMs?: number;
}

export interface Transport {
  call: <T>(spec: CallSpec<T>) => Promise<T>;
  /**
   * Runs (or joins) the one refresh and resolves with the answered tokens, which it reports as
   * `tokensRefreshed` (the session stores them); a refusal reports `logout`.
   */
  refresh: () => Promise<RefreshedTokens>;
  /** Forgets the logout latch, so a new session's failure logs out again. */
  sessionStarted: () => void;
}

const queryString = (query: Record<string, QueryValue> | undefined): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  return params.toString();
};

/** The response checks (arktype): loaded with the first answer, not with the page. */
const loadValidation = () => import('./validate.ts');
const loadRefreshSchema = () => import('../schemas/auth.ts');
/** The HTTP library: loaded with the first request (in the call functions' chunk), not the page. */
const loadKy = () => import('ky').then((module) => module.default);

const displayUrl = (base: string, path: string, query: string): string =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${query === '' ? '' : `?${query}`}`;

export const createTransport = (options: TransportOptions): Transport => {
  const { tokens, events } = options;
  const userFetch = options.fetch;
  let instances: Promise<Record<ServiceName, KyInstance>> | undefined;
  /** One ky instance per service, made once ky is loaded (again after a failed load). */
  const loadInstances = () =>
    (instances ??= loadKy().then(
      (ky) => ({
        api: createInstance(ky, options.urls.api),
        tracker: createInstance(ky, options.urls.tracker),
        registrar: createInstance(ky, options.urls.registrar),
      }),
      (error: unknown) => {
        instances = undefined;
        throw error;
      },
    ));
  const inFlight = new Map<string, Promise<RawResponse>>();
  let refreshing: Promise<RefreshedTokens> | null = null;
  let loggedOut = false;

  function createInstance(ky: KyInstance, prefix: string): KyInstance {
    return ky.create({
      prefix,
      retry: 0,
      throwHttpErrors: false,
      timeout: options.timeoutMs ?? 30_000,
      ...(userFetch ? { fetch: (input, init) => userFetch(input, init) } : {}),
    });
  }

  const tokenFor = (auth: CallSpec<unknown>['auth']): string | null =>
    auth === 'none' ? null : auth === 'refresh' ? tokens.refresh() : tokens.access();

  /** `token` replaces the stored one: a retry uses the access token its refresh answered. */
  async function send(
    spec: CallSpec<unknown>,
    token?: string,
  ): Promise<RawResponse & { tokenUsed: string | null }> {
    const query = queryString(spec.query);
    const url = displayUrl(options.urls[spec.service], spec.path, query);
    const tokenUsed = token ?? tokenFor(spec.auth);
    const kyOptions: KyOptions = {
      method: spec.method,
      headers: {
        Accept: 'application/json',
        ...(tokenUsed === null ? {} : { Authorization: `Bearer ${tokenUsed}` }),
      },
      ...(query === '' ? {} : { searchParams: new URLSearchParams(query) }),
      ...(spec.json !== undefined ? { json: spec.json } : {}),
      ...(spec.form ? { body: spec.form, timeout: false } : {}),
    };
    if (spec.form && spec.onUploadProgress) {
      if (canUseXhr()) kyOptions.fetch = createXhrFetch(spec.onUploadProgress);
      else kyOptions.onUploadProgress = spec.onUploadProgress;
    }
    try {
      const service = (await loadInstances())[spec.service];
      const response = await service(spec.path.replace(/^\/+/, ''), kyOptions);
      const body = parseBody(await response.text());
      return {
        status: response.status,
        ok: response.ok,
        body,
        method: spec.method,
        url,
        tokenUsed,
      };
    } catch (error) {
      throw new ApiError({
        kind: 'network',
        message: spec.fallback,
        method: spec.method,
        url,
        cause: error,
      });
    }
  }

  function endSession(reason: 'refresh-failed' | 'unauthorized-after-refresh'): void {
    if (loggedOut) return;
    loggedOut = true;
    events.emit('logout', { reason });
  }

  async function refreshTokens(): Promise<RefreshedTokens> {
    const refused = (kind: 'http' | 'invalid-response', raw?: RawResponse): ApiError => {
      endSession('refresh-failed');
      return new ApiError({
        kind,
        status: raw?.status ?? 401,
        message: serverMessageOf(raw?.body) ?? ERRORS.failedToRefresh,
        method: 'POST',
        url: displayUrl(options.urls.tracker, 'refresh', ''),
        body: raw?.body,
      });
    };
    const spent = tokens.refresh();
    if (spent === null) throw refused('http');
    /**
     * Another client or tab refreshed with this token, or a logout or a new login changed the
     * tokens, while this refresh waited or was under way: theirs win. Reporting another answer
     * would bring back the session the user just ended; the waiting requests retry with the
     * stored token.
     */
    const storedSince = (): RefreshedTokens => {
      const access = tokens.access();
      const refresh = tokens.refresh();
      if (access !== null && refresh !== null) {
        return { access_token: access, refresh_token: refresh };
      }
      throw new ApiError({
        kind: 'http',
        status: 401,
        message: ERRORS.failedToRefresh,
        method: 'POST',
        url: displayUrl(options.urls.tracker, 'refresh', ''),
      });
    };
    return withRefreshLock(`landing-refresh ${options.urls.tracker}`, async () => {
      if (tokens.refresh() !== spent) return storedSince();
      const [{ validate }, { RefreshedTokens: refreshAnswer }] = await Promise.all([
        loadValidation(),
        loadRefreshSchema(),
      ]);
      // A network error here propagates as is: it is an error, not a logout.
      const raw = await send({
        service: 'tracker',
        method: 'POST',
        path: 'refresh',
        schema: refreshAnswer,
        fallback: ERRORS.failedToRefresh,
        auth: 'refresh',
        refreshOn401: false,
      });
      if (tokens.refresh() !== spent) return storedSince();
      if (!raw.ok) throw refused('http', raw);
      const parsed = validate(refreshAnswer, unwrapData(raw.body));
      if (!parsed.ok) throw refused('invalid-response', raw);
      loggedOut = false;
      const { access_token: accessToken, refresh_token: refreshToken } = parsed.value;
      // Reported inside the lock: the owner stores them before the next tab reads them.
      events.emit('tokensRefreshed', {
        accessToken,
        ...(refreshToken === undefined ? {} : { refreshToken }),
      });
      return parsed.value;
    });
  }

  /** One refresh for every request waiting on a 401. */
  const refreshOnce = (): Promise<RefreshedTokens> =>
    (refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    }));

  async function execute(spec: CallSpec<unknown>): Promise<RawResponse> {
    const first = await send(spec);
    if (first.status !== 401 || spec.refreshOn401 === false) return first;
    const current = tokens.access();
    // Another request already refreshed since this one was sent: just retry with the new token.
    const alreadyRefreshed = current !== null && current !== first.tokenUsed && refreshing === null;
    let retryToken: string | undefined;
    if (!alreadyRefreshed) {
      try {
        retryToken = (await refreshOnce()).access_token;
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'network') throw error;
        return first;
      }
    }
    const second = await send(spec, retryToken);
    if (second.status === 401) endSession('unauthorized-after-refresh');
    return second;
  }

  function executeMerged(spec: CallSpec<unknown>): Promise<RawResponse> {
    if (spec.form) return execute(spec);
    const key = [
      spec.service,
      spec.method,
      spec.path.replace(/^\/+/, ''),
      queryString(spec.query),
      spec.auth ?? 'access',
      spec.json === undefined ? '' : JSON.stringify(spec.json),
    ].join('\n');
    const pending = inFlight.get(key);
    if (pending) return pending;
    const started = execute(spec).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  async function call<T>(spec: CallSpec<T>): Promise<T> {
    const raw = await executeMerged(spec);
    if (!raw.ok) {
      const serverMessage = serverMessageOf(raw.body);
      const base: ApiErrorInit = {
        kind: 'http',
        status: raw.status,
        message: serverMessage ?? spec.fallback,
        method: raw.method,
        url: raw.url,
        body: raw.body,
        ...(serverMessage === undefined ? {} : { serverMessage }),
      };
      throw new ApiError(spec.describeError ? spec.describeError(raw, base) : base);
    }
    const unwrapped = unwrapData(raw.body);
    const { validate } = await loadValidation();
    const checked = validate(spec.schema, spec.prepare ? spec.prepare(unwrapped) : unwrapped);
    if (!checked.ok) {
      throw new ApiError({
        kind: 'invalid-response',
        status: raw.status,
        message: spec.fallback,
        method: raw.method,
        url: raw.url,
        body: raw.body,
        issues: checked.issues,
      });
    }
    if (spec.method !== 'GET') {
      events.emit('mutationSucceeded', {
        service: spec.service,
        method: spec.method,
        path: spec.path.replace(/^\/+/, ''),
      });
    }
    return checked.value;
  }

  return {
    call,
    refresh: refreshOnce,
    sessionStarted() {
      loggedOut = false;
    },
  };
};
