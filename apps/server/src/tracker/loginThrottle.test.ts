import { User } from '@landing/api/schemas';
import { describe, expect, it } from 'vitest';
import { hashingStats } from '../auth/password.ts';
import { data, httpClient, loginAs, messageOf } from '../testing/client.ts';
import { startPrivateServer, testOperator } from '../testing/testServer.ts';

const login = (baseUrl: string, email: string, password: string) =>
  httpClient(baseUrl).post('/tracker/v1/login', { email, password });

describe('login throttling (each test on a server of its own: failures stay in its memory)', () => {
  it('answers 429 with Retry-After after 5 failures for one account, even to the right password', async () => {
    const { baseUrl } = await startPrivateServer();
    const { access_token } = await loginAs(baseUrl);
    const email = `throttled-${Date.now()}@example.com`;
    const created = await httpClient(baseUrl, access_token).post('/tracker/v1/user', {
      name: 'Throttled',
      email,
      password: 'right-password',
    });
    expect(created.status).toBe(201);

    for (let i = 0; i < 5; i++) {
      expect((await login(baseUrl, email, `wrong-${i}`)).status).toBe(401);
    }
    const refused = await login(baseUrl, email.toUpperCase(), 'right-password');
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toBe('Too many failed logins. Try again in 15 minutes.');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // Another account from the same address still logs in.
    expect((await login(baseUrl, testOperator.email, testOperator.password)).status).toBe(200);
  });

  it('answers 429 to every login from an address after 20 failures over any emails', async () => {
    const { baseUrl } = await startPrivateServer();
    const failures = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(baseUrl, `nobody-${i}@example.com`, 'wrong-guess'),
      ),
    );
    expect(failures.map((answer) => answer.status)).toEqual(Array(20).fill(401));
    const refused = await login(baseUrl, testOperator.email, testOperator.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('hashes a password for an unknown email as for a known one, at most two hashes at a time', async () => {
    const { baseUrl } = await startPrivateServer();
    const before = hashingStats().started;
    expect((await login(baseUrl, `unknown-${Date.now()}@example.com`, 'wrong-guess')).status).toBe(
      401,
    );
    expect(hashingStats().started).toBeGreaterThan(before);

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        login(baseUrl, `parallel-${i}@example.com`, 'wrong-guess'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(401));
    expect(hashingStats().peak).toBe(2);
    // The session still works after the queue drained.
    const session = await loginAs(baseUrl);
    const me = await httpClient(baseUrl, session.access_token).get('/tracker/v1/user');
    expect(data(me, User).email).toBe(testOperator.email);
  });
});
