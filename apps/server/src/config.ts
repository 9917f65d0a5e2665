import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** `DATA_DIR=memory`: PGlite in memory (gone at exit), uploads in a fresh temporary folder. */
  memoryDatabase?: boolean;
  databaseUrl: string | undefined;
  /** Directory of the built web app to serve with SPA fallback; undefined serves the API only. */
  webDist: string | undefined;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh token lifetime in seconds; every refresh hands out a new one. */
  refreshTokenTtl: number;
  /** Longest a session lives however often it refreshes, in seconds (then log in again). */
  sessionMaxAge: number;
  /**
   * Seconds a just-rotated refresh token is still answered (with the pair its rotation gave)
   * rather than treated as reuse: two tabs or editors that refreshed with it at once.
   */
  refreshReuseGrace: number;
  /** Starting balance of the sandbox registrar account, in dollars. */
  registrarBalance: number;
  /** Seconds a bought domain stays 'pending' before the registrar reports it 'active'. */
  domainActivationDelay: number;
  /** Preview link lifetime in seconds (the editor asks for a new link on every reload). */
  previewTokenTtl: number;
  /** Preview pages rendered at once; more wait, up to `previewQueue`, then get 503. */
  previewRenders: number;
  previewQueue: number;
  /** Seconds a request may take to arrive whole, body included (REQUEST_TIMEOUT); then 408. */
  requestTimeout: number;
  seedDemo: boolean;
  /** A LibreTranslate-compatible endpoint; undefined uses the sandbox translator. */
  translatorUrl: string | undefined;
  translatorApiKey: string | undefined;
  /**
   * The origin browsers reach this server at (`PUBLIC_ORIGIN`, e.g. `https://tools.example.com`
   * behind a proxy): public URLs (the preview's) are built on it. Unset: see `trustProxy`.
   */
  publicOrigin?: string | undefined;
  /**
   * `TRUST_PROXY=true`: a proxy in front rewrites Host, and its `X-Forwarded-Host` /
   * `X-Forwarded-Proto` name the public origin. Off by default: any client can write them.
   */
  trustProxy?: boolean;
  /**
   * Origins of pages on other origins that call the API and frame the preview
   * (`CORS_ORIGINS=https://a.example,https://b.example`); none by default.
   */
  corsOrigins?: string[];
};

const units: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** `15m`, `5s`, `2h`, `7d` or a plain number of seconds. */
export function parseDuration(text: string, name: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) throw new Error(`${name} must look like 15m, 5s, 2h, 7d or a number of seconds`);
  return Number(match[1]) * (units[match[2] || 's'] ?? 1);
}

function parseAmount(text: string, name: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0`);
  return value;
}

/** `https://host[:port]` exactly: a scheme, a host, no path, no trailing slash. */
function parseOrigin(text: string, name: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new Error(`${name} must be an origin like https://tools.example.com, got "${text}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== text.trim().replace(/\/$/, '')) {
    throw new Error(`${name} must be an origin like https://tools.example.com, got "${text}"`);
  }
  return url.origin;
}

const parseFlag = (text: string | undefined): boolean =>
  ['1', 'true', 'yes'].includes((text ?? '').trim().toLowerCase());

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const memoryDatabase = env.DATA_DIR === 'memory';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: memoryDatabase
      ? mkdtempSync(join(tmpdir(), 'landing-memory-'))
      : resolve(env.DATA_DIR ?? './.data'),
    memoryDatabase,
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    accessTokenTtl: parseDuration(env.ACCESS_TOKEN_TTL ?? '15m', 'ACCESS_TOKEN_TTL'),
    refreshTokenTtl: parseDuration(env.REFRESH_TOKEN_TTL ?? '7d', 'REFRESH_TOKEN_TTL'),
    sessionMaxAge: parseDuration(env.SESSION_MAX_AGE ?? '30d', 'SESSION_MAX_AGE'),
    refreshReuseGrace: parseDuration(env.REFRESH_REUSE_GRACE ?? '30s', 'REFRESH_REUSE_GRACE'),
    registrarBalance: parseAmount(env.REGISTRAR_BALANCE ?? '100', 'REGISTRAR_BALANCE'),
    domainActivationDelay: parseDuration(
      env.DOMAIN_ACTIVATION_DELAY ?? '10s',
      'DOMAIN_ACTIVATION_DELAY',
    ),
    previewTokenTtl: parseDuration(env.PREVIEW_TOKEN_TTL ?? '1h', 'PREVIEW_TOKEN_TTL'),
    previewRenders: 4,
    previewQueue: 32,
    requestTimeout: parseDuration(env.REQUEST_TIMEOUT ?? '2m', 'REQUEST_TIMEOUT'),
    seedDemo: (env.SEED_DEMO ?? 'true').toLowerCase() !== 'false',
    translatorUrl: env.TRANSLATOR_URL || undefined,
    translatorApiKey: env.TRANSLATOR_API_KEY || undefined,
    publicOrigin: env.PUBLIC_ORIGIN ? parseOrigin(env.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN') : undefined,
    trustProxy: parseFlag(env.TRUST_PROXY),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .filter((origin) => origin.trim() !== '')
      .map((origin) => parseOrigin(origin, 'CORS_ORIGINS')),
  };
}
