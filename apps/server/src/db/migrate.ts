import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every `migrations/NNN_name.sql` not yet recorded, in name order, each in a transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
  );
  const pending = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql') && !done.has(file))
    .sort();
  for (const file of pending) {
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
  }
  return pending;
}
