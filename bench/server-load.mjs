#!/usr/bin/env node
// The server's memory and health under the red team's loads (issue 25), at the bounds:
// 32 x 120 MB anonymous login bodies, 200 parallel downloads of a 15 MB file (health under
// 500 ms), 16 parallel 125 MB design uploads, 24 parallel previews of a page unpacking to 99 MB
// (health under 500 ms). The same test files run in the server suite checking only that health
// keeps answering (a shared 2-core machine); here the machine should be quiet, and the load
// average before and after is written beside the numbers, with this process's niceness (run it
// as `nice -n -10 node bench/server-load.mjs` to keep other work on the machine from counting).
// Writes bench/results/server-load.json; exits non-zero when a bound fails.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, getPriority, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const healthBudgetMs = 500;
const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

const loadBefore = load();
const measurements = [];
const child = spawn(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'server',
    'apps/server/src/http/memoryUnderLoad.test.ts',
    'apps/server/src/preview/previewLoad.test.ts',
  ],
  {
    cwd: join(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, HEALTH_BUDGET_MS: String(healthBudgetMs) },
  },
);
let pending = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  pending += chunk.toString();
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  // The tests print one `load: <what>: <name> <number>, ...` line per load they ran.
  for (const line of lines) {
    const match = /load: ([^:]+): (.*)$/.exec(line);
    if (!match) continue;
    const numbers = Object.fromEntries(
      match[2].split(', ').map((pair) => {
        const at = pair.lastIndexOf(' ');
        return [pair.slice(0, at), Number(pair.slice(at + 1))];
      }),
    );
    measurements.push({ load: match[1], ...numbers });
  }
});
const status = await new Promise((resolve) => child.once('exit', resolve));

const results = {
  measuredAt: new Date().toISOString(),
  healthBudgetMs,
  pass: status === 0,
  machine: { cores: cpus().length, nice: getPriority(), loadBefore, loadAfter: load() },
  measurements,
};
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'server-load.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nbench/results/server-load.json: ${results.pass ? 'pass' : 'FAIL'}`);
process.exit(status ?? 1);
