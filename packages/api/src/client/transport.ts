import type { KyInstance, Options as KyOptions } from 'ky';
import { ApiError, ERRORS, serverMessageOf, type ApiErrorInit } from '../errors.ts';
import type { RefreshedTokens } from '../schemas/auth.ts';
import type { ApiEventBus } from './events.ts';
import { withRefreshLock } from './refreshLock.ts';
import type { RefreshRecord } from './refreshRecord.ts';
import { withSignInLock } from './signInLock.ts';
import type { TokenSource } from './tokens.ts';
import { canUseXhr, createXhrFetch, type UploadProgressListener } from './uploadProgress.ts';
import { parseBody, unwrapData, type Validator } from './wire.ts';
import { createdFrom, createdManyFrom, type Created, type CreatedMany } from './writeAnswer.ts';
import { yieldToMain } from './yieldToMain.ts';

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
  /** `If-Match` of a write that names the version it started from (`versionTag`). */
  ifMatch?: string;
  /**
   * Reshapes the unwrapped body before validation (e.g. a plain array into a page), with the
   * response it came in (its `etag`).
   */
  prepare?: (body: unknown, raw: RawResponse) => unknown;
  /** Builds the error of a failed response; default: server message or fallback. */
  describeError?: (raw: RawResponse, base: ApiErrorInit) => ApiErrorInit;
}

export interface RawResponse {
  status: number;
  ok: boolean;
  /** The response's `ETag`, when it has one (and, cross-origin, exposes it). */
  etag?: string;
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
  /** Where a refresh tells the next lock holder (another tab) what it spent and got. */
  refreshRecord?: RefreshRecord;
  /** The host's way to sign the operator in again when the session ends under a call, if any. */
  signInAgain?: () => SignInAgain | undefined;
}

export type SessionEndReason = 'refresh-failed' | 'unauthorized-after-refresh';

/**
 * Signs the operator in again in place (a dialog over the screen) and resolves true once new
 * tokens are where the client reads them: the calls waiting on it are sent again. False gives up:
 * they fail and the client reports `logout`.
 */
export type SignInAgain = (reason: SessionEndReason) => Promise<boolean>;

/** What goes on the wire, whatever is read from the answer. */
type RequestSpec = Omit<CallSpec<unknown>, 'schema' | 'prepare'>;

/**
 * A write (POST, PUT, PATCH, DELETE). Its answer is not checked: any 2xx is a success
 * (DECISIONS.md "Write answers"). `answers` is what apps/server answers, which only the contract
 * suite's strict transport checks.
 */
export type WriteSpec<T> = Omit<RequestSpec, 'method'> & {
  method: Exclude<HttpMethod, 'GET'>;
  answers: Validator<T>;
};

/**
 * `tolerant`: the console's client, reading from a write only what DECISIONS.md allows.
 * `strict`: the contract suite's, checking every write's answer against `answers`.
 */
export type AnswerMode = 'tolerant' | 'strict';

export interface Transport<M extends AnswerMode = 'tolerant'> {
  /** A read: the answer is checked against `schema`. */
  call: <T>(spec: CallSpec<T>) => Promise<T>;
  /** A write whose answer is not read. */
  write: <T>(spec: WriteSpec<T>) => Promise<M extends 'strict' ? T : void>;
  /** A create, read only for the new id. */
  create: <T>(spec: WriteSpec<T>) => Promise<M extends 'strict' ? T : Created>;
  /** A create of `expected` records, read only for their ids in order. */
  createMany: <T>(
    spec: WriteSpec<T>,
    expected: number,
  ) => Promise<M extends 'strict' ? T : CreatedMany>;
  /**
   * Runs (or joins) the one refresh and resolves with the answered tokens, which it reports as
   * `tokensRefreshed` (the session stores them); a refusal reports `logout`.
   */
  refresh: () => Promise<RefreshedTokens>;
  /** Forgets the logout latch, so a new session's failure logs out again. */
  sessionStarted: () => void;
}

/**
 * A GET a page starts before its call functions and schemas have loaded (issue 31): the first
 * call that asks the same takes its answer and checks it as it would its own.
 */
