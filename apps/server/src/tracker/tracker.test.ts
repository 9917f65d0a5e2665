import { RefreshedTokens, User, UserPage } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, httpClient, loginAs, withoutToken, messageOf } from '../testing/client.ts';
import { startTestServer, testOperator } from '../testing/testServer.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('tracker /tracker/v1', () => {
  beforeAll(() => startTestServer());

  it('logs in with the demo operator and answers both tokens', async () => {
    const { baseUrl } = await startTestServer();
    const tokens = await loginAs(baseUrl);
    expect(tokens.access_token).toMatch(/\S+\.\S+/);
    expect(tokens.refresh_token.length).toBeGreaterThan(20);
    const me = await httpClient(baseUrl, tokens.access_token).get('/tracker/v1/user');
    expect(me.status).toBe(200);
    expect(data(me, User)).toMatchObject({ email: testOperator.email, name: 'Demo Operator' });
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const { baseUrl } = await startTestServer();
    const answer = await httpClient(baseUrl).post('/tracker/v1/login', {
      email: testOperator.email,
      password: 'wrong-password',
    });
    expect(answer.status).toBe(401);
    expect(messageOf(answer)).toBe('Invalid email or password');
  });

  it('refuses a bad login body with 400 naming the field', async () => {
    const { baseUrl } = await startTestServer();
    const answer = await httpClient(baseUrl).post('/tracker/v1/login', {
      email: 'not-an-email',
      password: 'secret123',
    });
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toContain('email');
  });

  it('expires access tokens after ACCESS_TOKEN_TTL and refreshes them with the refresh token', async () => {
    const { baseUrl } = await startTestServer({ accessTokenTtl: 1 });
    const tokens = await loginAs(baseUrl);
    expect((await httpClient(baseUrl, tokens.access_token).get('/api/landing')).status).toBe(200);
    await wait(2100);
    const expired = await httpClient(baseUrl, tokens.access_token).get('/api/landing');
    expect(expired.status).toBe(401);
    expect(messageOf(expired)).toMatch(/expired/);
    const refreshed = await httpClient(baseUrl, tokens.refresh_token).post('/tracker/v1/refresh');
    expect(refreshed.status).toBe(200);
    const { access_token } = data(refreshed, RefreshedTokens);
    expect((await httpClient(baseUrl, access_token).get('/api/landing')).status).toBe(200);
  });

  it('refuses refresh with an access token or garbage', async () => {
    const { baseUrl } = await startTestServer();
    const tokens = await loginAs(baseUrl);
    expect(
      (await httpClient(baseUrl, tokens.access_token).post('/tracker/v1/refresh')).status,
    ).toBe(401);
    expect((await httpClient(baseUrl, 'garbage').post('/tracker/v1/refresh')).status).toBe(401);
    expect((await httpClient(baseUrl).post('/tracker/v1/refresh')).status).toBe(401);
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const { baseUrl } = await startTestServer();
    const tokens = await loginAs(baseUrl);
    const client = httpClient(baseUrl, tokens.access_token);
    expect((await client.post('/tracker/v1/logout')).status).toBe(200);
    expect((await client.get('/tracker/v1/user')).status).toBe(401);
    expect(
      (await httpClient(baseUrl, tokens.refresh_token).post('/tracker/v1/refresh')).status,
    ).toBe(401);
  });

  it('creates users, reads one, lists with search and paging, updates the current user', async () => {
    const { baseUrl } = await startTestServer();
    const { access_token } = await loginAs(baseUrl);
    const client = httpClient(baseUrl, access_token);
    const email = `tracker-${Date.now()}@example.com`;
    const created = await client.post('/tracker/v1/user', {
      name: 'Tracker Test',
      email,
      password: 'secret123',
    });
    expect(created.status).toBe(201);
    const user = data(created, User);
    expect(user.email).toBe(email);

    expect(
      (await client.post('/tracker/v1/user', { name: 'Again', email, password: 'secret123' }))
        .status,
    ).toBe(409);
    const badUser = await client.post('/tracker/v1/user', {
      name: 'X',
      email,
      password: '1',
    });
    expect(badUser.status).toBe(400);
    expect(messageOf(badUser)).toContain('password');

    const one = await client.get(`/tracker/v1/user/${user.id}`);
    expect(data(one, User)).toMatchObject({ id: user.id, name: 'Tracker Test', email });
    expect((await client.get('/tracker/v1/user/999999')).status).toBe(404);

    const list = data(
      await client.get(`/tracker/v1/users?search=${encodeURIComponent(email)}&page=1&size=10`),
      UserPage,
    );
    expect(list).toMatchObject({ total: 1, page: 1, size: 10 });
    expect(list.items[0]?.email).toBe(email);

    const theirs = await loginAs(baseUrl, { email, password: 'secret123' });
    const them = httpClient(baseUrl, theirs.access_token);
    const renamed = await them.put('/tracker/v1/user', { name: 'Renamed' });
    expect(data(renamed, User)).toMatchObject({ name: 'Renamed', email });
    expect((await them.put('/tracker/v1/user', { email: 'nope' })).status).toBe(400);
  });

  it('changes the password: the old one stops working, other sessions are closed', async () => {
    const { baseUrl } = await startTestServer();
    const { access_token } = await loginAs(baseUrl);
    const email = `password-${Date.now()}@example.com`;
    await httpClient(baseUrl, access_token).post('/tracker/v1/user', {
      name: 'Pw',
      email,
      password: 'first-pass',
    });
    const first = await loginAs(baseUrl, { email, password: 'first-pass' });
    const second = await loginAs(baseUrl, { email, password: 'first-pass' });
    const client = httpClient(baseUrl, first.access_token);

    const wrong = await client.put('/tracker/v1/user/change-password', {
      oldPassword: 'nope',
      newPassword: 'second-pass',
    });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toContain('oldPassword');
    expect(
      (await client.put('/tracker/v1/user/change-password', { oldPassword: 'first-pass' })).status,
    ).toBe(400);
    const changed = await client.put('/tracker/v1/user/change-password', {
      oldPassword: 'first-pass',
      newPassword: 'second-pass',
    });
    expect(changed.status).toBe(200);

    expect(
      (await httpClient(baseUrl).post('/tracker/v1/login', { email, password: 'first-pass' }))
        .status,
    ).toBe(401);
    await loginAs(baseUrl, { email, password: 'second-pass' });
    expect((await client.get('/tracker/v1/user')).status).toBe(200);
    expect((await httpClient(baseUrl, second.access_token).get('/tracker/v1/user')).status).toBe(
      401,
    );
  });

  it('refuses every protected tracker call without a token', async () => {
    const { baseUrl } = await startTestServer();
    for (const [method, path] of [
      ['GET', '/tracker/v1/user'],
      ['PUT', '/tracker/v1/user'],
      ['POST', '/tracker/v1/user'],
      ['PUT', '/tracker/v1/user/change-password'],
      ['GET', '/tracker/v1/user/1'],
      ['GET', '/tracker/v1/users'],
      ['POST', '/tracker/v1/logout'],
    ] as const) {
      const { status, message } = await withoutToken(baseUrl, method, path);
      expect(status, `${method} ${path}`).toBe(401);
      expect(message).toEqual(expect.any(String));
    }
  });
});
