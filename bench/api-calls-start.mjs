#!/usr/bin/env node
// The API client chunk's start-up cost (issue 31): a signed-in cold load of /apps in headless
// Chromium, traced (the main thread's tasks) and profiled with the DevTools CPU profiler (one
// clock). Per load: the time under the top level of assets/api-calls-*.js (its module
// evaluation: arktype's and every schema module's top level, now in many short tasks:
// apps/web/arktypeInSlices.ts), the longest task that ran any of the chunk's code (its evaluation,
// the first calls' checks), and the longest task of the load. With BENCH_BASELINE_DIST=<another
// build's dist> the two builds are measured interleaved, run by run, on one server each.
// Budget: no task of the load that runs the chunk's code over 50 ms (median over the runs).
// Writes bench/results/api-calls-start.json with the load average it ran under.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { budgetExitCode, machineLoad } from './lib/quietMachine.mjs';
import { prepareSession, startServer } from './support/server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.START_RUNS ?? 7);
const budgetMs = 50;

const round = (ms) => Math.round(ms * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Milliseconds of samples under the nodes `isRoot` picks (their own and their callees'). */
function timeUnder(profile, isRoot) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const sampleMs = new Map();
  profile.samples.forEach((id, index) => {
    sampleMs.set(id, (sampleMs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  const total = (node) =>
    (sampleMs.get(node.id) ?? 0) +
    (node.children ?? []).reduce((sum, child) => sum + total(byId.get(child)), 0);
  // Only the outermost: a picked node inside another one is counted with it.
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node);
  const insidePicked = (node) => {
    for (let up = parent.get(node.id); up; up = parent.get(up.id)) if (isRoot(up)) return true;
    return false;
  };
  return profile.nodes
    .filter((node) => isRoot(node) && !insidePicked(node))
    .reduce((sum, node) => sum + total(node), 0);
}

/** A module's top level is the anonymous function at its first line and column. */
const isChunkTopLevel = (node) =>
  node.callFrame.functionName === '' &&
  node.callFrame.lineNumber === 0 &&
  node.callFrame.columnNumber === 0 &&
  isChunkFrame(node);
const isChunkFrame = (node) => /\/assets\/api-calls-[^/]+\.js$/.test(node.callFrame.url);

/** The renderer main thread's tasks (RunTask, microseconds) of a trace. */
function mainThreadTasks(events) {
  const mainThreads = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const tasksOf = (thread) =>
    events.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === thread.pid &&
        event.tid === thread.tid,
    );
  // The page's renderer is the one whose main thread ran the most.
  return mainThreads
    .map(tasksOf)
    .sort(
      (a, b) =>
        b.reduce((sum, task) => sum + task.dur, 0) - a.reduce((sum, task) => sum + task.dur, 0),
    )[0];
}

/** The tasks that ran code of the chunk (any frame of it on the stack), longest first. */
function chunkTasks(profile, tasks) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node);
  const runsChunk = new Map();
  const inChunk = (id) => {
    if (!runsChunk.has(id)) {
      const node = byId.get(id);
      const up = parent.get(id);
      runsChunk.set(id, isChunkFrame(node) || (up !== undefined && inChunk(up.id)));
    }
    return runsChunk.get(id);
  };
  const found = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (!inChunk(id)) return;
    const task = tasks.find((t) => time >= t.ts && time <= t.ts + t.dur);
    if (task) found.set(task, (found.get(task) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  return [...found]
    .map(([task, us]) => ({ taskMs: task.dur / 1000, chunkMs: us / 1000 }))
    .sort((a, b) => b.taskMs - a.taskMs);
}

async function measure(browser, baseUrl) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await prepareSession(page, baseUrl, true);
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      },
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${baseUrl}/apps`);
    await page.getByRole('table', { name: 'All Apps' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await traced;
    const tasks = mainThreadTasks(events);
    const ranChunk = chunkTasks(profile, tasks);
    return {
      chunkEvaluationMs: timeUnder(profile, isChunkTopLevel),
      chunkLongestTaskMs: ranChunk[0]?.taskMs ?? 0,
      chunkTasksOver50: ranChunk.filter((task) => task.taskMs > budgetMs).length,
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.dur / 1000)),
    };
  } finally {
    await context.close();
  }
}

export async function benchApiCallsStart() {
  const { chromiumPath, chromiumArgs } = await tsImport('../scripts/chromium.ts', import.meta.url);
  const builds = [{ name: 'this build', dist: process.env.BENCH_WEB_DIST ?? 'apps/web/dist' }];
  if (process.env.BENCH_BASELINE_DIST) {
    builds.push({ name: 'baseline', dist: process.env.BENCH_BASELINE_DIST });
  }
  const before = machineLoad();
  const servers = [];
  let browser;
  try {
    for (const build of builds) {
      process.env.BENCH_WEB_DIST = build.dist;
      servers.push(await startServer());
    }
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    const measured = builds.map(() => []);
    for (const server of servers) await measure(browser, server.baseUrl); // warm-up
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 === 0 ? builds.keys() : [...builds.keys()].reverse();
      for (const index of order)
        measured[index].push(await measure(browser, servers[index].baseUrl));
    }
    const after = machineLoad();
    const results = Object.fromEntries(
      builds.map((build, index) => {
        const evaluation = measured[index].map((m) => m.chunkEvaluationMs);
        const chunkLongest = measured[index].map((m) => m.chunkLongestTaskMs);
        const longest = measured[index].map((m) => m.longestTaskMs);
        return [
          build.name,
          {
            dist: build.dist,
            chunkEvaluationMedianMs: round(median(evaluation)),
            chunkEvaluationMs: evaluation.map(round),
            chunkLongestTaskMedianMs: round(median(chunkLongest)),
            chunkLongestTaskMs: chunkLongest.map(round),
            chunkTasksOver50Ms: measured[index].map((m) => m.chunkTasksOver50),
            longestTaskMedianMs: round(median(longest)),
          },
        ];
      }),
    );
    const own = results['this build'];
    return {
      measuredAt: new Date().toISOString(),
      method: `${runs} signed-in cold loads of /apps per build after a warm-up (interleaved when a baseline is given); a trace (the main thread's tasks) and a DevTools CPU profile at 100 us on one clock; chunk evaluation = samples under the top level of assets/api-calls-*.js (all its slices); chunk's longest task = the longest task with any frame of the chunk on a sample's stack`,
      budget: `median of the longest task running the api-calls chunk's code <= ${budgetMs} ms`,
      loadAverage: { before: before.load, after: after.load, cores: after.cores },
      ...results,
      pass: own.chunkLongestTaskMedianMs <= budgetMs,
      machine: { before, after },
    };
  } finally {
    await browser?.close();
    for (const server of servers) await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchApiCallsStart();
  const { machine, ...written } = result;
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results/api-calls-start.json'),
    `${JSON.stringify(written, null, 2)}\n`,
  );
  for (const name of ['this build', 'baseline']) {
    const r = result[name];
    if (!r) continue;
    console.log(
      `${name} (${r.dist}): api-calls evaluation median ${r.chunkEvaluationMedianMs} ms ` +
        `(${r.chunkEvaluationMs.join(', ')}); its longest task median ${r.chunkLongestTaskMedianMs} ms ` +
        `(${r.chunkLongestTaskMs.join(', ')}); the load's longest task median ${r.longestTaskMedianMs} ms`,
    );
  }
  console.log(
    `load average before ${result.loadAverage.before}, after ${result.loadAverage.after}: ${result.pass ? 'PASS' : 'FAIL'}`,
  );
  process.exit(budgetExitCode(result.pass, machine.before, machine.after));
}
