import { resolve } from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Directory of the built web app to serve with SPA fallback; undefined serves the API only. */
  webDist: string | undefined;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
  };
}
