import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';

const config = readConfig();
const db = await openDatabase(config);
const app = createApp({ db, webDist: config.webDist });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}`;
  console.log(`Landing Console is running at ${url}`);
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void db.close().finally(() => process.exit(0));
  });
}
