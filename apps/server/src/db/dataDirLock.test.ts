import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLocked, lockDataDir } from './dataDirLock.ts';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];

const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'landing-lock-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid ?? 0;

type Started = { child: ChildProcess; url: string } | { child: ChildProcess; exitCode: number };

/** `node src/main.ts` on `dataDir`: its URL once it listens, or its exit code if it stops. */
function startServer(dataDir: string, output: { text: string }): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output.text += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output.text)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ child, exitCode: code ?? -1 }));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('the data directory lock', () => {
  it('refuses a second holder while the first holds it, and frees it on release', () => {
    const dir = freshDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another server (pid ${process.pid}`);
    first.release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = freshDir();
    const lockFile = join(dir, 'server.lock');
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: deadPid(), host: hostname(), startedAt: 'earlier' }),
    );

    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('never takes over a lock held from another host (its process cannot be checked)', () => {
    const dir = freshDir();
    writeFileSync(
      join(dir, 'server.lock'),
      JSON.stringify({ pid: deadPid(), host: 'elsewhere.example', startedAt: 'earlier' }),
    );
    expect(() => lockDataDir(dir)).toThrow(/on elsewhere\.example/);
  });

  it('a second server on the same DATA_DIR refuses to start; after the first is killed, a new one starts', async () => {
    const dir = freshDir();
    const firstOutput = { text: '' };
    const first = await startServer(dir, firstOutput);
    if (!('url' in first)) throw new Error(`the first server stopped:\n${firstOutput.text}`);

    const secondOutput = { text: '' };
    const second = await startServer(dir, secondOutput);
    expect(second).toMatchObject({ exitCode: 1 });
    expect(secondOutput.text).toContain(
      `DATA_DIR ${dir} is in use by another server (pid ${first.child.pid}`,
    );
    expect(secondOutput.text).not.toMatch(/\n\s+at /);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    // Killed without a chance to clean up: its lock is stale and the next server takes it.
    first.child.kill('SIGKILL');
    await exited(first.child);
    const thirdOutput = { text: '' };
    const third = await startServer(dir, thirdOutput);
    if (!('url' in third)) throw new Error(`the third server stopped:\n${thirdOutput.text}`);
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);

    // A clean stop releases the lock.
    third.child.kill('SIGTERM');
    expect(await exited(third.child)).toBe(0);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  }, 120_000);

  it('two starters racing for one stale lock: exactly one holds it, 100 times in a row', async () => {
    // Two processes, each taking the lock of trial n's directory as soon as `go-n` appears:
    // both read the same stale lock within a millisecond (the red team's tight loop).
    const root = freshDir();
    const trials = 100;
    const gone = deadPid();
    for (let n = 0; n < trials; n++) {
      mkdirSync(join(root, `dir-${n}`));
      writeFileSync(
        join(root, `dir-${n}`, 'server.lock'),
        JSON.stringify({ pid: gone, host: hostname(), startedAt: 'earlier' }),
      );
    }
    const script = `
      const fs = require('node:fs');
      const pause = new Int32Array(new SharedArrayBuffer(4));
      import(${JSON.stringify(new URL('./dataDirLock.ts', import.meta.url).href)}).then(({ lockDataDir }) => {
        console.log('ready');
        for (let n = 0; n < ${trials}; n++) {
          while (!fs.existsSync(${JSON.stringify(root)} + '/go-' + n)) Atomics.wait(pause, 0, 0, 1);
          let result = 'held';
          try { lockDataDir(${JSON.stringify(root)} + '/dir-' + n); }
          catch (error) { result = error.constructor.name === 'DataDirLocked' ? 'locked' : 'failed ' + error.message; }
          console.log(n + ' ' + result);
        }
        setInterval(() => {}, 60_000); // holds its locks until killed
      });`;
    const results = new Map<number, string[]>();
    let ready = 0;
    const contenders = [0, 1].map(() => {
      const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: serverDir });
      children.push(child);
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const lines = text.split('\n');
        text = lines.pop() ?? '';
        for (const line of lines) {
          if (line === 'ready') ready++;
          const [n, result] = line.split(' ', 2);
          if (result) results.set(Number(n), [...(results.get(Number(n)) ?? []), result]);
        }
      });
      return child;
    });
    const until = async (condition: () => boolean) => {
      while (!condition()) {
        if (contenders.some((child) => child.exitCode !== null))
          throw new Error('a contender ended');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await until(() => ready === 2);
    for (let n = 0; n < trials; n++) {
      writeFileSync(join(root, `go-${n}`), '');
      await until(() => (results.get(n)?.length ?? 0) === 2);
    }
    const bothHeld = [...results.values()].filter((pair) => pair.every((r) => r === 'held'));
    const outcomes = [...results.values()].map((pair) => [...pair].sort().join('+'));
    console.log(`stale lock race: both held in ${bothHeld.length} of ${trials}`);
    expect(outcomes).toEqual(Array(trials).fill('held+locked'));
  }, 120_000);
});
