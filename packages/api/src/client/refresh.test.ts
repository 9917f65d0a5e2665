import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../constants.ts';
import { ApiError } from '../errors.ts';
import { startLoopbackServer, type LoopbackServer } from '../test-support/loopbackServer.ts';
import { clientFor } from './testClient.ts';

const app = (id: number) => ({
  id,
  name: `App ${id}`,
  pushService: 'firebase',
  openerLink: 'https://x.example.com',
  pushokUrl: null,
});

const appIdOf = (pathname: string) => Number(pathname.split('/').at(-1));

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer();
});
afterEach(async () => {
  await server.close();
});

describe('401 → one refresh', () => {
  it('50 concurrent requests with an expired token cause 1 refresh and 50 successful retries', async () => {
    server.handle((req) => {
      if (req.pathname === '/tracker/v1/refresh') {
        expect(req.authorization).toBe('Bearer refresh-1');
        return { json: { access_token: 'new-access' }, delayMs: 30 };
      }
      if (req.authorization !== 'Bearer new-access') {
        return {
          status: 401,
          json: { message: 'Token expired' },
          delayMs: (appIdOf(req.pathname) % 5) * 10,
        };
      }
      return { json: { data: app(appIdOf(req.pathname)) } };
    });
    const { client, storage, events } = clientFor(server);

    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const apps = await Promise.all(ids.map((id) => client.pwa.get(id)));

    expect(apps.map((a) => a.id)).toEqual(ids);
    expect(server.count('POST', '/tracker/v1/refresh')).toBe(1);
    const retried = server.requests.filter(
      (r) => r.pathname.startsWith('/api/pwa/') && r.authorization === 'Bearer new-access',
    );
    expect(retried).toHaveLength(50);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(events).toEqual(['tokensRefreshed:new-access']);
  });

  it('a failing refresh causes exactly 1 logout and clears both keys', async () => {
    server.handle((req) => {
      if (req.pathname === '/tracker/v1/refresh') {
        return { status: 401, json: { message: 'Refresh token expired' }, delayMs: 20 };
      }
      return { status: 401, json: { message: 'Token expired' } };
    });
    const { client, storage, events } = clientFor(server);

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => client.pwa.get(i + 1)),
    );

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const reason = (results[0] as PromiseRejectedResult).reason as ApiError;
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason).toMatchObject({ kind: 'http', status: 401 });
    expect(server.count('POST', '/tracker/v1/refresh')).toBe(1);
    expect(events).toEqual(['logout']);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('a request that 401s after a successful refresh is retried once, then logs out (no loop)', async () => {
    server.handle((req) =>
      req.pathname === '/tracker/v1/refresh'
        ? { json: { access_token: 'new-access', refresh_token: 'refresh-2' } }
        : { status: 401, json: { message: 'Forbidden for this user' } },
    );
    const { client, storage, events } = clientFor(server);

    const error = await client.pwa.list().catch((e: unknown) => e);

    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Forbidden for this user' });
    expect(server.count('GET', '/api/pwa')).toBe(2);
    expect(server.count('POST', '/tracker/v1/refresh')).toBe(1);
    expect(events).toEqual(['tokensRefreshed:new-access', 'logout']);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('a network error during refresh is an error, not a logout', async () => {
    server.handle((req) =>
      req.pathname === '/tracker/v1/refresh'
        ? { destroy: true }
        : { status: 401, json: { message: 'Token expired' } },
    );
    const { client, storage, events } = clientFor(server);

    const error = await client.landing.list().catch((e: unknown) => e);

    expect(error).toMatchObject({ kind: 'network' });
    expect(events).toEqual([]);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('old-access');
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
  });

  it('tracker login and refresh never trigger the refresh', async () => {
    server.handle(() => ({ status: 401, json: { message: 'Invalid email or password' } }));
    const { client, events } = clientFor(server, {});

    const error = await client.tracker
      .login({ email: 'a@b.co', password: 'wrong-password' })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Invalid email or password',
    });
    expect(server.requests.map((r) => r.pathname)).toEqual(['/tracker/v1/login']);
    expect(events).toEqual([]);
  });

  it('login answers both tokens without storing them, and a later failure logs out again', async () => {
    server.handle((req) => {
      if (req.pathname === '/tracker/v1/login') {
        return { json: { access_token: 'a2', refresh_token: 'r2' } };
      }
      return { status: 401, json: {} };
    });
    const { client, storage, events } = clientFor(server);

    await client.pwa.list().catch(() => undefined);
    const answered = await client.tracker.login({ email: 'a@b.co', password: 'secret123' });
    expect(answered).toEqual({ access_token: 'a2', refresh_token: 'r2' });
    // The first logout cleared the storage (through its owner); login leaves storing to the session.
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    await client.pwa.list().catch(() => undefined);

    expect(events).toEqual(['logout', 'logout']);
  });

  it('writes no token itself: it reports them, and retries with the answered token', async () => {
    server.handle((req) => {
      if (req.pathname === '/tracker/v1/refresh') {
        return { json: { access_token: 'new-access', refresh_token: 'refresh-2' } };
      }
      if (req.authorization !== 'Bearer new-access') return { status: 401, json: {} };
      return { json: { data: app(appIdOf(req.pathname)) } };
    });
    const { client, storage, events } = clientFor(server, undefined, { withOwner: false });
    const reported: unknown[] = [];
    client.events.on('tokensRefreshed', (tokens) => reported.push(tokens));

    await expect(client.pwa.get(3)).resolves.toMatchObject({ id: 3 });
    const refreshed = await client.tracker.refresh();
    await client.tracker.logout();

    expect(reported).toEqual([
      { accessToken: 'new-access', refreshToken: 'refresh-2' },
      { accessToken: 'new-access', refreshToken: 'refresh-2' },
    ]);
    expect(refreshed).toEqual({ access_token: 'new-access', refresh_token: 'refresh-2' });
    expect(events).toEqual(['tokensRefreshed:new-access', 'tokensRefreshed:new-access']);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('old-access');
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
  });

  it('sends the stored access token as bearer', async () => {
    server.handle(() => ({ json: [] }));
    const { client } = clientFor(server);
    await client.pwa.list();
    expect(server.requests[0]?.authorization).toBe('Bearer old-access');
  });
});
