import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` every 100 ms until it holds or `ms` pass; returns whether it held. */
export async function eventually(condition: () => Promise<boolean> | boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await wait(100);
  }
  return false;
}

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  alive: () => boolean;
  /** The process's resident set size now, in bytes (Linux /proc). */
  rss: () => number;
  /** CPU time the process used so far, user and system, in seconds (Linux /proc). */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
};

export const isAlive = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null;

/**
 * The real server (`src/main.ts`, as deployed) in a process of its own on a free loopback port:
 * for what only a separate process shows (it exits, its memory) and cannot harm the test runner.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(text)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${text}`)));
  });
  return {
    baseUrl,
    child,
    output: () => text,
    alive: () => isAlive(child),
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
    },
    cpuSeconds() {
      // Fields 14 and 15 after the command name: utime and stime, in clock ticks (100 a second).
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    async stop() {
      if (!isAlive(child)) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, wait(5_000)]);
      if (isAlive(child)) child.kill('SIGKILL');
    },
  };
}

/**
 * The largest resident set `server` reaches while `load` runs, minus where it started: sampled
 * every 20 ms, so a peak between samples could be missed but none that lasts.
 */
export async function rssGrowthDuring<T>(server: ServerProcess, load: () => Promise<T>) {
  const before = server.rss();
  let peak = before;
  const sampler = setInterval(() => {
    if (server.alive()) peak = Math.max(peak, server.rss());
  }, 20);
  try {
    const result = await load();
    peak = Math.max(peak, server.rss());
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/** The data directory a server process printed at start (`DATA_DIR=memory` makes a fresh one). */
export function dataDirOf(server: ServerProcess): string {
  const text = server.output();
  const found = /uploads in (\S+)/.exec(text)?.[1] ?? /PGlite in (\S+)/.exec(text)?.[1];
  if (!found) throw new Error(`no data directory in the server's output:\n${server.output()}`);
  return found;
}

/** Files under the upload spool of the server on `dataDir` (`<dataDir>/incoming`). */
export async function spooledFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'incoming'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}
