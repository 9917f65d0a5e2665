import { commentatorsCalls } from '../calls/commentators.ts';
import { commentsCalls } from '../calls/comments.ts';
import { designCalls } from '../calls/design.ts';
import { domainCalls } from '../calls/domain.ts';
import { healthCalls } from '../calls/health.ts';
import { landingCalls } from '../calls/landing.ts';
import { launcherCalls } from '../calls/launcher.ts';
import { launcherContentCalls } from '../calls/launcherContent.ts';
import { localesCalls } from '../calls/locales.ts';
import { pwaCalls } from '../calls/pwa.ts';
import { registrarCalls } from '../calls/registrar.ts';
import { templateCalls } from '../calls/template.ts';
import { trackerCalls } from '../calls/tracker.ts';
import { DEFAULT_API_URL, DEFAULT_REGISTRAR_URL, DEFAULT_TRACKER_URL } from '../constants.ts';
import { createEventBus } from './events.ts';
import { defaultStorage, type TokenStorage } from './storage.ts';
import { readTokens, type TokenSource } from './tokens.ts';
import { createTransport } from './transport.ts';

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
  fetch?: typeof globalThis.fetch;
  /** Timeout of JSON calls in ms (default 30000); multipart calls never time out. */
  timeoutMs?: number;
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
  const transport = createTransport({
    urls,
    tokens,
    events,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return {
    urls,
    /** `on('tokensRefreshed' | 'logout' | 'mutationSucceeded', listener)` → unsubscribe. */
    events: { on: events.on },
    /** Read-only: the session machine owns the tokens and stores what the events report. */
    tokens,
    transport,
    pwa: pwaCalls(transport),
    landing: landingCalls(transport),
    launcher: launcherCalls(transport),
    launcherContent: launcherContentCalls(transport),
    template: templateCalls(transport),
    locales: localesCalls(transport),
    design: designCalls(transport),
    comments: commentsCalls(transport),
    commentators: commentatorsCalls(transport),
    domain: domainCalls(transport),
    health: healthCalls(transport),
    registrar: registrarCalls(transport),
    tracker: trackerCalls(transport, {
      refresh: transport.refresh,
      sessionStarted: transport.sessionStarted,
    }),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
