// The real apps/server serving the built console, on a fresh embedded PGlite seeded with the demo
// (app 1, landing 1 with three translations), for the benchmarks that load pages in Chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The operator the server seeds on its first start (apps/server/src/seed/demo.ts). */
export const demoOperator = { email: 'operator@example.com', password: 'operator123' };

/**
 * Starts the server on BENCH_PORT (default: a free port) and resolves once /api/health answers.
 * With `dataDir` it runs on that data (kept when it stops: the caller owns it), else on a fresh
 * one it removes when it stops.
 * @param {{ dataDir?: string }} [options]
 * @returns {Promise<{ baseUrl: string, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startServer({ dataDir: givenDataDir } = {}) {
  // BENCH_WEB_DIST: another build to serve (e.g. main's, to compare A/B); default apps/web/dist.
  const webDist = process.env.BENCH_WEB_DIST ?? 'apps/web/dist';
  if (!existsSync(resolvePath(root, webDist, 'index.html'))) {
    throw new Error('No production build: run `pnpm build` first.');
  }
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'landing-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: process.env.BENCH_PORT ?? '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      NODE_ENV: 'production',
    },
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (givenDataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
      child.stderr.on('data', (chunk) => (output += chunk));
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
    });
    const health = await fetch(`${baseUrl}/api/health`);
    if (!health.ok) throw new Error(`/api/health answered ${health.status}`);
    return { baseUrl, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A fresh session of the demo operator, as the console stores it in localStorage.
 * @returns {Promise<{ accessToken: string, refreshToken: string }>}
 */
export async function logIn(baseUrl) {
  const response = await fetch(`${baseUrl}/tracker/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoOperator),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const { data } = await response.json();
  return { accessToken: data.access_token, refreshToken: data.refresh_token };
}

/** Calls the API as the signed-in operator; resolves to the answer's `data`. */
export async function callApi(baseUrl, accessToken, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()).data;
}

/**
 * Gives landing 1 (the demo's, with its main launcher and three translations) two linked
 * launchers, so opening it in the editor reads everything the editor shows.
 */
export async function seedLinkedLaunchers(baseUrl, accessToken) {
  const templates = await callApi(baseUrl, accessToken, 'GET', '/api/template');
  const appStore = templates.find((template) => template.code === 'AppStore');
  if (!appStore) throw new Error('The AppStore template is not seeded.');
  for (const name of ['Bench Related One', 'Bench Related Two']) {
    const launcher = await callApi(baseUrl, accessToken, 'POST', '/api/launcher/app-store', {
      name,
      templateId: appStore.id,
    });
    await callApi(baseUrl, accessToken, 'POST', `/api/landing/1/link-launcher/${launcher.id}`);
  }
  const landing = await callApi(
    baseUrl,
    accessToken,
    'GET',
    '/api/landing/1/with-related-launchers',
  );
  return landing;
}

/** The console's token keys (packages/api/src/client/tokens.ts). */
export const tokenKeys = { accessToken: 'accessToken', refreshToken: 'refreshToken' };

/** A page of the console's origin, signed in as the console keeps a session (tokens in localStorage), or signed out. */
export async function prepareSession(tab, baseUrl, signedIn) {
  await tab.goto(`${baseUrl}/robots.txt`);
  const tokens = signedIn ? await logIn(baseUrl) : null;
  await tab.evaluate(
    ({ keys, tokens }) => {
      for (const key of Object.values(keys)) window.localStorage.removeItem(key);
      if (tokens) {
        window.localStorage.setItem(keys.accessToken, tokens.accessToken);
        window.localStorage.setItem(keys.refreshToken, tokens.refreshToken);
      }
    },
    { keys: tokenKeys, tokens },
  );
}
