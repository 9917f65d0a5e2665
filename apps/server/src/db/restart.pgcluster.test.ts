import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPostgresBin,
  freePort,
  startCluster,
  type Cluster,
} from '../../../../scripts/postgres.mjs';
import { httpClient, loginAs } from '../testing/client.ts';
import { eventually, startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { testOperator } from '../testing/testServer.ts';

// Collected only with PostgreSQL's binaries installed (see vitest.config.ts): this test stops
// and starts a cluster of its own, which the other tests' shared database cannot afford.
const UNAVAILABLE = { message: 'The database is unavailable; try again shortly' };

describe('PostgreSQL stopped (pg_ctl stop -m immediate) and started again under the server', () => {
  let cluster: Cluster | undefined;
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'landing-restart-'));

  beforeAll(async () => {
    const bin = findPostgresBin();
    if (!bin) throw new Error('no PostgreSQL binaries in /usr/lib/postgresql');
    cluster = startCluster(bin, await freePort());
    // The real server process (`src/main.ts`), as deployed: DATABASE_URL on the private cluster.
    server = await startServerProcess({ DATABASE_URL: cluster.url, DATA_DIR: dataDir });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 with Retry-After while it is down and 200 once it is back, never exiting', async () => {
    const { baseUrl, alive, output } = server!;
    const { access_token } = await loginAs(baseUrl);
    const operator = httpClient(baseUrl, access_token);
    // Several pooled connections, then idle: the ones the red team's restart killed the process
    // through ("Unhandled 'error' event").
    const warm = await Promise.all([1, 2, 3, 4].map(() => fetch(`${baseUrl}/api/health`)));
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await operator.get('/tracker/v1/user')).status).toBe(200);

    cluster?.stop('immediate');
    // The idle connections' errors reach the pool (logged, not thrown) and the process stays.
    await eventually(() => output().includes('PostgreSQL connection lost') || !alive(), 10_000);
    expect(alive(), `the server exited:\n${output()}`).toBe(true);
    expect(output()).toContain('PostgreSQL connection lost');

    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    const user = await operator.get('/tracker/v1/user');
    expect(user.status).toBe(503);
    expect(user.headers.get('retry-after')).toBe('5');
    expect(user.body).toEqual(UNAVAILABLE);
    const login = await httpClient(baseUrl).post('/tracker/v1/login', {
      email: testOperator.email,
      password: testOperator.password,
    });
    expect(login.status).toBe(503);
    expect(alive(), output()).toBe(true);

    cluster?.start();
    // Crash recovery may keep refusing for a moment after pg_ctl returns: poll, with a deadline.
    expect(
      await eventually(async () => (await fetch(`${baseUrl}/api/health`)).status === 200, 15_000),
    ).toBe(true);
    // The session made before the outage still works: same token, fresh connections.
    expect((await operator.get('/tracker/v1/user')).status).toBe(200);
    expect((await loginAs(baseUrl)).access_token).toEqual(expect.any(String));
    expect(alive(), output()).toBe(true);
  }, 60_000);
});
