#!/usr/bin/env node
// Every check, each stage timed, two at a time (one per core; TEST_SLOTS changes it): lint,
// typecheck, the production build and its end-to-end run, the Storybook play functions, the
// server tests on PGlite and on PostgreSQL (where one can be started), the editor package packed
// into hosts outside the workspace and their end-to-end run, and the unit tests.
// Ends with the tests that passed only on their retry (with why the first try failed), one line "tests: N passed, N failed" and a
// non-zero exit on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensureChromium.mjs';
import { freePort } from './postgres.mjs';

const results = [];
const totals = { passed: 0, failed: 0 };
/** Tests that failed and then passed on their retry (CI retries browser, e2e and server tests once). */
const retried = [];
/** Tests that failed on every try, each with the first line of its error: CI shows only the end of the log. */
const failed = [];
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
function runCaptured({ stage, command, args, env = {} }) {
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
      console.log(
        `--- ${stage}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s (started at ${((t0 - started) / 1000).toFixed(0)}s)`,
      );
      results.push({ stage, ok, seconds });
      resolve(ok);
    });
  });
}

/**
 * Runs the stages `slots` at a time (one per core), each as soon as a slot is free and the stages
 * it comes `after` have passed, in the order given: the longest chains first, so the short ones
 * fill the gaps at the end. A stage whose predecessor failed is not run and counts as failed.
 */
async function runScheduled(stages, slots) {
  const pending = [...stages];
  const outcome = new Map();
  const running = new Set();
  const ready = (stage) => (stage.after ?? []).every((name) => outcome.get(name) === true);
  const blocked = (stage) => (stage.after ?? []).some((name) => outcome.get(name) === false);
  for (;;) {
    for (const stage of pending.filter(blocked)) {
      pending.splice(pending.indexOf(stage), 1);
      outcome.set(stage.stage, false);
      results.push({
        stage: `${stage.stage} (not run: ${stage.after.join(', ')} failed)`,
        ok: false,
        seconds: '0.0',
      });
    }
    while (running.size < slots) {
      const next = pending.find(ready);
      if (!next) break;
      pending.splice(pending.indexOf(next), 1);
      const job = runCaptured(next).then((ok) => {
        outcome.set(next.stage, ok);
        running.delete(job);
      });
      running.add(job);
    }
    if (running.size === 0) return;
    await Promise.race(running);
  }
}

/** The first line of an error without its colour codes, short enough for a summary line. */
function firstLine(message = '') {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '').trim();
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? '(no message)';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  for (const { name, assertionResults } of report.testResults ?? []) {
    for (const test of assertionResults ?? []) {
      const title = `${name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`;
      if (test.status === 'passed' && test.failureMessages?.length)
        retried.push(`${title}: first try: ${firstLine(test.failureMessages[0])}`);
      if (test.status === 'failed')
        failed.push(`${title}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

/**
 * Why a Playwright test failed. In a serial group a retry reruns the whole group, and a test after
 * one that fails again is skipped: its last result then has no error, so say so and give the
 * error of the attempt that did run.
 */
function playwrightFailure(results = []) {
  const last = results.at(-1);
  if (last?.error?.message) return firstLine(last.error.message);
  const ran = results.findLast((result) => result.error?.message);
  const why = ran ? firstLine(ran.error.message) : '(no message)';
  return last?.status === 'skipped' ? `did not run on its retry; before: ${why}` : why;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = `e2e/${spec.file} › ${spec.title}`;
        if (test.status === 'flaky') {
          const first = test.results?.find((result) => result.error?.message)?.error?.message;
          retried.push(`${title}: first try: ${firstLine(first)}`);
        }
        if (test.status === 'unexpected')
          failed.push(`${title}: ${playwrightFailure(test.results)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites ?? []) walk(suite);
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
// The main suite's server takes this port; the embed hosts' server and hosts take others.
process.env.E2E_PORT ??= String(await freePort());
const vitest = (name, ...projects) => [
  'exec',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  ...vitestJson(name),
];
await runScheduled(
  // Longest first, so the short stages fill the gaps at the end: the production build and its
  // end-to-end run, and the Storybook play functions, start at once; lint (the longest of the rest)
  // comes after the build.
  [
    { stage: 'build', command: 'pnpm', args: ['build'] },
    {
      stage: 'end to end',
      command: 'pnpm',
      args: ['exec', 'playwright', 'test'],
      after: ['build'],
    },
    {
      stage: 'storybook play functions',
      command: 'pnpm',
      args: vitest('storybook', 'storybook'),
    },
    { stage: 'lint', command: 'pnpm', args: ['lint'] },
    { stage: 'unit tests', command: 'pnpm', args: vitest('unit', 'unit') },
    { stage: 'server tests (PGlite)', command: 'pnpm', args: vitest('server', 'server') },
    // The server project runs its files one after another in one process; the PostgreSQL pass
    // starts a throwaway cluster (scripts/onPostgres.mjs) and runs the files that reach its
    // database (vitest.config.ts).
    {
      stage: 'server tests (PostgreSQL)',
      command: 'node',
      args: ['scripts/onPostgres.mjs', 'pnpm', ...vitest('server-postgres', 'server')],
    },
    // The embeddable editor's library build, packed and installed with npm into a Vite host and
    // a Next.js host outside the workspace (scripts/embedHosts.ts).
    { stage: 'build editor package + embed hosts', command: 'pnpm', args: ['build:embed'] },
    {
      stage: 'end to end (embed hosts)',
      command: 'pnpm',
      args: ['exec', 'playwright', 'test', '-c', 'playwright.embed.config.ts'],
      after: ['build editor package + embed hosts'],
    },
    { stage: 'typecheck', command: 'pnpm', args: ['typecheck:projects'] },
  ],
  Number(process.env.TEST_SLOTS ?? 2),
);
countPlaywright(`${reports}/e2e.json`);
countPlaywright(`${reports}/e2e-embed.json`);
for (const name of ['storybook', 'server-postgres', 'server', 'unit']) {
  countVitest(`${reports}/${name}.json`);
}

console.log('\n=== summary ===');
for (const { stage, ok, seconds } of results) {
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${stage.padEnd(32)} ${seconds.padStart(6)}s`);
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)}s`);
if (retried.length > 0) {
  console.log(`passed only on their retry (${retried.length}):`);
  for (const test of retried) console.log(`  ${test}`);
}
if (failed.length > 0) {
  console.log(`failed (${failed.length}):`);
  for (const test of failed) console.log(`  ${test}`);
}
const failedStages = results.filter((r) => !r.ok).length;
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStages > 0 || totals.failed > 0 ? 1 : 0);
