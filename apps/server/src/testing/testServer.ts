import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';

export type TestServer = { baseUrl: string; db: Database };

let running: Promise<TestServer> | undefined;

/**
 * The real server on a loopback port, started once per test process (PGlite is slow to start):
 * in-memory PGlite, or the PostgreSQL named by TEST_DATABASE_URL.
 */
export function startTestServer(): Promise<TestServer> {
  running ??= (async () => {
    const db = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      dataDir: 'memory',
    });
    const app = createApp({ db });
    const baseUrl = await new Promise<string>((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
        const { port } = server.address() as AddressInfo;
        resolve(`http://127.0.0.1:${port}`);
      });
    });
    return { baseUrl, db };
  })();
  return running;
}
