#!/usr/bin/env node
// DataTable render time in headless Chromium with 100 and with 10,000 rows (a production build
// of bench/datatable-page). Budget: the 10,000-row render within 2x the 100-row one.
// Writes bench/results/datatable.json; exits non-zero when the budget fails.
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const sizes = [100, 10_000];
const runsPerSize = 15;
const budgetRatio = 2;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (ms) => Math.round(ms * 100) / 100;

export async function buildPage(outDir) {
  await build({
    root: join(here, 'datatable-page'),
    configFile: false,
    logLevel: 'error',
    plugins: [react(), vanillaExtractPlugin()],
    build: { outDir, emptyOutDir: true },
  });
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the built page on a loopback port (module scripts do not load from file://). */
export function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    try {
      if (!file.startsWith(dir)) throw new Error('outside');
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

export async function benchDataTable() {
  const { chromiumPath, chromiumArgs } = await tsImport('../scripts/chromium.ts', import.meta.url);
  const outDir = mkdtempSync(join(tmpdir(), 'datatable-bench-'));
  let server;
  let browser;
  try {
    await buildPage(outDir);
    server = await serve(outDir);
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    await page.waitForFunction(() => typeof window.measureDataTable === 'function');

    const measure = (count) => page.evaluate((n) => window.measureDataTable(n), count);
    // Warm-up: JIT and style caches, not recorded.
    for (const count of sizes) await measure(count);

    const runs = Object.fromEntries(sizes.map((count) => [count, []]));
    // Interleaved, so drift on a shared machine hits both sizes alike.
    for (let run = 0; run < runsPerSize; run += 1) {
      for (const count of sizes) runs[count].push(await measure(count));
    }

    const summary = Object.fromEntries(
      sizes.map((count) => [
        `rows${count}`,
        {
          rows: count,
          renderMs: round(median(runs[count].map((r) => r.renderMs))),
          paintMs: round(median(runs[count].map((r) => r.paintMs))),
          renderedRows: runs[count][0].renderedRows,
          runsRenderMs: runs[count].map((r) => round(r.renderMs)),
        },
      ]),
    );
    const small = summary.rows100.renderMs;
    const large = summary.rows10000.renderMs;
    const ratio = round(large / small);
    return {
      measuredAt: new Date().toISOString(),
      method: `median of ${runsPerSize} interleaved runs after a warm-up; renderMs = React commit (flushSync) + forced layout; paintMs = until the next animation frame`,
      budget: `rows10000.renderMs <= ${budgetRatio} x rows100.renderMs`,
      ratio,
      pass: ratio <= budgetRatio,
      ...summary,
    };
  } finally {
    await browser?.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchDataTable();
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/datatable.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `DataTable render: 100 rows ${result.rows100.renderMs} ms, 10,000 rows ${result.rows10000.renderMs} ms ` +
      `(ratio ${result.ratio}, budget ${budgetRatio}x): ${result.pass ? 'PASS' : 'FAIL'}`,
  );
  process.exit(result.pass ? 0 : 1);
}
