import type { ServerConfig } from '../config.ts';
import type { Database } from './database.ts';
import { lockDataDir } from './dataDirLock.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/**
 * The server's database, migrated. PGlite's files are this process's alone: the data directory
 * is locked first (a second server there would hand out the same ids and lose writes), and
 * released when the database closes or the process exits.
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> & { memoryDatabase?: boolean },
): Promise<Database> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl);
    await migrate(db);
    return db;
  }
  // DATA_DIR=memory: nothing on disk to share, so nothing to lock.
  const inMemory = config.memoryDatabase === true || config.dataDir === 'memory';
  const lock = inMemory ? undefined : lockDataDir(config.dataDir);
  try {
    const db = await openPglite(inMemory ? 'memory' : config.dataDir);
    await migrate(db);
    return {
      ...db,
      close: () => db.close().finally(() => lock?.release()),
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
