import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 54329;

function findBin() {
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
 * A throwaway PostgreSQL cluster on a loopback port, or the one TEST_DATABASE_URL names.
 * In CI it installs Debian's server when missing; elsewhere it uses one only if installed.
 * Returns undefined when none can be had.
 */
export function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  let bin = findBin();
  if (!bin && process.env.CI && process.getuid?.() === 0) {
    installWithApt();
    bin = findBin();
  }
  if (!bin) return undefined;

  const dir = mkdtempSync(join(tmpdir(), 'landing-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const init = asPostgres(join(bin, 'initdb'), [
    '-D',
    data,
    '--auth=trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
  ]);
  if (init.status !== 0) {
    console.error(init.stderr);
    return undefined;
  }
  const start = asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -F`,
    'start',
  ]);
  if (start.status !== 0) {
    console.error(start.stderr || start.stdout);
    return undefined;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
