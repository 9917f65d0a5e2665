import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { unique } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';
import { createLoginThrottle, defaultLoginLimits } from './loginThrottle.ts';

// Over the test database (PGlite, or PostgreSQL in that pass): the counts live in a table.
// Every test uses emails and addresses of its own, so the shared table needs no cleaning.
let db: Database;
beforeAll(async () => {
  db = (await startTestServer()).db;
});

function clock() {
  let time = Date.UTC(2026, 0, 1);
  return { now: () => time, advance: (seconds: number) => (time += seconds * 1000) };
}

const address = () => `10.${unique('')}`;

describe('login throttle', () => {
  it('lets an account try 5 times from one address, whatever the case of its email, then makes that address wait out the window', async () => {
    const { now, advance } = clock();
    const throttle = createLoginThrottle(db, defaultLoginLimits, now);
    const email = `${unique('ann')}@example.com`;
    const from = address();
    for (let i = 0; i < 5; i++) expect(await throttle.claim(email.toUpperCase(), from)).toBe(0);
    advance(60);
    // The window began with the first attempt: 900 s after it is 840 s from now.
    expect(await throttle.claim(email, from)).toBe(840);
    advance(840);
    expect(await throttle.claim(email, from)).toBe(0);
  });

  it('counts each attempt before the check: of 100 at once exactly 5 may be checked', async () => {
    const throttle = createLoginThrottle(db);
    const email = `${unique('burst')}@example.com`;
    const from = address();
    const waits = await Promise.all(Array.from({ length: 100 }, () => throttle.claim(email, from)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('another address may still try the account, after a delay that grows with its failures', async () => {
    const { now, advance } = clock();
    const throttle = createLoginThrottle(db, defaultLoginLimits, now);
    const email = `${unique('bob')}@example.com`;
    const [first, second] = [address(), address()];
    for (let i = 0; i < 5; i++) expect(await throttle.claim(email, first)).toBe(0);
    expect(await throttle.claim(email, first)).toBeGreaterThan(800);
    // One address's 5 failures do not delay the account for anyone else.
    for (let i = 0; i < 5; i++) expect(await throttle.claim(email, second)).toBe(0);
    // The 10th set a 1 s delay for the account; the operator elsewhere waits only that.
    expect(await throttle.claim(email, address())).toBe(1);
    advance(1);
    expect(await throttle.claim(email, address())).toBe(0);
    // Now 2 s, then 4 s, …, at most 30 s: an attacker with many addresses is slowed, never
    // able to lock the account for long.
    expect(await throttle.claim(email, address())).toBe(2);
    advance(2);
    expect(await throttle.claim(email, address())).toBe(0);
    expect(await throttle.claim(email, address())).toBe(4);
    for (let i = 0; i < 10; i++) {
      advance(30);
      expect(await throttle.claim(email, address())).toBe(0);
    }
    expect(await throttle.claim(email, address())).toBe(30);
  });

  it('stops an address after 20 attempts over any accounts, until the window passes', async () => {
    const { now, advance } = clock();
    const throttle = createLoginThrottle(db, defaultLoginLimits, now);
    const from = address();
    for (let i = 0; i < 20; i++) {
      expect(await throttle.claim(`${unique('user')}@example.com`, from)).toBe(0);
    }
    expect(await throttle.claim(`${unique('new')}@example.com`, from)).toBe(900);
    expect(await throttle.claim(`${unique('new')}@example.com`, address())).toBe(0);
    advance(900);
    expect(await throttle.claim(`${unique('new')}@example.com`, from)).toBe(0);
  });

  it("a correct password clears the account's counts and takes its attempt off the address's", async () => {
    const throttle = createLoginThrottle(db, { ...defaultLoginLimits, perAddress: 4 });
    const email = `${unique('carol')}@example.com`;
    const from = address();
    for (let i = 0; i < 4; i++) expect(await throttle.claim(email, from)).toBe(0);
    await throttle.recordSuccess(email, from);
    // 3 failures stay on the address; one more attempt fits.
    expect(await throttle.claim(`${unique('dave')}@example.com`, from)).toBe(0);
    expect(await throttle.claim(`${unique('erin')}@example.com`, from)).toBeGreaterThan(0);
  });

  it('is shared by every server on the database', async () => {
    const email = `${unique('shared')}@example.com`;
    const from = address();
    const [one, two] = [createLoginThrottle(db), createLoginThrottle(db)];
    for (let i = 0; i < 5; i++) expect(await (i % 2 ? one : two).claim(email, from)).toBe(0);
    expect(await one.claim(email, from)).toBeGreaterThan(0);
    expect(await two.claim(email, from)).toBeGreaterThan(0);
  });
});
