#!/usr/bin/env node
// What a host downloads and ships to embed an editor, ours beside two open-source page editors
// (issue 27): the npm tarball (`pnpm pack` of packages/editor; `npm pack` of Puck and GrapesJS
// from the registry, already gzipped), and the gzip (level 9) of the JS and CSS a host bundles:
// ours is dist/ as built (everything but React); theirs is a minified Vite library build of an
// entry importing the editor and its stylesheet, their dependencies bundled, React external as
// for ours. Installs the two with npm into a folder outside the workspace (kept between runs).
// Needs `pnpm --filter @landing/editor build` first (bench/run.mjs does it). Writes
// bench/results/embed-size.json.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const editorDist = join(root, 'packages/editor/dist');
const work = join(tmpdir(), 'landing-bench-embed-size');

/** The page editors compared, at the versions measured, with their entry and stylesheet. */
const others = [
  {
    name: 'Puck',
    pkg: '@measured/puck',
    version: '0.20.2',
    entry: "export { Puck, Render } from '@measured/puck';\nimport '@measured/puck/puck.css';\n",
  },
  {
    name: 'GrapesJS',
    pkg: 'grapesjs',
    version: '0.23.6',
    entry: "export { default } from 'grapesjs';\nimport 'grapesjs/dist/css/grapes.min.css';\n",
  },
];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipOf = (files) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
const filesIn = (dir, pattern) =>
  readdirSync(dir)
    .filter((name) => pattern.test(name))
    .map((name) => join(dir, name));

function tarballBytes(dir) {
  const [tarball] = readdirSync(dir).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`no tarball in ${dir}`);
  return statSync(join(dir, tarball)).size;
}

function measureOurs() {
  if (!existsSync(join(editorDist, 'index.js'))) {
    throw new Error('No editor build: run `pnpm --filter @landing/editor build` first.');
  }
  const packDir = join(work, 'pack-ours');
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  execFileSync('pnpm', ['pack', '--pack-destination', packDir], {
    cwd: join(root, 'packages/editor'),
    stdio: 'ignore',
  });
  const js = filesIn(editorDist, /\.js$/);
  const css = filesIn(editorDist, /\.css$/);
  return {
    name: '@landing/editor',
    tarballKb: kb(tarballBytes(packDir)),
    shippedJsGzipKb: kb(gzipOf(js)),
    shippedCssGzipKb: kb(gzipOf(css)),
    firstLoadGzipKb: kb(gzipOf([join(editorDist, 'index.js'), ...css])),
  };
}

async function measureOther({ name, pkg, version, entry }) {
  const dir = join(work, name.toLowerCase());
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: `bench-${name.toLowerCase()}`,
        private: true,
        type: 'module',
        dependencies: { [pkg]: version, react: '19.2.0', 'react-dom': '19.2.0' },
      },
      null,
      2,
    )}\n`,
  );
  const npm = (args) => execFileSync('npm', args, { cwd: dir, stdio: 'ignore' });
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
  const packDir = join(dir, 'pack');
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir);
  npm(['pack', `${pkg}@${version}`, '--pack-destination', packDir, '--prefer-offline']);

  writeFileSync(join(dir, 'entry.js'), entry);
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      cssCodeSplit: false,
      lib: {
        entry: join(dir, 'entry.js'),
        formats: ['es'],
        fileName: 'index',
        cssFileName: 'style',
      },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const js = filesIn(outDir, /\.js$/);
  const css = filesIn(outDir, /\.css$/);
  return {
    name: `${pkg}@${version}`,
    tarballKb: kb(tarballBytes(packDir)),
    shippedJsGzipKb: kb(gzipOf(js)),
    shippedCssGzipKb: kb(gzipOf(css)),
  };
}

export async function measureEmbedSize() {
  mkdirSync(work, { recursive: true });
  const ours = measureOurs();
  const theirs = [];
  for (const other of others) theirs.push(await measureOther(other));
  return {
    measuredAt: new Date().toISOString(),
    method:
      'tarball: pnpm/npm pack; shipped: gzip -9 of the JS and CSS a host bundles, React external',
    editors: [ours, ...theirs],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureEmbedSize();
  console.table(result.editors);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/embed-size.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}
