#!/usr/bin/env node
// Gzip weight of the production build: the JS the first page loads (the entry and everything
// index.html preloads) and every lazy chunk. Writes bench/results/bundle.json.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');

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
  return {
    measuredAt: new Date().toISOString(),
    firstPageJsGzipKb: sum(initial),
    lazyJsGzipKb: sum(lazy),
    initial: initial.map(({ file, gzipKb }) => ({ file, gzipKb })),
    lazy: lazy.map(({ file, gzipKb }) => ({ file, gzipKb })),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measureBundle();
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `first page JS: ${result.firstPageJsGzipKb} kB gzip; ${result.lazy.length} lazy chunks, ${result.lazyJsGzipKb} kB gzip`,
  );
}
