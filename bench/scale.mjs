#!/usr/bin/env node
// Fast at scale (issue 31): apps/server with 10,000 apps, 2,000 landings (each with its own main
// launcher and translation) and one translation with 2,000 comments, against the demo with 3
// apps, both built from the same demo and served by the real server with the built console.
// Interleaved cold loads of /apps in headless Chromium (signed in), timed in the page:
//   - first rows: navigation start to the first data row in 'All Apps';
//   - all rows: to the list's `data-state="ready"` (every page arrived).
// Server side: `GET /api/pwa?limit=100` (the console's first page), the whole `GET /api/pwa`,
// `GET /api/landing?limit=100` and the 2,000-comment translation's comments (whole, and the first
// page of 100), medians.
// Then the 2,000-link benchmark: 2,000 new comments linked one by one to one translation; the
// last links against the first ones (medians of the first and last 100).
// Budgets: first rows <= 1.1x the 3-app time, all rows <= 2x, GET first page <= 20 ms, last
// links <= 2x the first ones. Writes bench/results/scale.json with the load average; exits
// non-zero on a failed budget only on a quiet machine (bench/lib/quietMachine.mjs).
// SCALE_RUNS (default 5), SCALE_APPS, SCALE_LANDINGS, SCALE_COMMENTS, SCALE_LINKS scale it down.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { budgetExitCode, machineLoad } from './lib/quietMachine.mjs';
import { callApi, logIn, prepareSession, startServer } from './support/server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const runs = Number(process.env.SCALE_RUNS ?? 5);
const scale = {
  apps: Number(process.env.SCALE_APPS ?? 10_000),
  landings: Number(process.env.SCALE_LANDINGS ?? 2_000),
  comments: Number(process.env.SCALE_COMMENTS ?? 2_000),
  links: Number(process.env.SCALE_LINKS ?? 2_000),
};
const budget = { firstRowsRatio: 1.1, allRowsRatio: 2, firstPageMs: 20, lastLinkRatio: 2 };

