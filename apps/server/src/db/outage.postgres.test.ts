import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, createServices } from '../app.ts';
import { openPostgres } from './postgres.ts';
import { switchableProxy } from '../testing/switchableProxy.ts';
import { startTestServer, testOperator } from '../testing/testServer.ts';

// PostgreSQL only (vitest.config.ts collects *.postgres.test.ts only when TEST_DATABASE_URL is
// set, as scripts/test.mjs does for the server tests' PostgreSQL pass): PGlite has no connection.
const databaseUrl: string =
  process.env.TEST_DATABASE_URL ??
  ((): never => {
    throw new Error('TEST_DATABASE_URL names the PostgreSQL these tests need');
  })();

describe('PostgreSQL going away under the server', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  async function serverBehindProxy() {
    // The shared test server migrates and seeds the database this server then reaches.
    const { config } = await startTestServer();
    const proxy = await switchableProxy(databaseUrl);
    const db = await openPostgres(proxy.url);
    const services = createServices({ db, config });
    await services.tokens.init();
    const app = createApp({ db, config }, services);
    const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => http.once('listening', resolve));
    cleanup.push(
      () => proxy.close(),
      () => db.close(),
      () => new Promise((resolve) => http.close(() => resolve(undefined))),
    );
    const { port } = http.address() as AddressInfo;
    return { proxy, baseUrl: `http://127.0.0.1:${port}` };
  }

  const login = (baseUrl: string) =>
    fetch(`${baseUrl}/tracker/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: testOperator.email, password: testOperator.password }),
    });

  it('answers 503 while the database is away and 200 once it is back, staying up', async () => {
    const { proxy, baseUrl } = await serverBehindProxy();
    // Several idle pooled connections: the ones an outage kills while nobody uses them.
    const warm = await Promise.all([1, 2, 3].map(() => fetch(`${baseUrl}/api/health`)));
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await login(baseUrl)).status).toBe(200);

    proxy.cut();
    // Let the idle connections notice: an unhandled pool 'error' would end the process here.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBeTruthy();
    const refused = await login(baseUrl);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      message: 'The database is unavailable; try again shortly',
    });

    proxy.restore();
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    expect((await login(baseUrl)).status).toBe(200);
  });
});
