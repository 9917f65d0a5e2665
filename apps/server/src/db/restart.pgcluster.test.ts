import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startCluster, type Cluster } from '../../../../scripts/postgres.mjs';
import { httpClient, loginAs } from '../testing/client.ts';
import { testOperator } from '../testing/testServer.ts';

// Collected only with PostgreSQL's binaries installed (see vitest.config.ts): this test stops
// and starts a cluster of its own, which the other tests' shared database cannot afford.
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const UNAVAILABLE = { message: 'The database is unavailable; try again shortly' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loopback port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `condition` every 100 ms until it holds or `ms` pass; returns whether it held. */
async function eventually(condition: () => Promise<boolean> | boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await wait(100);
  }
  return false;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

describe('PostgreSQL stopped (pg_ctl stop -m immediate) and started again under the server', () => {
  let cluster: Cluster | undefined;
  let server: ChildProcess | undefined;
  let baseUrl = '';
  const output = { text: '' };
  const dataDir = mkdtempSync(join(tmpdir(), 'landing-restart-'));

  beforeAll(async () => {
    const bin = findPostgresBin();
    if (!bin) throw new Error('no PostgreSQL binaries in /usr/lib/postgresql');
    cluster = startCluster(bin, await freePort());
    // The real server process (`src/main.ts`), as deployed: DATABASE_URL on the private cluster.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: cluster.url,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    baseUrl = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output.text += chunk.toString();
        const url = /running at (http:\/\/\S+)/.exec(output.text)?.[1];
        if (url) resolve(url);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) =>
        reject(new Error(`the server exited (${code}):\n${output.text}`)),
      );
    });
  }, 120_000);

  afterAll(async () => {
    if (server && alive(server)) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, wait(5_000)]);
      if (alive(server)) server.kill('SIGKILL');
    }
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 with Retry-After while it is down and 200 once it is back, never exiting', async () => {
    const child = server as ChildProcess;
    const { access_token } = await loginAs(baseUrl);
    const operator = httpClient(baseUrl, access_token);
    // Several pooled connections, then idle: the ones the red team's restart killed the process
    // through ("Unhandled 'error' event").
    const warm = await Promise.all([1, 2, 3, 4].map(() => fetch(`${baseUrl}/api/health`)));
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await operator.get('/tracker/v1/user')).status).toBe(200);

    cluster?.stop('immediate');
    // The idle connections' errors reach the pool (logged, not thrown) and the process stays.
    await eventually(
      () => output.text.includes('PostgreSQL connection lost') || !alive(child),
      10_000,
    );
    expect(alive(child), `the server exited:\n${output.text}`).toBe(true);
    expect(output.text).toContain('PostgreSQL connection lost');

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
    expect(alive(child), output.text).toBe(true);

    cluster?.start();
    // Crash recovery may keep refusing for a moment after pg_ctl returns: poll, with a deadline.
    expect(
      await eventually(async () => (await fetch(`${baseUrl}/api/health`)).status === 200, 15_000),
    ).toBe(true);
    // The session made before the outage still works: same token, fresh connections.
    expect((await operator.get('/tracker/v1/user')).status).toBe(200);
    expect((await loginAs(baseUrl)).access_token).toEqual(expect.any(String));
    expect(alive(child), output.text).toBe(true);
  }, 60_000);
});
