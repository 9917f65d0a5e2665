import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number: the advisory lock that serializes migrations of one database.
const migrationLock = 25_0010;

/**
 * Applies every `migrations/NNN_name.sql` not yet recorded, in name order, in one transaction
 * that first takes an advisory lock: several servers starting on one PostgreSQL at once migrate
 * one after another, and the later ones find nothing pending (without it, two could each create
 * `schema_migrations` or apply the same file, and one failed to start).
 */
export async function migrate(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLock]);
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const pending = readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.sql') && !done.has(file))
      .sort();
    for (const file of pending) {
      await tx.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    }
    return pending;
  });
}
