import type { Database } from '../db/database.ts';

/** Which statement fails next: the first whose SQL matches, once; then everything runs again. */
export type Faults = { failNext: RegExp | null; failed: string[] };

export class InjectedFault extends Error {}

/**
 * The database with a switch to make one statement fail, inside transactions too: how the
 * tests stop a write between its statements, as a lost connection or a crash would.
 */
export function faultyDatabase(db: Database, faults: Faults): Database {
  const check = (sql: string) => {
    if (faults.failNext?.test(sql)) {
      faults.failNext = null;
      faults.failed.push(sql);
      throw new InjectedFault(`Injected failure at: ${sql.trim().split('\n')[0]}`);
    }
  };
  return {
    query: async (sql, params) => {
      check(sql);
      return db.query(sql, params);
    },
    exec: async (sql) => {
      check(sql);
      return db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work(faultyDatabase(tx, faults))),
    close: () => db.close(),
  };
}
