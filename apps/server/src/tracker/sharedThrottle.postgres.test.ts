import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../testing/demo.ts';
import { freshLoopback, postFrom } from '../testing/loopbackClient.ts';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { startTestServer } from '../testing/testServer.ts';

// PostgreSQL only (collected when TEST_DATABASE_URL is set): two server processes, as deployed,
// on one database. Issue 25, item 10: the login throttle was per process, so each server gave
// an attacker 5 more guesses.
const databaseUrl: string =
  process.env.TEST_DATABASE_URL ??
  ((): never => {
    throw new Error('TEST_DATABASE_URL names the PostgreSQL these tests need');
  })();

let servers: ServerProcess[] = [];

beforeAll(async () => {
  // The shared test server migrates and seeds the database first.
  await startTestServer();
  for (let i = 0; i < 2; i++) servers.push(await startServerProcess({ DATABASE_URL: databaseUrl }));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
});

describe('two server processes on one PostgreSQL', () => {
  it('share the login throttle: 5 failures over both, then both answer 429', async () => {
    const email = `${unique('shared')}@example.com`;
    const from = freshLoopback();
    const login = (server: ServerProcess) =>
      postFrom(from, `${server.baseUrl}/tracker/v1/login`, { email, password: 'wrong-guess' });
    for (let i = 0; i < 5; i++) expect((await login(servers[i % 2]!)).status).toBe(401);
    expect((await login(servers[0]!)).status).toBe(429);
    expect((await login(servers[1]!)).status).toBe(429);
  });
});
