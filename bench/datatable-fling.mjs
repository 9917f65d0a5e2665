#!/usr/bin/env node
// A fast fling (600 px per animation frame, 90 frames) over the DataTable with 10,000 rows and
// with 2,000 rows, each against a plain HTML table of as many rows in the same run, interleaved,
// in headless Chromium (a production build of bench/datatable-page). Budgets (issue 31): frame
// median <= 1.2x the plain table's, p95 <= 33 ms, no long task over 50 ms.
// Writes bench/results/datatable-fling.json with the load average it ran under: the machine is
// shared, so the absolute numbers are as loaded as it was; the ratios are pair by pair. A failed
// budget fails the bench only on a quiet machine (bench/lib/quietMachine.mjs).
// Then a few more pairs are traced: main-thread CPU time per frame against the plain table's, and
// which long tasks were the page's own work (over 50 ms of the thread's CPU time) rather than a
// wait for a core of the loaded machine (bench/lib/mainThreadTasks.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { buildPage, serve } from './datatable.mjs';
import { summarizeMainThread, traceCategories } from './lib/mainThreadTasks.mjs';
import { budgetExitCode, machineLoad } from './lib/quietMachine.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const runs = Number(process.env.FLING_RUNS ?? 7);
const tracedRuns = Number(process.env.FLING_TRACED_RUNS ?? 2);
const flingFrames = 90;
const sizes = [10_000, 2_000];
const budget = { medianRatio: 1.2, p95Ms: 33, longTasks: 0 };

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
};
const median = (values) => quantile(values, 0.5);
const round = (ms) => Math.round(ms * 10) / 10;