const round = (ms) => Math.round(ms * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A server on the demo data plus `seed` (apps, landings, comments) written while it is stopped. */
export async function seededServer(seed) {
  const dataDir = mkdtempSync(join(tmpdir(), 'landing-scale-'));
  // The first start migrates and seeds the demo; the seed goes in while the server is stopped.
  await (await startServer({ dataDir })).stop();
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(here, 'support/seedScale.ts'),
      dataDir,
      String(seed.apps),
      String(seed.landings),
      String(seed.comments),
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const seeded = JSON.parse(out.trim().split('\n').at(-1));
  const server = await startServer({ dataDir });
  return {
    ...server,
    seeded,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function visitApps(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await prepareSession(page, baseUrl, true);
    await page.addInitScript(() => {
      const marks = {};
      window.__scaleMarks = marks;
      const check = () => {
        if (
          marks.firstRow === undefined &&
          document.querySelector('main table tbody tr[aria-rowindex]')
        ) {
          marks.firstRow = performance.now();
        }
        const main = document.querySelector('main[data-state]');
        if (marks.allRows === undefined && main?.getAttribute('data-state') === 'ready') {
          marks.allRows = performance.now();
          marks.rows = main.querySelector('table')?.getAttribute('aria-rowcount');
        }
      };
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
    await page.goto(`${baseUrl}/apps`);
    await page.waitForFunction(() => window.__scaleMarks.allRows !== undefined, null, {
      timeout: 120_000,
    });
    return await page.evaluate(() => window.__scaleMarks);
  } finally {
    await context.close();
  }
}

async function timeGet(baseUrl, accessToken, path, times = 15) {
  const durations = [];
  let bytes = 0;
  for (let run = 0; run < times; run += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'identity' },
    });
    const body = await response.arrayBuffer();
    durations.push(performance.now() - started);
    bytes = body.byteLength;
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  }
  return { medianMs: round(median(durations)), bytes };
}

/** Links `count` new comments one by one to `contentId`; each link's time, in order. */
async function linkComments(baseUrl, accessToken, { contentId, localeId, commentatorId }, count) {
  const created = [];
  for (let start = 0; start < count; start += 100) {
    const size = Math.min(100, count - start);
    const comments = Array.from({ length: size }, (_, index) => ({
      text: `Linked comment ${start + index + 1}`,
      stars: 5,
      countRated: 1,
      commentatorId,
      langId: localeId,
    }));
    const answer = await callApi(baseUrl, accessToken, 'POST', '/api/comments/batch', {
      comments,
    });
    created.push(...answer.map((comment) => comment.id));
  }
  const durations = [];
  for (const commentId of created) {
    const started = performance.now();
    await callApi(
      baseUrl,
      accessToken,
      'POST',
      `/api/launcher-content/${contentId}/comments/${commentId}`,
    );
    durations.push(performance.now() - started);
  }
  return durations;
}

export async function benchScale() {
  const { chromiumPath, chromiumArgs } = await tsImport('../scripts/chromium.ts', import.meta.url);
  const before = machineLoad();
  const servers = {};
  let browser;
  try {
    servers.small = await seededServer({ apps: 2, landings: 0, comments: 0 });
    servers.large = await seededServer(scale);
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    const names = ['small', 'large'];
    for (const name of names) await visitApps(browser, servers[name].baseUrl); // warm-up
    const visits = { small: [], large: [] };
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 === 0 ? names : [...names].reverse();
      for (const name of order) visits[name].push(await visitApps(browser, servers[name].baseUrl));
    }
    const { accessToken } = await logIn(servers.large.baseUrl);
    const { contentId } = servers.large.seeded;
    const gets = {
      appsFirstPage: await timeGet(servers.large.baseUrl, accessToken, '/api/pwa?limit=100'),
      appsWhole: await timeGet(servers.large.baseUrl, accessToken, '/api/pwa', 5),
      landingsFirstPage: await timeGet(
        servers.large.baseUrl,
        accessToken,
        '/api/landing?limit=100',
      ),
      landingsWhole: await timeGet(servers.large.baseUrl, accessToken, '/api/landing', 3),
      comments: await timeGet(
        servers.large.baseUrl,
        accessToken,
        `/api/launcher-content/${contentId}/comments`,
        5,
      ),
      // What Comments reads first (the list's version, its ETag, is the whole list's).
      commentsFirstPage: await timeGet(
        servers.large.baseUrl,
        accessToken,
        `/api/launcher-content/${contentId}/comments?limit=100`,
      ),
    };
    const links = await linkComments(
      servers.large.baseUrl,
      accessToken,
      servers.large.seeded,
      scale.links,
    );
    const window = Math.max(1, Math.min(100, Math.floor(links.length / 4)));
    const firstLinks = round(median(links.slice(0, window)));
    const lastLinks = round(median(links.slice(-window)));
    const after = machineLoad();

    const side = (name) => ({
      firstRowsMedianMs: round(median(visits[name].map((v) => v.firstRow))),
      allRowsMedianMs: round(median(visits[name].map((v) => v.allRows))),
      firstRowsMs: visits[name].map((v) => round(v.firstRow)),
      allRowsMs: visits[name].map((v) => round(v.allRows)),
      rowCount: Number(visits[name][0]?.rows ?? 0) - 1,
    });
    const small = side('small');
    const large = side('large');
    // Ratios pair by pair (run i of each), then their median.
    const pairRatio = (key) =>
      Math.round(median(visits.large.map((v, index) => v[key] / visits.small[index][key])) * 100) /
      100;
    const ratios = {
      firstRows: pairRatio('firstRow'),
      allRows: pairRatio('allRows'),
      lastLinks: Math.round((lastLinks / firstLinks) * 100) / 100,
    };
    const checks = {
      firstRows: ratios.firstRows <= budget.firstRowsRatio,
      allRows: ratios.allRows <= budget.allRowsRatio,
      firstPage: gets.appsFirstPage.medianMs <= budget.firstPageMs,
      lastLinks: ratios.lastLinks <= budget.lastLinkRatio,
    };
    return {
      measuredAt: new Date().toISOString(),
      scale,
      method: `${runs} interleaved signed-in cold loads of /apps per server after a warm-up, marks taken in the page (MutationObserver, performance.now from navigation start); GETs from node, uncompressed, medians; ${links.length} links one by one, medians of the first and last ${window}`,
      budget: `first rows <= ${budget.firstRowsRatio}x the 3-app time, all rows <= ${budget.allRowsRatio}x, GET /api/pwa?limit=100 <= ${budget.firstPageMs} ms, last links <= ${budget.lastLinkRatio}x the first`,
      loadAverage: { before: before.load, after: after.load, cores: after.cores },
      apps: { threeApps: small, large },
      ratios,
      gets,
      links: { count: links.length, firstMedianMs: firstLinks, lastMedianMs: lastLinks },
      checks,
      pass: Object.values(checks).every(Boolean),
      machine: { before, after },
    };
  } finally {
    await browser?.close();
    for (const server of Object.values(servers)) await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchScale();
  const { machine, ...written } = result;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/scale.json'), `${JSON.stringify(written, null, 2)}\n`);
  const { threeApps, large } = result.apps;
  console.log(
    `/apps first rows: ${large.firstRowsMedianMs} ms with ${large.rowCount} apps against ${threeApps.firstRowsMedianMs} ms with ${threeApps.rowCount} (ratio ${result.ratios.firstRows}, budget ${budget.firstRowsRatio})`,
  );
  console.log(
    `/apps all rows: ${large.allRowsMedianMs} ms against ${threeApps.allRowsMedianMs} ms (ratio ${result.ratios.allRows}, budget ${budget.allRowsRatio})`,
  );
  for (const [name, get] of Object.entries(result.gets)) {
    console.log(`GET ${name}: ${get.medianMs} ms, ${Math.round(get.bytes / 1024)} KiB`);
  }
  console.log(
    `links: first ${result.links.firstMedianMs} ms, last ${result.links.lastMedianMs} ms (ratio ${result.ratios.lastLinks}, budget ${budget.lastLinkRatio})`,
  );
  console.log(
    `load average before ${result.loadAverage.before}, after ${result.loadAverage.after}: ${
      result.pass
        ? 'PASS'
        : `FAIL (${Object.entries(result.checks)
            .filter(([, ok]) => !ok)
            .map(([name]) => name)
            .join(', ')})`
    }`,
  );
  process.exit(budgetExitCode(result.pass, machine.before, machine.after));
}
