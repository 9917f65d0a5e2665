import pg from 'pg';
import type { Database, Row } from './database.ts';
import { classify } from './unavailable.ts';

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw classify(error);
  }
}

function wrapClient(client: pg.PoolClient): Database {
  return {
    query: <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      guarded(async () => (await client.query<T>(sql, [...params])).rows),
    exec: (sql) => guarded(async () => void (await client.query(sql))),
    transaction: (work) => work(wrapClient(client)),
    async close() {},
  };
}

/**
 * A pool over DATABASE_URL that survives the database going away: an idle connection's error
 * is logged instead of ending the process, calls fail with DatabaseUnavailable (503) meanwhile,
 * and the pool opens fresh connections once the database is back.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  await pool.query('select 1');
  return {
    query: <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      guarded(async () => (await pool.query<T>(sql, [...params])).rows),
    exec: (sql) => guarded(async () => void (await pool.query(sql))),
    async transaction(work) {
      const client = await guarded(() => pool.connect());
      try {
        await guarded(() => client.query('begin'));
        const result = await work(wrapClient(client));
        await guarded(() => client.query('commit'));
        client.release();
        return result;
      } catch (error) {
        // A dead connection cannot roll back; it is dropped from the pool instead of reused.
        const rolledBack = await client.query('rollback').then(
          () => true,
          () => false,
        );
        client.release(rolledBack ? undefined : true);
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