export type ReadAhead = (read: Pick<RequestSpec, 'service' | 'path' | 'query'>) => void;

/** How long an answer read ahead waits for its call; later, the call asks again. */
const READ_AHEAD_KEPT_MS = 10_000;

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
/** The HTTP library: loaded with the first request or read ahead (a chunk of its own), not the page. */
const loadKy = () => import('ky').then((module) => module.default);

/** What `send` answers: the response and the access token it went with. */
type Sent = RawResponse & { tokenUsed: string | null };

/** Requests with the same key have the same answer: one is sent for all (and read ahead). */
const requestKey = (spec: RequestSpec): string =>
  [
    spec.service,
    spec.method,
    spec.path.replace(/^\/+/, ''),
    queryString(spec.query),
    spec.auth ?? 'access',
    spec.ifMatch ?? '',
    spec.json === undefined ? '' : JSON.stringify(spec.json),
  ].join('\n');

const displayUrl = (base: string, path: string, query: string): string =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${query === '' ? '' : `?${query}`}`;

export const createTransport = (
  options: TransportOptions,
): Transport & { readAhead: ReadAhead } => {
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
  /** Answers read ahead, by request key; a failed one is null (its call asks again). */
  const readsAhead = new Map<string, Promise<Sent | null>>();
  let refreshing: Promise<RefreshedTokens> | null = null;
  /** Answers of `refresh()` that are another client's or tab's stored tokens, not a new pair. */
  const borrowed = new WeakSet<RefreshedTokens>();
  /** Refusals because the owner ended the session (a Log Out) while a refresh waited. */
  const endedByOwner = new WeakSet<ApiError>();
  let loggedOut = false;
  /** One sign-in for every call the end of the session caught. */
  let signingIn: Promise<boolean> | null = null;

  function createInstance(ky: KyInstance, prefix: string): KyInstance {
    return ky.create({
      prefix,
      retry: 0,
      throwHttpErrors: false,
      timeout: options.timeoutMs ?? 30_000,
      ...(userFetch ? { fetch: (input, init) => userFetch(input, init) } : {}),
    });
  }

  const tokenFor = (auth: RequestSpec['auth']): string | null =>
    auth === 'none' ? null : auth === 'refresh' ? tokens.refresh() : tokens.access();

  /** `token` replaces the stored one: a retry uses the access token its refresh answered. */
  async function send(spec: RequestSpec, token?: string): Promise<Sent> {
    const query = queryString(spec.query);
    const url = displayUrl(options.urls[spec.service], spec.path, query);
    const tokenUsed = token ?? tokenFor(spec.auth);
    const kyOptions: KyOptions = {
      method: spec.method,
      headers: {
        Accept: 'application/json',
        ...(tokenUsed === null ? {} : { Authorization: `Bearer ${tokenUsed}` }),
        ...(spec.ifMatch === undefined ? {} : { 'If-Match': spec.ifMatch }),
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
      const etag = response.headers.get('ETag');
      return {
        status: response.status,
        ok: response.ok,
        ...(etag === null ? {} : { etag }),
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

  function endSession(reason: SessionEndReason): void {
    if (loggedOut) return;
    loggedOut = true;
    events.emit('logout', { reason });
  }

  /**
   * The session ended under a call: true when the operator is signed in again. One sign-in at a
   * time for every client of the origin (a lock like the refresh's): a client whose turn comes
   * after another signed in (or logged out) takes that answer from the stored tokens instead of
   * asking its own host, so two editors on a page or two tabs show one dialog.
   */
  function signInAgain(reason: SessionEndReason): Promise<boolean> {
    const host = options.signInAgain?.();
    if (host === undefined) {
      endSession(reason);
      return Promise.resolve(false);
    }
    const ended = tokens.refresh();
    signingIn ??= withSignInLock(`landing-sign-in ${options.urls.tracker}`, () => {
      const now = tokens.refresh();
      // No tokens left: the session was logged out (here or elsewhere); nobody is asked again.
      if (now === null) return Promise.resolve(false);
      if (now !== ended) return Promise.resolve(tokens.access() !== null);
      return host(reason);
    })
      .catch(() => false)
      .then((signedIn) => {
        if (signedIn) loggedOut = false;
        else endSession(reason);
        return signedIn;
      })
      .finally(() => {
        signingIn = null;
      });
    return signingIn;
  }

  async function refreshTokens(): Promise<RefreshedTokens> {
    const refused = (kind: 'http' | 'invalid-response', raw?: RawResponse): ApiError =>
      new ApiError({
        kind,
        status: raw?.status ?? 401,
        message: serverMessageOf(raw?.body) ?? ERRORS.failedToRefresh,
        method: 'POST',
        url: displayUrl(options.urls.tracker, 'refresh', ''),
        body: raw?.body,
      });
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
        const stored = { access_token: access, refresh_token: refresh };
        borrowed.add(stored);
        return stored;
      }
      const ended = new ApiError({
        kind: 'http',
        status: 401,
        message: ERRORS.failedToRefresh,
        method: 'POST',
        url: displayUrl(options.urls.tracker, 'refresh', ''),
      });
      endedByOwner.add(ended);
      throw ended;
    };
    return withRefreshLock(`landing-refresh ${options.urls.tracker}`, async () => {
      if (tokens.refresh() !== spent) return storedSince();
      // The lock can reach this tab before the tokens the previous holder (another tab) stored
      // do: Chromium hands a localStorage write to the other renderers asynchronously. So the
      // holder also records what it spent and got where every tab reads the same (IndexedDB);
      // finding our token spent there, we use its tokens instead of spending it a second time.
      const passed = await options.refreshRecord?.read();
      if (passed?.spent === spent) {
        const theirs: RefreshedTokens = {
          access_token: passed.access_token,
          ...(passed.refresh_token === undefined ? {} : { refresh_token: passed.refresh_token }),
        };
        borrowed.add(theirs);
        return theirs;
      }
      const [{ validate }, { RefreshedTokens: refreshAnswer }] = await Promise.all([
        loadValidation(),
        loadRefreshSchema(),
      ]);
      // A network error here propagates as is: it is an error, not a logout.
      const raw = await send({
        service: 'tracker',
        method: 'POST',
        path: 'refresh',
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
      // Committed before the lock is released, so the next holder reads it.
      await options.refreshRecord?.write({ spent, ...parsed.value });
      return parsed.value;
    });
  }

  /** One refresh for every request waiting on a 401. */
  const refreshOnce = (): Promise<RefreshedTokens> =>
    (refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    }));

  /** A refresh the tracker refused (not a network error, not the owner's own Log Out). */
  const isRefusal = (error: unknown): boolean =>
    !(error instanceof ApiError && (error.kind === 'network' || endedByOwner.has(error)));

  /** The refresh a caller asked for itself: a refusal ends the session. */
  const refreshAsked = (): Promise<RefreshedTokens> =>
    refreshOnce().catch((error: unknown) => {
      if (isRefusal(error)) endSession('refresh-failed');
      throw error;
    });

  async function execute(spec: RequestSpec): Promise<RawResponse> {
    const first = await send(spec);
    if (first.status !== 401 || spec.refreshOn401 === false) return first;
    let refused = first;
    // A token another client or tab stored may have expired by the time this request uses it
    // (short-lived access tokens, a busy machine): its 401 earns one refresh of this client's
    // own before the session counts as ended.
    for (let round = 0; round < 2; round += 1) {
      const current = tokens.access();
      // Another request already refreshed since this one was sent: just retry with the new token.
      const alreadyRefreshed =
        current !== null && current !== refused.tokenUsed && refreshing === null;
      let retryToken: string | undefined;
      let ownRefresh = false;
      if (!alreadyRefreshed) {
        try {
          const refreshed = await refreshOnce();
          ownRefresh = !borrowed.has(refreshed);
          retryToken = refreshed.access_token;
        } catch (error) {
          if (error instanceof ApiError && error.kind === 'network') throw error;
          if (!isRefusal(error)) return refused;
          return (await signInAgain('refresh-failed')) ? execute(spec) : refused;
        }
      }
      const retried = await send(spec, retryToken);
      if (retried.status !== 401) return retried;
      refused = retried;
      if (ownRefresh) break;
    }
    return (await signInAgain('unauthorized-after-refresh')) ? execute(spec) : refused;
  }

  /**
   * Starts a GET now; the first call asking the same within READ_AHEAD_KEPT_MS of its answer
   * takes it. Only a 2xx answer to the token still stored is taken: a refusal, a network error
   * or a session changed meanwhile, and the call asks again itself (refreshing, signing in
   * again), so reading ahead changes nothing of what an operator sees when it fails.
   */
  const readAhead: ReadAhead = (read) => {
    const spec: RequestSpec = { ...read, method: 'GET', fallback: '', refreshOn401: false };
    const key = requestKey(spec);
    if (readsAhead.has(key) || inFlight.has(key) || tokens.access() === null) return;
    const answer = send(spec).then(
      (sent) => (sent.ok ? sent : null),
      () => null,
    );
    readsAhead.set(key, answer);
    void answer.then(() =>
      setTimeout(() => {
        if (readsAhead.get(key) === answer) readsAhead.delete(key);
      }, READ_AHEAD_KEPT_MS),
    );
  };

  /** The answer read ahead for this request, else its own. */
  async function executeOrTake(key: string, spec: RequestSpec): Promise<RawResponse> {
    const ahead = readsAhead.get(key);
    if (ahead === undefined) return execute(spec);
    readsAhead.delete(key);
    const answer = await ahead;
    return answer !== null && answer.tokenUsed === tokens.access() ? answer : execute(spec);
  }

  function executeMerged(spec: RequestSpec): Promise<RawResponse> {
    // A write may change what was read ahead: its answers are no longer taken.
    if (spec.method !== 'GET') readsAhead.clear();
    if (spec.form) return execute(spec);
    const key = requestKey(spec);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const started = executeOrTake(key, spec).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  /** Sends the call; a non-2xx answer throws its ApiError, a 2xx one answers its unwrapped body. */
  async function answerOf(spec: RequestSpec): Promise<{ raw: RawResponse; body: unknown }> {
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
        ...(spec.ifMatch !== undefined && (raw.status === 409 || raw.status === 412)
          ? { stale: true }
          : {}),
      };
      throw new ApiError(spec.describeError ? spec.describeError(raw, base) : base);
    }
    return { raw, body: unwrapData(raw.body) };
  }

  function reportMutation(spec: RequestSpec): void {
    if (spec.method === 'GET') return;
    events.emit('mutationSucceeded', {
      service: spec.service,
      method: spec.method,
      path: spec.path.replace(/^\/+/, ''),
    });
  }

  async function call<T>(spec: CallSpec<T>): Promise<T> {
    const { raw, body } = await answerOf(spec);
    const { validate, buildNow } = await loadValidation();
    // A schema's first use builds it: in a task of its own, apart from the check.
    if (buildNow(spec.schema)) await yieldToMain();
    const checked = validate(spec.schema, spec.prepare ? spec.prepare(body, raw) : body);
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
    // The check (and, on a schema's first use, its building) ends its task here: what the
    // caller does with the answer (a machine, a render) runs in a task of its own (issue 31).
    await yieldToMain();
    reportMutation(spec);
    return checked.value;
  }

  async function written(spec: WriteSpec<unknown>): Promise<unknown> {
    const { body } = await answerOf(spec);
    reportMutation(spec);
    return body;
  }

  return {
    call,
    write: async (spec) => {
      await written(spec);
    },
    create: async (spec) => createdFrom(await written(spec)),
    createMany: async (spec, expected) => createdManyFrom(await written(spec), expected),
    refresh: refreshAsked,
    readAhead,
    sessionStarted() {
      loggedOut = false;
    },
  };
};

/** The contract suite's transport: every write's answer is checked against its `answers`. */
export const strictTransport = (transport: Transport): Transport<'strict'> => {
  const checked = <T>({ answers, ...spec }: WriteSpec<T>): Promise<T> =>
    transport.call({ ...spec, schema: answers });
  return { ...transport, write: checked, create: checked, createMany: checked };
};
