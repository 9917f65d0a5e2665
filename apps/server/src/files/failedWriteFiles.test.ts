import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { createFileStore } from './store.ts';

/** A database that takes statements until `down` is set, then fails each as an outage does. */
function databaseThatGoesDown() {
  const state = { down: false, statements: [] as string[] };
  const query: Database['query'] = (sql) => {
    if (state.down) {
      return Promise.reject(
        new DatabaseUnavailable(new Error('Connection terminated unexpectedly')),
      );
    }
    state.statements.push(sql.trim().split(/\s+/)[0]!);
    return Promise.resolve([]);
  };
  const db: Database = {
    query,
    exec: () => Promise.resolve(),
    transaction: (work) => work(db),
    close: () => Promise.resolve(),
  };
  return { db, state };
}

describe('files stored for a write that fails while the database is down', () => {
  it('are removed from disk even though their rows cannot be deleted, and the outage is what the caller sees', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'landing-discard-'));
    const { db, state } = databaseThatGoesDown();
    const files = createFileStore(db, dataDir);
    const file = { bytes: new Uint8Array([1, 2, 3]), kind: 'icon', mimeType: 'image/png' } as const;

    const write = files.withUploads(async (save) => {
      await save({ ...file, originalName: 'a.png' });
      await save({ ...file, originalName: 'b.png' });
      // The transaction that would point at them dies with the connection.
      state.down = true;
      throw new DatabaseUnavailable(new Error('Connection terminated unexpectedly'));
    });

    await expect(write).rejects.toBeInstanceOf(DatabaseUnavailable);
    expect(state.statements).toEqual(['insert', 'insert']);
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([]);
  });
});
