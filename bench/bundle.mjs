#!/usr/bin/env node
// Gzip weight of the production build: the JS the first page loads (the entry and everything
// index.html preloads) and every lazy chunk; the console's first load with and without the
// editor's chunks (those whose source map names packages/editor); and the editor's own library
// build when packages/editor/dist exists; and what /login and /apps really load in Chromium
// against the real server (`routes`). Writes bench/results/bundle.json.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureRouteFirstLoads } from './support/routeFirstLoad.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const editorDist = join(root, 'packages/editor/dist');

/** Whether a chunk's source map lists a file of packages/editor. */
function holdsEditorCode(file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return false;
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  return sources.some((source) => /packages\/editor\/src\//.test(source));
}

export function measureBundle() {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('No production build: run `pnpm build` first.');
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initialFiles = new Set(
    [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  const gzipKb = (file) =>
    Math.round((gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024) * 10) / 10;

  const chunks = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .map((file) => ({ file, gzipKb: gzipKb(file), initial: initialFiles.has(file) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);

  const initial = chunks.filter((chunk) => chunk.initial);
  const lazy = chunks.filter((chunk) => !chunk.initial);
  const sum = (list) => Math.round(list.reduce((total, c) => total + c.gzipKb, 0) * 10) / 10;
  const editorChunks = lazy.filter((chunk) => holdsEditorCode(chunk.file));
  const library = (file) =>
    existsSync(join(editorDist, file))
      ? Math.round(
          (gzipSync(readFileSync(join(editorDist, file)), { level: 9 }).length / 1024) * 10,
        ) / 10
      : null;
  return {
    measuredAt: new Date().toISOString(),
    firstPageJsGzipKb: sum(initial),
    lazyJsGzipKb: sum(lazy),
    editor: {
      /** Must stay false: the editor is a lazy route chunk. */
      inFirstLoad: initial.some((chunk) => holdsEditorCode(chunk.file)),
      chunks: editorChunks.map(({ file, gzipKb }) => ({ file, gzipKb })),
      firstLoadWithoutEditorGzipKb: sum(initial),
      firstLoadWithEditorGzipKb: Math.round((sum(initial) + sum(editorChunks)) * 10) / 10,
      /** `pnpm --filter @landing/editor build`: everything but React, for other hosts. */
      libraryJsGzipKb: library('index.js'),
      libraryCssGzipKb: library('style.css'),
    },
    initial: initial.map(({ file, gzipKb }) => ({ file, gzipKb })),
    lazy: lazy.map(({ file, gzipKb }) => ({ file, gzipKb })),
  };
}

/**
 * Issue 17's budgets for a page's first load, and the same measurement before the work on it
 * (main at d59ffc8: one entry chunk with arktype, Radix Toast and the UI kit's whole stylesheet).
 */
const FIRST_LOAD_BUDGETS = {
  '/login': { jsGzipKb: 150, transferKib: 220 },
  '/apps': { jsGzipKb: 203.8 },
};
const BEFORE_ISSUE_17 = {
  '/login': { jsGzipKb: 188.9, cssGzipKb: 5.1, transferKib: 175.3 },
  '/apps': { jsGzipKb: 203.8, cssGzipKb: 5.5, transferKib: 190.8 },
};

/** The budgets a page's first load exceeds, as `metric: measured > budget` lines. */
const overBudget = (path, load) =>
  Object.entries(FIRST_LOAD_BUDGETS[path] ?? {})
    .filter(([metric, budget]) => load[metric] > budget)
    .map(([metric, budget]) => `${path} ${metric}: ${load[metric]} > ${budget}`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const measured = { ...measureBundle(), routes: await measureRouteFirstLoads() };
  const over = Object.entries(measured.routes).flatMap(([path, load]) => overBudget(path, load));
  const result = {
    ...measured,
    firstLoadBudgets: FIRST_LOAD_BUDGETS,
    overBudget: over,
    /** Measured the same way on a build of d59ffc8. */
    beforeIssue17: BEFORE_ISSUE_17,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `first page JS: ${result.firstPageJsGzipKb} kB gzip; ${result.lazy.length} lazy chunks, ${result.lazyJsGzipKb} kB gzip`,
  );
  for (const [path, load] of Object.entries(result.routes)) {
    console.log(
      `${path} first load: ${load.jsGzipKb} kB JS gzip in ${load.js.length} file(s), ${load.cssGzipKb} kB CSS gzip in ${load.css.length}; ${load.transferKib} KiB transferred in ${load.requests} requests`,
    );
  }
  for (const line of over) console.error(`over budget: ${line}`);
  if (over.length > 0) process.exitCode = 1;
  const { editor } = result;
  console.log(
    `editor: ${editor.inFirstLoad ? 'IN the first load' : 'not in the first load'}; first load ${editor.firstLoadWithoutEditorGzipKb} kB without, ${editor.firstLoadWithEditorGzipKb} kB with its ${editor.chunks.length} chunk(s); library ${editor.libraryJsGzipKb ?? '-'} kB JS + ${editor.libraryCssGzipKb ?? '-'} kB CSS gzip`,
  );
}
