import { DEFAULT_API_URL, DEFAULT_REGISTRAR_URL, DEFAULT_TRACKER_URL } from '../constants.ts';
import { createEventBus } from './events.ts';
import { lazyCallGroup } from './lazyCalls.ts';
import { indexedDbRefreshRecord, type RefreshRecord } from './refreshRecord.ts';
import type { CallGroups } from './loadCalls.ts';
import { defaultStorage, type TokenStorage } from './storage.ts';
import { readTokens, type TokenSource } from './tokens.ts';
import { createTransport, type SignInAgain } from './transport.ts';

export interface ApiClientOptions {
  /** Main API prefix; default `/api` (same origin). */
  apiUrl?: string;
  /** Tracker prefix; default `/tracker/v1`. */
  trackerUrl?: string;
  /** Registrar prefix; default `/lambda/v1`. */
  registrarUrl?: string;
  /**
   * Where the client reads the tokens before each call (it never writes them). Default: the
   * `accessToken` / `refreshToken` keys of `storage`.
   */
  tokens?: TokenSource;
  /** Where the tokens live when no `tokens` is given; default localStorage (else memory). */
  storage?: TokenStorage;
  /**
   * Where a refresh tells the next one, in another tab, which refresh token it spent and what
   * it got; default IndexedDB (nothing in Node).
   */
  refreshRecord?: RefreshRecord;
  fetch?: typeof globalThis.fetch;
  /** Timeout of JSON calls in ms (default 30000); multipart calls never time out. */
  timeoutMs?: number;
  /**
   * Resolves when the call functions and their schemas may be loaded: their evaluation
   * (arktype's) is a few hundred ms of a phone's main thread. The console waits for its first
   * screen to be painted. Default: at once.
   */
  loadCallsAfter?: () => Promise<void>;
}

/** A service base from configuration: `https://auth.example.com` gets `/tracker/v1` appended. */
const serviceUrl = (configured: string | undefined, fallbackPath: string): string => {
  if (configured === undefined || configured.trim() === '') return fallbackPath;
  const trimmed = configured.replace(/\/+$/, '');
  return trimmed.endsWith(fallbackPath) ? trimmed : `${trimmed}${fallbackPath}`;
};

export const createApiClient = (options: ApiClientOptions = {}) => {
  const tokens = options.tokens ?? readTokens(options.storage ?? defaultStorage());
  const events = createEventBus();
  const urls = {
    api: serviceUrl(options.apiUrl, DEFAULT_API_URL),
    tracker: serviceUrl(options.trackerUrl, DEFAULT_TRACKER_URL),
    registrar: serviceUrl(options.registrarUrl, DEFAULT_REGISTRAR_URL),
  };
  /** Who signs the operator in again when the session ends under a call: the latest to ask. */
  const signInHosts: SignInAgain[] = [];
  const transport = createTransport({
    urls,
    tokens,
    events,
    signInAgain: () => signInHosts.at(-1),
    refreshRecord: options.refreshRecord ?? indexedDbRefreshRecord(urls.tracker),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const trackerDeps = {
    refresh: transport.refresh,
    sessionStarted: transport.sessionStarted,
    accessToken: () => tokens.access(),
  };
  let loading: Promise<CallGroups> | undefined;
  /** The call functions and their schemas, loaded once (again after a failed load). */
  const loadGroups = (): Promise<CallGroups> =>
    (loading ??= (options.loadCallsAfter?.() ?? Promise.resolve())
      .then(() => import('./loadCalls.ts'))
      .then(
        ({ callGroups }) => callGroups<'tolerant'>(transport, trackerDeps),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ));
  return {
    urls,
    /** `on('tokensRefreshed' | 'logout' | 'mutationSucceeded', listener)` → unsubscribe. */
    events: { on: events.on },
    /** Read-only: the session machine owns the tokens and stores what the events report. */
    tokens,
    transport,
    /**
     * Lets the host sign the operator in again when the session ends under a call (a dialog
     * over the screen, not /login); the waiting calls are retried once it resolves true.
     * Without one, the client reports `logout`. Returns the unsubscribe.
     */
    onSessionEnded: (signIn: SignInAgain): (() => void) => {
      signInHosts.push(signIn);
      return () => {
        const at = signInHosts.lastIndexOf(signIn);
        if (at >= 0) signInHosts.splice(at, 1);
      };
    },
    /**
     * Starts loading the call functions and schemas now (the first call loads them anyway), so
     * a page about to call the server does not wait for them then.
     */
    preload: (): Promise<void> => loadGroups().then(() => undefined),
    /**
     * Starts a GET (one of `reads`) before the call functions and schemas have loaded: a page
     * opened at start-up asks for its data beside its code. The page's call takes the answer and
     * checks it like its own; a failed read is not taken (the call asks again).
     */
    readAhead: transport.readAhead,
    pwa: lazyCallGroup(() => loadGroups().then((groups) => groups.pwa)),
    landing: lazyCallGroup(() => loadGroups().then((groups) => groups.landing)),
    launcher: lazyCallGroup(() => loadGroups().then((groups) => groups.launcher)),
    launcherContent: lazyCallGroup(() => loadGroups().then((groups) => groups.launcherContent)),
    template: lazyCallGroup(() => loadGroups().then((groups) => groups.template)),
    locales: lazyCallGroup(() => loadGroups().then((groups) => groups.locales)),
    design: lazyCallGroup(() => loadGroups().then((groups) => groups.design)),
    comments: lazyCallGroup(() => loadGroups().then((groups) => groups.comments)),
    commentators: lazyCallGroup(() => loadGroups().then((groups) => groups.commentators)),
    domain: lazyCallGroup(() => loadGroups().then((groups) => groups.domain)),
    health: lazyCallGroup(() => loadGroups().then((groups) => groups.health)),
    registrar: lazyCallGroup(() => loadGroups().then((groups) => groups.registrar)),
    tracker: lazyCallGroup(() => loadGroups().then((groups) => groups.tracker)),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
