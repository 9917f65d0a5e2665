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
 * A pool over DATABASE_URL that survives the database going away: a connection's error, idle or
 * in a transaction, is logged instead of ending the process, calls fail with DatabaseUnavailable (503) meanwhile,
 * and the pool opens fresh connections once the database is back.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  const lost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
  // The pool listens on idle connections only; a connection checked out (a transaction) that
  // dies emits 'error' on its client, which would end the process without a listener of its own.
  // The query running on it fails too, and that failure answers the request (503).
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
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
