import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Row } from './database.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(target: Queryable, root: PGlite | undefined): Database {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql) {
      await target.exec(sql);
    },
    async transaction(work) {
      if (!root) return work(wrap(target, undefined));
      return root.transaction((tx) => work(wrap(tx, undefined)));
    },
    async close() {
      await root?.close();
    },
  };
}

/** Embedded PostgreSQL kept on disk under `dataDir/pglite`, or in memory when dataDir is 'memory'. */
export async function openPglite(dataDir: string): Promise<Database> {
  let db: PGlite;
  if (dataDir === 'memory') {
    db = new PGlite();
  } else {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    db = new PGlite(dir);
  }
  await db.waitReady;
  return wrap(db, db);
}
