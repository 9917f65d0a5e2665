#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL naming a throwaway PostgreSQL cluster (scripts/postgres.mjs),
// removes the cluster afterwards and exits with the command's code. Where no PostgreSQL can be had,
// says so and exits 0: the same tests have run on PGlite.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres.mjs';

const [command, ...args] = process.argv.slice(2);
const postgres = await startPostgres();
if (!postgres) {
  console.log('(PostgreSQL not available here: server tests run on PGlite only)');
  process.exit(0);
}
try {
  const child = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  });
  process.exitCode = child.status ?? 1;
} finally {
  postgres.stop();
}
