#!/usr/bin/env node
// Lighthouse (the npm package) on this machine's Chromium against the real server: cold loads,
// signed in where the page needs it, median of 3 runs of every page with the desktop and mobile
// presets. Writes bench/results/lighthouse.json and prints a table. Each run records the machine's
// load average when it started and its longest tasks (Lighthouse's long-tasks audit: the
// simulated mobile ones are 4x the observed CPU time), the report the load before and after: on
// a loaded machine the scores are pessimistic, the long tasks say why.
//   node bench/lighthouse.mjs [--page /login] [--preset mobile] [--runs 1] [--out file.json]
//     [--report dir] (every run's full Lighthouse report, to read its diagnostics)
//     [--trace dir] (every run's trace, for bench/lighthouse-tasks.mjs: its main-thread tasks)
//     [--lantern] (prints what the simulated first and largest contentful paints waited for)
//     [--samples] (JavaScript samples in the --trace, for bench/lighthouse-tasks.mjs to say
//     which code each long task ran; the sampling itself slows the page a little)
// With --page, --preset or --runs the result goes to --out, by default
// bench/results/lighthouse-partial.json (bench/results/lighthouse.json keeps the full run).
import './support/node22.mjs';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { machineLoad } from './lib/quietMachine.mjs';
import { prepareSession, startServer } from './support/server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

const pages = [
  { path: '/login', signedIn: false },
  { path: '/apps', signedIn: true },
  { path: '/apps/1', signedIn: true },
  { path: '/pwa-creation?landingId=1', signedIn: true },
];
const presets = ['desktop', 'mobile'];

const { values: options } = parseArgs({
  options: {
    page: { type: 'string', multiple: true },
    preset: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    out: { type: 'string' },
    report: { type: 'string' },
    trace: { type: 'string' },
    lantern: { type: 'boolean', default: false },
    samples: { type: 'boolean', default: false },
  },
});
const chosenPages = options.page ? pages.filter((page) => options.page.includes(page.path)) : pages;
const chosenPresets = options.preset
  ? presets.filter((preset) => options.preset.includes(preset))
  : presets;
const runs = Number(options.runs);
const partial = Boolean(options.page || options.preset || runs !== 3);
if (chosenPages.length === 0 || chosenPresets.length === 0 || !(runs > 0)) {
  console.error(
    `Pages: ${pages.map((page) => page.path).join(', ')}; presets: ${presets.join(', ')}`,
  );
  process.exit(2);
}

// After the polyfills: Lighthouse's modules use them as they load.
const { default: lighthouse, desktopConfig } = await import('lighthouse');
const { chromiumArgs, chromiumPath } = await tsImport('../scripts/chromium.ts', import.meta.url);
const { lanternPaths } = await import('./lib/lanternPaths.mjs');
const { measureRun, summarizeRuns, formatTable } = await tsImport(
  './lib/lighthouseSummary.ts',
  import.meta.url,
);

/** Chromium with a DevTools port for Lighthouse, and a tab of our own to set the session. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'landing-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: [...chromiumArgs, '--remote-debugging-port=0'],
  });
  const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  const tab = context.pages()[0] ?? (await context.newPage());
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, tab, version: context.browser()?.version() ?? null, close };
}

/** The longest tasks of a run (at most 5), as its long-tasks audit lists them. */
const longestTasks = (lhr) =>
  (lhr.audits['long-tasks']?.details?.items ?? [])
    .map((task) => ({
      // The page or script it ran (the server's port changes from run to run).
      url: URL.canParse(task.url) ? new URL(task.url).pathname : task.url,
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, 5);

const loadBefore = machineLoad();
const server = await startServer();
const browser = await launchChromium();
const summaries = [];
let lighthouseVersion = null;
try {
  // A run Lighthouse itself aborts (a runtimeError such as a missed paint on a busy machine)
  // is measured again, up to twice, instead of ending the whole benchmark.
  const measuredLoad = async (page, preset) => {
    for (let attempt = 1; ; attempt += 1) {
      await prepareSession(browser.tab, server.baseUrl, page.signedIn);
      const result = await lighthouse(
        `${server.baseUrl}${page.path}`,
        {
          port: browser.port,
          hostname: '127.0.0.1',
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(options.samples
            ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
            : {}),
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      if (!result.lhr.runtimeError || attempt === 3) return result;
      console.log(`${page.path} ${preset}: ${result.lhr.runtimeError.code}, measuring again`);
    }
  };
  for (const page of chosenPages) {
    for (const preset of chosenPresets) {
      const measured = [];
      for (let run = 1; run <= runs; run += 1) {
        const { load } = machineLoad();
        const result = await measuredLoad(page, preset);
        lighthouseVersion = result.lhr.lighthouseVersion;
        const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
        if (page.signedIn && finalPath === '/login') {
          throw new Error(`${page.path} went to /login: the session was not picked up`);
        }
        const measure = measureRun(result.lhr);
        const name = `${page.path.replace(/[^a-z0-9]+/gi, '_')}-${preset}-${run}`;
        if (options.report) {
          mkdirSync(options.report, { recursive: true });
          writeFileSync(join(options.report, `${name}.json`), JSON.stringify(result.lhr));
        }
        if (options.trace) {
          mkdirSync(options.trace, { recursive: true });
          const trace = result.artifacts.Trace;
          writeFileSync(join(options.trace, `${name}.trace.json`), JSON.stringify(trace));
        }
        if (options.lantern) console.log(lanternPaths().join('\n'));
        measured.push({ ...measure, loadAverage: load, longTasks: longestTasks(result.lhr) });
        console.log(
          `${page.path} ${preset} run ${run}/${runs}: performance ${measure.scores.performance}, accessibility ${measure.scores.accessibility}, TBT ${measure.metrics.tbtMs} ms (load average ${load.join(', ')})`,
        );
      }
      summaries.push({ page: page.path, preset, ...summarizeRuns(measured) });
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const loadAfter = machineLoad();
const report = {
  measuredAt: new Date().toISOString(),
  /** 1, 5 and 15-minute load averages; quiet is at most 0.5 per core (bench/lib/quietMachine.mjs). */
  loadAverage: { before: loadBefore.load, after: loadAfter.load, cores: loadAfter.cores },
  lighthouseVersion,
  chromiumVersion: browser.version,
  node: process.version,
  runsPerPage: runs,
  /** Each score and metric is the median over the runs on its own; runs[] keeps every run. */
  pages: summaries,
};
console.log(`\n${formatTable(summaries)}`);
console.log(
  `\nload average before ${loadBefore.load.join(', ')}, after ${loadAfter.load.join(', ')} on ${loadAfter.cores} cores` +
    (loadBefore.quiet && loadAfter.quiet ? '' : ': not quiet, the numbers are pessimistic'),
);
const out =
  options.out ??
  join(root, partial ? 'bench/results/lighthouse-partial.json' : 'bench/results/lighthouse.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten to ${out}`);
