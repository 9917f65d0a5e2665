import { hostname } from 'node:os';
import { join } from 'node:path';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

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
        if (errorCode(error) !== 'EEXIST' || attempt > 2) throw lockedError(dataDir, path, error);
        const holder = readHolder(path);
        const stale = holder ? holder.host === mine.host && !isAlive(holder.pid) : false;
        if (!stale || !removeStale(path, holder, `${draft}.stale`)) {
          throw lockedError(dataDir, path, error);
        }
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

const sameHolder = (a: Holder | undefined, b: Holder | undefined) =>
  a !== undefined && b !== undefined && a.pid === b.pid && a.startedAt === b.startedAt;

/**
 * Moves the stale lock `holder` out of the way, atomically: a rename takes the file at `path`
 * away from every other starter. If what it took is not that stale lock (another starter took
 * over in between, and this one moved its fresh lock), it is put back. Returns whether `path`
 * is free to link now. Unlinking by name instead let two starters that both saw the stale lock
 * each delete it, the second deleting the first one's new lock, and both held the directory.
 */
function removeStale(path: string, holder: Holder | undefined, grave: string): boolean {
  try {
    renameSync(path, grave);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return true; // already moved by another starter
    throw error;
  }
  if (sameHolder(readHolder(grave), holder)) {
    unlinkSync(grave);
    return true;
  }
  try {
    linkSync(grave, path);
  } finally {
    unlinkSync(grave);
  }
  return false;
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