export async function benchFling() {
  const { chromiumPath, chromiumArgs } = await tsImport('../scripts/chromium.ts', import.meta.url);
  const outDir = mkdtempSync(join(tmpdir(), 'fling-bench-'));
  let server;
  let browser;
  const before = machineLoad();
  try {
    await buildPage(outDir);
    server = await serve(outDir);
    // `gc()` lets each fling start without the garbage of the table measured before it.
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...chromiumArgs, '--js-flags=--expose-gc'],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    await page.waitForFunction(() => typeof window.measureFling === 'function');
    const fling = (kind, count) =>
      page.evaluate(([k, n]) => window.measureFling(k, n), [kind, count]);
    for (const count of sizes) {
      await fling('datatable', count);
      await fling('plain', count);
    }
    const results = {};
    for (const count of sizes) {
      const pairs = [];
      for (let run = 0; run < runs; run += 1) {
        // A B, B A: neither side always goes first.
        const order = run % 2 === 0 ? ['datatable', 'plain'] : ['plain', 'datatable'];
        const measured = {};
        for (const kind of order) measured[kind] = await fling(kind, count);
        pairs.push(measured);
      }
      const side = (kind) => {
        const frames = pairs.flatMap((pair) => pair[kind].frameMs);
        const longTasks = pairs.flatMap((pair) => pair[kind].longTasksMs);
        return {
          frameMedianMs: round(median(frames)),
          frameP95Ms: round(quantile(frames, 0.95)),
          longTasks: longTasks.length,
          longestTaskMs: round(Math.max(0, ...longTasks)),
          runMediansMs: pairs.map((pair) => round(median(pair[kind].frameMs))),
        };
      };
      const traced = [];
      for (let run = 0; run < tracedRuns; run += 1) {
        const order = run % 2 === 0 ? ['datatable', 'plain'] : ['plain', 'datatable'];
        const measured = {};
        for (const kind of order) {
          await browser.startTracing(page, { categories: traceCategories });
          await fling(kind, count);
          const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
          measured[kind] = summarizeMainThread(traceEvents, { frames: flingFrames });
        }
        traced.push(measured);
      }
      const mainThread = (kind) => {
        const summaries = traced.map((pair) => pair[kind]);
        return {
          cpuPerFrameMs: median(summaries.map((s) => s.cpuPerFrameMs)),
          phasesPerFrameMs: Object.fromEntries(
            Object.keys(summaries[0]?.phasesPerFrameMs ?? {}).map((phase) => [
              phase,
              median(summaries.map((s) => s.phasesPerFrameMs[phase])),
            ]),
          ),
          longestTaskCpuMs: Math.max(0, ...summaries.map((s) => s.longestTaskCpuMs)),
          longTasks: summaries.reduce((sum, s) => sum + s.longTasks, 0),
          longTasksOverBudgetCpu: summaries.reduce((sum, s) => sum + s.longTasksOverBudgetCpu, 0),
        };
      };
      const dataTable = { ...side('datatable'), mainThread: mainThread('datatable') };
      const plain = { ...side('plain'), mainThread: mainThread('plain') };
      const ratio =
        Math.round(
          median(pairs.map((pair) => median(pair.datatable.frameMs) / median(pair.plain.frameMs))) *
            100,
        ) / 100;
      results[`rows${count}`] = {
        rows: count,
        dataTable,
        plain,
        medianRatio: ratio,
        cpuPerFrameRatio:
          tracedRuns > 0
            ? Math.round(
                median(
                  traced.map((pair) => pair.datatable.cpuPerFrameMs / pair.plain.cpuPerFrameMs),
                ) * 100,
              ) / 100
            : null,
        pass:
          ratio <= budget.medianRatio &&
          dataTable.frameP95Ms <= budget.p95Ms &&
          dataTable.longTasks <= budget.longTasks,
      };
    }
    const after = machineLoad();
    return {
      measuredAt: new Date().toISOString(),
      method: `${runs} interleaved pairs per size after a warm-up; each fling scrolls 600 px per animation frame for ${flingFrames} frames after a gc(); frame = rAF to rAF; long tasks from PerformanceObserver; then ${tracedRuns} traced pairs per size: main-thread CPU (thread time) per frame, and long tasks (wall > 50 ms) whose CPU time was over 50 ms (the page's own work; the rest waited for a core)`,
      budget: `DataTable frame median <= ${budget.medianRatio}x the plain table's (median of per-pair ratios), p95 <= ${budget.p95Ms} ms, ${budget.longTasks} long tasks`,
      loadAverage: { before: before.load, after: after.load, cores: after.cores },
      quiet: before.quiet && after.quiet,
      ...results,
      machine: { before, after },
    };
  } finally {
    await browser?.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { machine, ...result } = await benchFling();
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/datatable-fling.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  for (const count of sizes) {
    const r = result[`rows${count}`];
    console.log(
      `Fling over ${count} rows: DataTable median ${r.dataTable.frameMedianMs} ms, p95 ${r.dataTable.frameP95Ms} ms, ` +
        `${r.dataTable.longTasks} long tasks (longest ${r.dataTable.longestTaskMs} ms); plain table median ` +
        `${r.plain.frameMedianMs} ms; ratio ${r.medianRatio}: ${r.pass ? 'PASS' : 'FAIL'}`,
    );
    if (r.cpuPerFrameRatio !== null) {
      const own = (side) =>
        `${side.mainThread.cpuPerFrameMs} ms CPU a frame, ${side.mainThread.longTasksOverBudgetCpu} of ${side.mainThread.longTasks} long tasks over 50 ms of CPU (longest task ${side.mainThread.longestTaskCpuMs} ms CPU)`;
      console.log(
        `  traced: DataTable ${own(r.dataTable)}; plain ${own(r.plain)}; CPU ratio ${r.cpuPerFrameRatio}`,
      );
    }
  }
  console.log(
    `load average before ${result.loadAverage.before}, after ${result.loadAverage.after}`,
  );
  const passed = sizes.every((count) => result[`rows${count}`].pass);
  process.exit(budgetExitCode(passed, machine.before, machine.after));
}
