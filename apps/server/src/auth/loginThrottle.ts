import type { Database } from '../db/database.ts';

/** How many login attempts a window allows before answering 429, and the account's delays. */
export type LoginLimits = {
  /** Attempts at one account from one address. */
  perAccount: number;
  /** Attempts from one address over any accounts. */
  perAddress: number;
  windowSeconds: number;
  /** From this many attempts at an account (any addresses), each next one waits 1 s, 2 s, 4 s … */
  accountDelayAfter: number;
  /** … up to this many seconds. */
  maxAccountDelaySeconds: number;
};

export const defaultLoginLimits: LoginLimits = {
  perAccount: 5,
  perAddress: 20,
  windowSeconds: 15 * 60,
  accountDelayAfter: 10,
  maxAccountDelaySeconds: 30,
};

export type LoginThrottle = {
  /**
   * Counts an attempt before its password is checked (so that parallel attempts cannot all pass
   * one check), when the account from this address, the address and the account's delay allow
   * it: returns 0. Otherwise counts nothing and returns the seconds to wait.
   */
  claim(email: string, address: string): Promise<number>;
  /** A correct password clears the account's counts and takes its attempt off the address's. */
  recordSuccess(email: string, address: string): Promise<void>;
};

type CounterRow = { key: string; attempts: number; window_start: Date; next_at: Date };

// Rows whose window and delay are over are deleted at most this often (per server).
const sweepEveryMs = 60_000;

/**
 * Login attempts per account from one address, per address, and per account from anywhere (a
 * delay growing with its attempts, never a lockout: an attacker cannot lock the operator out),
 * in the `login_throttle` table, so that every server on the database shares them. Accounts are
 * keyed by lower-cased email, known or not, so a 429 tells nothing about which emails exist.
 */
export function createLoginThrottle(
  db: Database,
  limits: LoginLimits = defaultLoginLimits,
  now: () => number = Date.now,
): LoginThrottle {
  const windowMs = limits.windowSeconds * 1000;
  let sweptAt = 0;

  const keysOf = (email: string, address: string) => {
    const account = email.trim().toLowerCase();
    return {
      account: `account:${account}`,
      address: `address:${address}`,
      pair: `pair:${account}|${address}`,
    };
  };

  const sweep = async (time: number) => {
    if (time - sweptAt < sweepEveryMs) return;
    sweptAt = time;
    await db.query('delete from login_throttle where window_start <= $1 and next_at <= $2', [
      new Date(time - windowMs),
      new Date(time),
    ]);
  };

  async function claim(email: string, address: string): Promise<number> {
    const time = now();
    await sweep(time);
    const keys = keysOf(email, address);
    return db.transaction(async (tx) => {
      // Every transaction inserts and locks the rows in one order (by key): no deadlocks.
      const sorted = Object.values(keys).sort();
      for (const key of sorted) {
        await tx.query(
          `insert into login_throttle (key, attempts, window_start, next_at)
           values ($1, 0, $2, $2) on conflict (key) do nothing`,
          [key, new Date(time)],
        );
      }
      const rows = await tx.query<CounterRow>(
        'select * from login_throttle where key = any($1::text[]) order by key for update',
        [sorted],
      );
      const counters = new Map(
        rows.map((row) => {
          const expired = row.window_start.getTime() + windowMs <= time;
          const counter = {
            attempts: expired ? 0 : row.attempts,
            windowStart: expired ? time : row.window_start.getTime(),
            nextAt: row.next_at.getTime(),
          };
          return [row.key, counter];
        }),
      );
      const counter = (key: string) => {
        const found = counters.get(key);
        if (!found) throw new Error(`login_throttle row ${key} missing`);
        return found;
      };
      const fullUntil = (key: string, limit: number) => {
        const { attempts, windowStart } = counter(key);
        return attempts >= limit ? windowStart + windowMs : 0;
      };
      const freeAt = Math.max(
        fullUntil(keys.pair, limits.perAccount),
        fullUntil(keys.address, limits.perAddress),
        counter(keys.account).nextAt,
      );
      if (freeAt > time) return Math.max(1, Math.ceil((freeAt - time) / 1000));

      const account = counter(keys.account);
      const accountAttempts = account.attempts + 1;
      const beyond = accountAttempts - limits.accountDelayAfter;
      const delaySeconds = beyond < 0 ? 0 : Math.min(2 ** beyond, limits.maxAccountDelaySeconds);
      for (const key of sorted) {
        const { attempts, windowStart } = counter(key);
        await tx.query(
          'update login_throttle set attempts = $2, window_start = $3, next_at = $4 where key = $1',
          [
            key,
            attempts + 1,
            new Date(windowStart),
            new Date(key === keys.account ? time + delaySeconds * 1000 : time),
          ],
        );
      }
      return 0;
    });
  }

  async function recordSuccess(email: string, address: string) {
    const keys = keysOf(email, address);
    // One row a statement, outside a transaction: nothing to order against claims' locks.
    await db.query('delete from login_throttle where key = $1', [keys.account]);
    await db.query('delete from login_throttle where key = $1', [keys.pair]);
    await db.query(
      'update login_throttle set attempts = greatest(attempts - 1, 0) where key = $1',
      [keys.address],
    );
  }

  return { claim, recordSuccess };
}
