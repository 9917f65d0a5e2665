import { Session, User } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashingStats } from '../auth/password.ts';
import { data, httpClient, loginAs, messageOf } from '../testing/client.ts';
import { unique } from '../testing/demo.ts';
import { freshLoopback, postFrom } from '../testing/loopbackClient.ts';
import { startPrivateServer, startTestServer, testOperator } from '../testing/testServer.ts';

// The counts live in the database every test server shares: each test sends its logins from
// loopback addresses of its own (127.25.x.y), never from the 127.0.0.1 other files log in from.
let baseUrl: string;
beforeAll(async () => {
  baseUrl = (await startTestServer()).baseUrl;
});

const loginFrom = (address: string, email: string, password: string, server = baseUrl) =>
  postFrom(address, `${server}/tracker/v1/login`, { email, password });

describe('login throttling', () => {
  it('answers 429 with Retry-After after 5 failures for one account from one address, even to the right password', async () => {
    const { access_token } = await loginAs(baseUrl);
    const email = `${unique('throttled')}@example.com`;
    const created = await httpClient(baseUrl, access_token).post('/tracker/v1/user', {
      name: 'Throttled',
      email,
      password: 'right-password',
    });
    expect(created.status).toBe(201);

    const from = freshLoopback();
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom(from, email, `wrong-${i}`)).status).toBe(401);
    }
    const refused = await loginFrom(from, email.toUpperCase(), 'right-password');
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toBe('Too many failed logins. Try again in 15 minutes.');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // Another account from the same address still logs in, and this account from elsewhere.
    expect((await loginFrom(from, testOperator.email, testOperator.password)).status).toBe(200);
    expect((await loginFrom(freshLoopback(), email, 'right-password')).status).toBe(200);
  });

  it('answers 429 to every login from an address after 20 failures over any emails', async () => {
    const from = freshLoopback();
    const failures = await Promise.all(
      Array.from({ length: 20 }, () =>
        loginFrom(from, `${unique('nobody')}@example.com`, 'wrong-guess'),
      ),
    );
    expect(failures.map((answer) => answer.status)).toEqual(Array(20).fill(401));
    const refused = await loginFrom(from, testOperator.email, testOperator.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await loginFrom(freshLoopback(), testOperator.email, testOperator.password)).status,
    ).toBe(200);
  });

  it('hashes a password for an unknown email as for a known one, at most two hashes at a time', async () => {
    const from = freshLoopback();
    const before = hashingStats().started;
    expect((await loginFrom(from, `${unique('unknown')}@example.com`, 'wrong-guess')).status).toBe(
      401,
    );
    expect(hashingStats().started).toBeGreaterThan(before);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        loginFrom(from, `${unique('parallel')}@example.com`, 'wrong-guess'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(401));
    expect(hashingStats().peak).toBe(2);
    // The session still works after the queue drained.
    const session = await loginFrom(from, testOperator.email, testOperator.password);
    const { access_token } = data(session, Session);
    const me = await httpClient(baseUrl, access_token).get('/tracker/v1/user');
    expect(data(me, User).email).toBe(testOperator.email);
  });
});

describe('login throttling under a flood (issue 25, items 4 and 5)', () => {
  it('1000 parallel wrong passwords check at most 5; the operator from another address still logs in', async () => {
    const attacker = freshLoopback();
    const hashedBefore = hashingStats().started;
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        loginFrom(attacker, testOperator.email, `wrong-guess-${i}`),
      ),
    );
    const checked = hashingStats().started - hashedBefore;
    const statuses = answers.map((answer) => answer.status);
    console.log(`login flood: 1000 parallel wrong passwords, ${checked} checked`);
    // Counted before verifying: the throttle let 5 through, and only those were hashed.
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checked);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // The right password from the attacker's address waits out the window …
    expect((await loginFrom(attacker, testOperator.email, testOperator.password)).status).toBe(429);
    // … but the operator elsewhere is not locked out.
    expect(
      (await loginFrom(freshLoopback(), testOperator.email, testOperator.password)).status,
    ).toBe(200);
  }, 180_000);

  it('an attacker on many addresses only delays the account, by at most 30 s', async () => {
    const email = `${unique('sprayed')}@example.com`;
    const attackers = Array.from({ length: 6 }, freshLoopback);
    const answers = await Promise.all(
      attackers.flatMap((from) =>
        Array.from({ length: 10 }, (_, i) => loginFrom(from, email, `wrong-${i}`)),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // 30 would fit the 5 per address; from the 10th the account's delays (1 s, 2 s, 4 s …)
    // let through one a delay, so a few over 10 while the flood lasts, never near 30.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // Anyone else waits at most the longest delay, never the window.
    const elsewhere = await loginFrom(freshLoopback(), email, 'any-guess');
    if (elsewhere.status === 429) {
      expect(Number(elsewhere.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    } else {
      expect(elsewhere.status).toBe(401);
    }
  }, 60_000);

  it('two servers on one database share the counts', async () => {
    const [one, two] = [await startPrivateServer(), await startPrivateServer()];
    const email = `${unique('shared')}@example.com`;
    const from = freshLoopback();
    for (let i = 0; i < 5; i++) {
      const server = i % 2 ? one : two;
      expect((await loginFrom(from, email, `wrong-${i}`, server.baseUrl)).status).toBe(401);
    }
    expect((await loginFrom(from, email, 'wrong-again', one.baseUrl)).status).toBe(429);
    expect((await loginFrom(from, email, 'wrong-again', two.baseUrl)).status).toBe(429);
  });
});
