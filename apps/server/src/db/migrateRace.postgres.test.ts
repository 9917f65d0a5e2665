import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './database.ts';

// PostgreSQL only (collected when TEST_DATABASE_URL is set). Issue 25, item 10: servers
// starting at once on one database each ran the migrations, with no lock between them.
const databaseUrl: string =
  process.env.TEST_DATABASE_URL ??
  ((): never => {
    throw new Error('TEST_DATABASE_URL names the PostgreSQL these tests need');
  })();

const admin = new pg.Client({ connectionString: databaseUrl });
const opened: Database[] = [];
const created: string[] = [];

afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  for (const name of created) await admin.query(`drop database if exists ${name}`);
  await admin.end();
});

/** A new, empty database on the test server, and its URL. */
async function freshDatabase(n: number): Promise<string> {
  const name = `migrate_race_${process.pid}_${n}`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  created.push(name);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.href;
}

describe('migrations when several servers start on one PostgreSQL at once', () => {
  it('3 migrating at once, 5 times: all succeed, each file applied once', async () => {
    await admin.connect();
    const failures: string[] = [];
    for (let round = 0; round < 5; round++) {
      const url = await freshDatabase(round);
      const servers = await Promise.all([1, 2, 3].map(() => openPostgres(url)));
      opened.push(...servers);
      const outcomes = await Promise.allSettled(servers.map((db) => migrate(db)));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') failures.push(String(outcome.reason));
      }
      const applied = outcomes.flatMap((o) => (o.status === 'fulfilled' ? o.value : []));
      const recorded = await servers[0]!.query<{ name: string }>(
        'select name from schema_migrations',
      );
      // Every file is applied by exactly one of them; the others find nothing pending.
      expect([...applied].sort()).toEqual(recorded.map((r) => r.name).sort());
    }
    console.log(`migration race: ${failures.length} of 15 starts failed`);
    expect(failures).toEqual([]);
  }, 120_000);
});
