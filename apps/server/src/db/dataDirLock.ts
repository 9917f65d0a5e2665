import { hostname } from 'node:os';
import { join } from 'node:path';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** Another live server holds the data directory. */
export class DataDirLocked extends Error {}

type Holder = { pid: number; host: string; startedAt: string };

const LOCK_FILE = 'server.lock';

const readHolder = (path: string): Holder | undefined => {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host, startedAt: String(holder.startedAt) }
      : undefined;
  } catch {
    return undefined;
  }
};

/** Whether the process still runs; EPERM means it runs under another user. */
const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Takes `dataDir/server.lock` for this process, or throws DataDirLocked naming the holder.
 * The file is written whole under a temporary name and hard-linked into place, so it appears
 * atomically with its content (no reader ever sees an empty lock). A lock whose process is gone
 * (killed, crashed) is stale and taken over; one held from another host cannot be checked and
 * is never taken over. `release` removes the file if it is still ours; it also runs on exit.
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const draft = join(dataDir, `${LOCK_FILE}.${process.pid}.${Date.now()}`);
  writeFileSync(draft, JSON.stringify(mine));
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, path);
        break;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST' || attempt > 0) throw lockedError(dataDir, path, error);
        const holder = readHolder(path);
        const stale = holder ? holder.host === mine.host && !isAlive(holder.pid) : false;
        if (!stale) throw lockedError(dataDir, path, error);
        unlinkSync(path);
      }
    }
  } finally {
    unlinkSync(draft);
  }

  const release = () => {
    const holder = readHolder(path);
    if (holder?.pid === mine.pid && holder.startedAt === mine.startedAt) unlinkSync(path);
    process.off('exit', release);
  };
  process.on('exit', release);
  return { release };
}

function lockedError(dataDir: string, path: string, cause: unknown): Error {
  if (errorCode(cause) !== 'EEXIST') return cause as Error;
  const holder = readHolder(path);
  const who = holder
    ? `another server (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt})`
    : 'another server';
  return new DataDirLocked(
    `DATA_DIR ${dataDir} is in use by ${who}. Two servers on one data directory would ` +
      `overwrite each other's data: stop the other server or give this one another DATA_DIR. ` +
      `If no server is running there, delete ${path}.`,
  );
}
