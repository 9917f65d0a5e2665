import pg from 'pg';
import type { Database, Row } from './database.ts';

function wrapClient(client: pg.PoolClient): Database {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      return (await client.query<T>(sql, [...params])).rows;
    },
    async exec(sql) {
      await client.query(sql);
    },
    transaction: (work) => work(wrapClient(client)),
    async close() {},
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('select 1');
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query<T>(sql, [...params])).rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrapClient(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
