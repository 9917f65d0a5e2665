import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createLimiter } from './limiter.ts';

const keyLength = 64;

// scrypt runs on libuv's thread pool (4 threads), which file reads share: a flood of logins
// must not take every thread, so at most two hashes run at once and the rest queue.
const hashing = createLimiter(2);

let started = 0;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise((resolve, reject) => {
        started++;
        scrypt(password, salt, keyLength, { N: 16384, r: 8, p: 1 }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Hashes started so far and the most ever run at once: what the tests check. */
export const hashingStats = () => ({ started, peak: hashing.stats().peak });

/** `scrypt$<salt>$<key>`, both base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against the user's hash, or against a throwaway hash when there is no such
 * user, so an unknown email costs the same scrypt as a known one (no timing tells them apart).
 */
export async function verifyUserPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  if (stored !== undefined) return verifyPassword(password, stored);
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  await verifyPassword(password, await dummyHash);
  return false;
}
