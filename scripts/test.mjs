#!/usr/bin/env node
// Every check, each stage timed: two lanes side by side, one per core (lint, then the editor
// package packed into hosts outside the workspace and their end-to-end run; typecheck, then the
// production build, the end-to-end run and the Storybook play functions), then unit and server
// tests (PGlite, and beside them PostgreSQL where one can be started).
// Ends with one line "tests: N passed, N failed" and a non-zero exit on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensureChromium.mjs';
import { freePort, startPostgres } from './postgres.mjs';

const results = [];
const totals = { passed: 0, failed: 0 };
const started = Date.now();

function run(stage, command, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${stage} ===`);
  const child = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  const ok = child.status === 0;
  results.push({ stage, ok, seconds });
  console.log(`--- ${stage}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s`);
  return ok;
}

/** Runs one stage with its output captured; prints it whole when the stage ends. */
function runCaptured([stage, command, args, env = {}]) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, {
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(`\n=== ${stage} ===\n${output.trimEnd()}`);
      console.log(`--- ${stage}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s`);
      results.push({ stage, ok, seconds });
      resolve(ok);
    });
  });
}

/**
 * Runs lanes side by side, each lane's stages in order. A stage is skipped after a failure in its
 * lane unless it does not depend on the stages before it (`{ independent: true }` as its fifth
 * element).
 */
async function runLanes(lanes) {
  await Promise.all(
    lanes.map(async (lane) => {
      let failed = false;
      for (const step of lane) {
        if (failed && !step[4]?.independent) continue;
        if (!(await runCaptured(step))) failed = true;
      }
    }),
  );
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats?.expected ?? 0;
  totals.failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
}

const reports = 'test-reports';
rmSync(reports, { recursive: true, force: true });
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${name}.json`,
];

ensureChromium();

run('route tree', 'pnpm', ['routes']);
// The main suite's server takes this port; the embed hosts' server and hosts the next three.
process.env.E2E_PORT ??= String(await freePort());
await runLanes([
  [
    ['lint', 'pnpm', ['lint']],
    // The embeddable editor's library build, packed and installed with npm into a Vite host and
    // a Next.js host outside the workspace (scripts/embedHosts.ts).
    ['build editor package + embed hosts', 'pnpm', ['build:embed']],
    [
      'end to end (embed hosts)',
      'pnpm',
      ['exec', 'playwright', 'test', '-c', 'playwright.embed.config.ts'],
    ],
  ],
  [
    ['typecheck', 'pnpm', ['typecheck:projects']],
    ['build', 'pnpm', ['build']],
    ['end to end', 'pnpm', ['exec', 'playwright', 'test']],
    // The lint lane runs longer; the play functions fill this lane's time instead of running
    // alone after the unit and server tests.
    [
      'storybook play functions',
      'pnpm',
      ['exec', 'vitest', 'run', '--project', 'storybook', ...vitestJson('storybook')],
      {},
      { independent: true },
    ],
  ],
]);
countPlaywright(`${reports}/e2e.json`);
countPlaywright(`${reports}/e2e-embed.json`);
countVitest(`${reports}/storybook.json`);

// The server project runs its files one after another in one process: the PostgreSQL pass runs
// beside the PGlite pass and the unit tests, using the core they leave.
const postgres = await startPostgres();
if (!postgres) console.log('\n(PostgreSQL not available here: server tests run on PGlite only)');
await runLanes([
  [
    [
      'unit + server tests (PGlite)',
      'pnpm',
      ['exec', 'vitest', 'run', '--project', 'unit', '--project', 'server', ...vitestJson('unit')],
    ],
  ],
  postgres
    ? [
        [
          'server tests (PostgreSQL)',
          'pnpm',
          ['exec', 'vitest', 'run', '--project', 'server', ...vitestJson('server-postgres')],
          { TEST_DATABASE_URL: postgres.url },
        ],
      ]
    : [],
]);
postgres?.stop();
countVitest(`${reports}/unit.json`);
countVitest(`${reports}/server-postgres.json`);

console.log('\n=== summary ===');
for (const { stage, ok, seconds } of results) {
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${stage.padEnd(32)} ${seconds.padStart(6)}s`);
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)}s`);
const failedStages = results.filter((r) => !r.ok).length;
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStages > 0 || totals.failed > 0 ? 1 : 0);
