// The editor as another team gets it: `pnpm pack` of packages/editor, installed with npm from
// the tarball into hosts generated OUTSIDE the workspace (a temporary folder), on a React 19
// minor other than the workspace's. `node --import tsx scripts/embedHosts.ts [vite] [next]`
// builds them (both by default); playwright.embed.config.ts serves them.
//   vite: examples/embed-host's files, type-checked with `skipLibCheck: false` (the package's
//         declarations must need nothing but React's types), then `vite build`.
//   next: examples/next-host (an app-router page, a Server Component importing the editor
//         through its `"use client"` entry), `next build`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A React 19 minor the workspace does not use (it is on 19.3). */
export const hostReact = '19.2.9';
const hostReactTypes = '~19.2.0';
const nextVersion = '16.4.6';

/** One folder per checkout, outside it, kept between runs so npm's cache is all it needs. */
export const embedHostsDir = join(
  tmpdir(),
  `landing-embed-hosts-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
);

/** apps/server on E2E_PORT + 10, the Vite host on + 11, the Next host on + 12. */
const basePort = Number(process.env.E2E_PORT ?? 4317);
export const embedPorts = { server: basePort + 10, vite: basePort + 11, next: basePort + 12 };
export const serverUrl = `http://127.0.0.1:${embedPorts.server}`;

const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => {
  console.log(`$ (${cwd}) ${command} ${args.join(' ')}`);
  execFileSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
};

const writeJson = (path: string, value: unknown) =>
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** `pnpm pack` of the built editor, as `landing-editor.tgz` in the hosts' folder. */
function packEditor(): string {
  const packDir = join(embedHostsDir, 'pack');
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  run('pnpm', ['pack', '--pack-destination', packDir], join(root, 'packages/editor'));
  const [tarball] = readdirSync(packDir).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  const target = join(embedHostsDir, 'landing-editor.tgz');
  cpSync(join(packDir, tarball), target);
  return target;
}

/** A fresh host folder (its node_modules kept, so a second run installs from what is there). */
function freshHost(name: string): string {
  const dir = join(embedHostsDir, name);
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) {
    if (entry !== 'node_modules') rmSync(join(dir, entry), { recursive: true, force: true });
  }
  return dir;
}

function npmInstall(dir: string) {
  // The tarball changes every build: install it anew, the rest from npm's cache where it can.
  rmSync(join(dir, 'node_modules', '@landing'), { recursive: true, force: true });
  rmSync(join(dir, 'package-lock.json'), { force: true });
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
}

const strictTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    // The package's declarations are checked too: they must need nothing but React's types.
    skipLibCheck: false,
    allowImportingTsExtensions: true,
    noEmit: true,
    types: [],
  },
  include: ['src'],
};

function buildViteHost(tarball: string) {
  const example = join(root, 'examples/embed-host');
  const dir = freshHost('vite');
  for (const entry of ['index.html', 'vite.config.ts', 'src']) {
    cpSync(join(example, entry), join(dir, entry), { recursive: true });
  }
  const manifest = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  writeJson(join(dir, 'package.json'), {
    name: 'landing-embed-vite-host',
    private: true,
    type: 'module',
    dependencies: {
      '@landing/editor': `file:${tarball}`,
      react: hostReact,
      'react-dom': hostReact,
    },
    devDependencies: {
      ...manifest.devDependencies,
      typescript: '5.9.3',
      '@types/react': hostReactTypes,
      '@types/react-dom': hostReactTypes,
    },
  });
  writeJson(join(dir, 'tsconfig.json'), strictTsconfig);
  npmInstall(dir);
  run('npx', ['tsc', '-p', 'tsconfig.json'], dir);
  run('npx', ['vite', 'build'], dir);
}

function buildNextHost(tarball: string) {
  const dir = freshHost('next');
  cpSync(join(root, 'examples/next-host'), dir, { recursive: true });
  writeJson(join(dir, 'package.json'), {
    name: 'landing-embed-next-host',
    private: true,
    dependencies: {
      '@landing/editor': `file:${tarball}`,
      next: nextVersion,
      react: hostReact,
      'react-dom': hostReact,
    },
    devDependencies: {
      typescript: '5.9.3',
      '@types/node': '^20.19.0',
      '@types/react': hostReactTypes,
      '@types/react-dom': hostReactTypes,
    },
  });
  npmInstall(dir);
  run('npx', ['next', 'build'], dir, { API_PROXY_TARGET: serverUrl });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2);
  const hosts = wanted.length > 0 ? wanted : ['vite', 'next'];
  mkdirSync(embedHostsDir, { recursive: true });
  const tarball = packEditor();
  for (const host of hosts) {
    const t0 = Date.now();
    if (host === 'vite') buildViteHost(tarball);
    else if (host === 'next') buildNextHost(tarball);
    else throw new Error(`Unknown host "${host}": vite or next`);
    console.log(`--- ${host} host built in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }
}
