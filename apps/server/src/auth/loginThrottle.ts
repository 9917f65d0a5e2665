/** How many failed logins a window allows before answering 429. */
export type LoginLimits = { perAccount: number; perAddress: number; windowSeconds: number };

export const defaultLoginLimits: LoginLimits = {
  perAccount: 5,
  perAddress: 20,
  windowSeconds: 15 * 60,
};

export type LoginThrottle = {
  /** Seconds to wait before this account or address may try again; 0 when it may try now. */
  retryAfter(email: string, address: string): number;
  recordFailure(email: string, address: string): void;
  /** A correct password clears the account's failures (not the address's). */
  recordSuccess(email: string): void;
};

// Beyond this many tracked keys, expired ones are swept so a spray of addresses cannot grow it.
const sweepAbove = 10_000;

/**
 * Failed logins per account (its lower-cased email, known or not, so a 429 tells nothing about
 * which emails exist) and per client address, in a sliding window, in memory: one server process.
 */
export function createLoginThrottle(
  limits: LoginLimits = defaultLoginLimits,
  now: () => number = Date.now,
): LoginThrottle {
  const failures = new Map<string, number[]>();
  const windowMs = limits.windowSeconds * 1000;

  const recent = (key: string) => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  const waitFor = (key: string, limit: number) => {
    const times = recent(key);
    if (times.length < limit) return 0;
    // Free again when the oldest failure that keeps it at the limit leaves the window.
    const freedAt = times[times.length - limit]! + windowMs;
    return Math.max(1, Math.ceil((freedAt - now()) / 1000));
  };

  const sweep = () => {
    if (failures.size <= sweepAbove) return;
    for (const key of [...failures.keys()]) recent(key);
  };

  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;

  return {
    retryAfter: (email, address) =>
      Math.max(
        waitFor(accountKey(email), limits.perAccount),
        waitFor(addressKey(address), limits.perAddress),
      ),
    recordFailure(email, address) {
      sweep();
      for (const key of [accountKey(email), addressKey(address)]) {
        failures.set(key, [...recent(key), now()]);
      }
    },
    recordSuccess(email) {
      failures.delete(accountKey(email));
    },
  };
}
