import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A loopback port nobody listens on now (the kernel's pick for port 0), so two test runs or a
 * developer's own PostgreSQL on the machine never collide with the throwaway cluster.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The newest installed PostgreSQL server's bin directory (Debian layout), if any. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  const bin = version && join(root, version, 'bin');
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}

function installWithApt() {
  console.log("Installing Debian's PostgreSQL server for the server tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
}

/** Runs a command as the unprivileged `postgres` user when we are root (initdb refuses root). */
function asPostgres(command, args) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return spawnSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/**
 * A throwaway cluster of the PostgreSQL in `bin`: initdb into a fresh temporary directory,
 * started on 127.0.0.1:`port` (no other socket), trusting local connections as `postgres`.
 * `stop` and `start` stop it (`-m immediate` by default: a crash, as the red team did) and start
 * it again on the same data; `remove` stops it and deletes its files.
 * Throws with PostgreSQL's own message when initdb or the first start fails.
 */
export function startCluster(bin, port) {
  const dir = mkdtempSync(join(tmpdir(), 'landing-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const pgCtl = (...args) => asPostgres(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const check = (what, result) => {
    if (result.status !== 0) throw new Error(`${what} failed: ${result.stderr || result.stdout}`);
  };
  const start = () =>
    check(
      'pg_ctl start',
      pgCtl('-w', '-l', join(dir, 'log'), '-o', `-p ${port} -h 127.0.0.1 -k ${dir} -F`, 'start'),
    );
  try {
    check(
      'initdb',
      asPostgres(join(bin, 'initdb'), ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8']),
    );
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: (mode = 'immediate') => check('pg_ctl stop', pgCtl('-w', '-m', mode, 'stop')),
    remove() {
      pgCtl('-w', '-m', 'immediate', 'stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, or the one TEST_DATABASE_URL names.
 * In CI it installs Debian's server when missing; elsewhere it uses one only if installed.
 * Returns undefined when none can be had.
 */
export async function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  let bin = findPostgresBin();
  if (!bin && process.env.CI && process.getuid?.() === 0) {
    installWithApt();
    bin = findPostgresBin();
  }
  if (!bin) return undefined;
  try {
    const cluster = startCluster(bin, await freePort());
    return { url: cluster.url, stop: () => cluster.remove() };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return undefined;
  }
}
