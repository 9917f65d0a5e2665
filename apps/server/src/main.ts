import { serve } from '@hono/node-server';
import { createApp, createServices } from './app.ts';
import { readConfig } from './config.ts';
import { DataDirLocked } from './db/dataDirLock.ts';
import { openDatabase } from './db/open.ts';
import { serverOptions } from './http/serverOptions.ts';
import { demoOperator, seedDemo } from './seed/demo.ts';

const config = readConfig();
const db = await openDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirLocked)) throw error;
  console.error(error.message);
  process.exit(1);
});
const services = createServices({ db, config });
await services.tokens.init();
await services.files.sweepIncoming(config.requestTimeout * 1000);
const seeded = config.seedDemo ? await seedDemo(db, services.files, services.translator) : false;
const app = createApp({ db, webDist: config.webDist, config }, services);

const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: serverOptions(config),
  },
  (info) => {
    const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}`;
    console.log(`Landing Console is running at ${url}`);
    console.log(
      `Database: ${
        config.databaseUrl
          ? 'PostgreSQL (DATABASE_URL)'
          : config.memoryDatabase
            ? `PGlite in memory (lost at exit), uploads in ${config.dataDir}`
            : `PGlite in ${config.dataDir}`
      }`,
    );
    if (config.seedDemo) {
      console.log(
        `${seeded ? 'Demo data created. ' : ''}Demo operator: ${demoOperator.email} / ${demoOperator.password}`,
      );
    }
    console.log(
      `Registrar sandbox balance: $${config.registrarBalance.toFixed(2)}; translator: ${services.translator.name}`,
    );
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void db.close().finally(() => process.exit(0));
  });
}
