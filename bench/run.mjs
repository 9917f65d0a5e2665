#!/usr/bin/env node
// `pnpm bench`: builds the web app and the editor package, then runs every benchmark in bench/ and writes bench/results/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const benchmarks = [
  'bundle.mjs',
  'api-calls-start.mjs',
  'datatable.mjs',
  'datatable-fling.mjs',
  'editor-open.mjs',
  'embed-size.mjs',
  'lighthouse.mjs',
  'server-load.mjs',
  'scale.mjs',
].filter((file) => existsSync(join(here, file)));

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  return status === 0;
}

let ok = run('pnpm', ['build']);
// The editor's library build, measured beside the console's chunks.
ok = run('pnpm', ['--filter', '@landing/editor', 'build']) && ok;
for (const file of benchmarks) {
  console.log(`\n=== bench/${file} ===`);
  ok = run(process.execPath, [join(here, file)]) && ok;
}
process.exit(ok ? 0 : 1);
