import type { ServerConfig } from '../config.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  await migrate(db);
  return db;
}
