import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, createServices } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Services } from '../http/env.ts';
import { faultyDatabase, type Faults } from './faultyDatabase.ts';
import { migrate } from '../db/migrate.ts';
import { serverOptions } from '../http/serverOptions.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { demoOperator, seedDemo } from '../seed/demo.ts';
import { sandboxTranslator } from '../translate/translator.ts';

export type TestServer = {
  baseUrl: string;
  db: Database;
  config: ServerConfig;
  services: Services;
};

export type TestServerOptions = Partial<
  Pick<
    ServerConfig,
    | 'accessTokenTtl'
    | 'refreshTokenTtl'
    | 'sessionMaxAge'
    | 'refreshReuseGrace'
    | 'registrarBalance'
    | 'domainActivationDelay'
    | 'dataDir'
    | 'previewTokenTtl'
    | 'previewRenders'
    | 'previewQueue'
    | 'publicOrigin'
    | 'trustProxy'
    | 'corsOrigins'
    | 'requestTimeout'
  >
>;

export const testOperator = demoOperator;

let database: Promise<Database> | undefined;
const servers = new Map<string, Promise<TestServer>>();

/**
 * One database per test process (PGlite is slow to start): in-memory PGlite, or the PostgreSQL
 * named by TEST_DATABASE_URL, emptied first so every run starts from the same demo data.
 */
function testDatabase(): Promise<Database> {
  database ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const db = url ? await openPostgres(url) : await openPglite('memory');
    if (url) await db.exec('drop schema public cascade; create schema public;');
    await migrate(db);
    return db;
  })();
  return database;
}

const sharedDataDir = mkdtempSync(join(tmpdir(), 'landing-server-test-'));
let seeded: Promise<boolean> | undefined;

async function serveOver(db: Database, config: ServerConfig): Promise<TestServer> {
  const services = createServices({ db, config, translator: sandboxTranslator });
  await services.tokens.init();
  seeded ??= seedDemo(db, services.files, services.translator);
  await seeded;
  const app = createApp({ db, config }, services);
  const baseUrl = await new Promise<string>((resolve) => {
    const options = { fetch: app.fetch, port: 0, hostname: '127.0.0.1' };
    const http = serve({ ...options, serverOptions: serverOptions(config) }, () => {
      const { port } = http.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    });
    // Tests build large fixtures synchronously; the server must not close an idle keep-alive
    // socket at the moment the client reuses it (ECONNRESET), so the client closes them.
    if ('keepAliveTimeout' in http) http.keepAliveTimeout = 120_000;
  });
  return { baseUrl, db, config, services };
}

let faulty: Promise<TestServer & { faults: Faults }> | undefined;

/**
 * The real server over the shared database with a fault switch: set `faults.failNext` to a
 * pattern and the next statement matching it fails, as if the write were killed there.
 */
export function startFaultyServer(): Promise<TestServer & { faults: Faults }> {
  faulty ??= (async () => {
    const faults: Faults = { failNext: null, failed: [] };
    const config: ServerConfig = {
      ...readConfig({}),
      dataDir: sharedDataDir,
      domainActivationDelay: 0,
      seedDemo: true,
    };
    const server = await serveOver(faultyDatabase(await testDatabase(), faults), config);
    return { ...server, faults };
  })();
  return faulty;
}

/**
 * The real server on a loopback port. Every distinct set of options gets its own HTTP server
 * (own token lifetime, registrar balance, upload directory) over the one shared database, which
 * holds the demo data.
 */
export function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const key = JSON.stringify(options);
  let server = servers.get(key);
  if (!server) {
    server = (async () => {
      const config: ServerConfig = {
        ...readConfig({}),
        dataDir: sharedDataDir,
        domainActivationDelay: 0,
        ...options,
        seedDemo: true,
      };
      return serveOver(await testDatabase(), config);
    })();
    servers.set(key, server);
  }
  return server;
}

/**
 * A server of its own (never shared) over the shared database: for tests that leave state in
 * the server's memory, such as the login throttle's count of failures from 127.0.0.1.
 */
export async function startPrivateServer(): Promise<TestServer> {
  const config: ServerConfig = {
    ...readConfig({}),
    dataDir: sharedDataDir,
    domainActivationDelay: 0,
    seedDemo: true,
  };
  return serveOver(await testDatabase(), config);
}
