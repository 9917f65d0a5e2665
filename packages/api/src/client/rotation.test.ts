import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../constants.ts';
import {
  startLoopbackServer,
  type LoopbackServer,
  type ReceivedRequest,
  type Reply,
} from '../test-support/loopbackServer.ts';
import { clientFor } from './testClient.ts';

const app = (id: number) => ({
  id,
  name: `App ${id}`,
  pushService: 'firebase',
  openerLink: 'https://x.example.com',
  pushokUrl: null,
});

/**
 * A tracker that rotates like apps/server: each refresh spends the refresh token and hands out
 * a new pair; a spent token presented again ends the session (every token stops working).
 */
const rotatingTracker = (options: { refreshDelayMs?: number } = {}) => {
  let generation = 1;
  let ended = false;
  const spent: string[] = [];
  const live = { access: 'access-1', refresh: 'refresh-1' };
  const handler = (req: ReceivedRequest): Reply => {
    const bearer = req.authorization?.replace(/^Bearer /, '') ?? '';
    if (req.pathname === '/tracker/v1/refresh') {
      if (spent.includes(bearer)) ended = true;
      if (ended || bearer !== live.refresh) {
        return { status: 401, json: { message: 'The refresh token was already used' } };
      }
      spent.push(bearer);
      generation += 1;
      live.access = `access-${generation}`;
      live.refresh = `refresh-${generation}`;
      return {
        json: { data: { access_token: live.access, refresh_token: live.refresh } },
        delayMs: options.refreshDelayMs ?? 20,
      };
    }
    if (req.pathname === '/tracker/v1/login') {
      return { json: { data: { access_token: 'login-access', refresh_token: 'login-refresh' } } };
    }
    if (req.pathname === '/tracker/v1/logout') return { json: { data: { success: true } } };
    if (ended || bearer !== live.access) return { status: 401, json: { message: 'Expired' } };
    return { json: { data: app(Number(req.pathname.split('/').at(-1))) } };
  };
  return {
    handler,
    /** The access token in use stops working, as when it expires. */
    expireAccess: () => {
      live.access = 'expired';
    },
    get ended() {
      return ended;
    },
    spent,
  };
};

/** A promise the test settles itself, so a held answer goes out exactly when the test says. */
const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer();
});
afterEach(async () => {
  await server.close();
});

/** `count` different requests (different paths, so none is merged with another). */
const getApps = (client: ReturnType<typeof clientFor>['client'], count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => client.pwa.get(i + 1)));

describe('single-flight refresh with a rotating refresh token', () => {
  it('concurrent 401s make one refresh, every request retries with the new access token, and the rotated refresh token is stored and used next time', async () => {
    const tracker = rotatingTracker();
    server.handle(tracker.handler);
    const { client, storage, events } = clientFor(server, {
      access: 'stale-access',
      refresh: 'refresh-1',
    });

    await getApps(client, 30);
    expect(server.count('POST', '/tracker/v1/refresh')).toBe(1);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('access-2');
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    const retried = server.requests.filter(
      (r) => r.pathname.startsWith('/api/pwa/') && r.authorization === 'Bearer access-2',
    );
    expect(retried).toHaveLength(30);

    tracker.expireAccess();
    await getApps(client, 30);
    expect(server.count('POST', '/tracker/v1/refresh')).toBe(2);
    const refreshedWith = server.requests
      .filter((r) => r.pathname === '/tracker/v1/refresh')
      .map((r) => r.authorization);
    expect(refreshedWith).toEqual(['Bearer refresh-1', 'Bearer refresh-2']);
    expect(tracker.ended).toBe(false);
    expect(events).toEqual(['tokensRefreshed:access-2', 'tokensRefreshed:access-3']);
  });

  it('a request whose 401 arrives after the refresh retries with the new token and never sends the spent refresh token again', async () => {
    const tracker = rotatingTracker({ refreshDelayMs: 0 });
    // The slow request's 401 is held until the client has retried another request with the
    // refreshed token, so it surely arrives after the refresh has finished.
    const othersRetried = gate();
    server.handle(async (req) => {
      const reply = tracker.handler(req);
      if (req.authorization === 'Bearer access-2') othersRetried.open();
      if (req.pathname === '/api/pwa/1' && req.authorization === 'Bearer stale-access') {
        await othersRetried.opened;
      }
      return reply;
    });
    const { client, storage } = clientFor(server, { access: 'stale-access', refresh: 'refresh-1' });

    await getApps(client, 5);
    expect(server.count('POST', '/tracker/v1/refresh')).toBe(1);
    expect(tracker.ended).toBe(false);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    const slow = server.requests.filter((r) => r.pathname === '/api/pwa/1');
    expect(slow.map((r) => r.authorization)).toEqual(['Bearer stale-access', 'Bearer access-2']);
  });

  it('a token another tab stored that has expired by the retry gets one refresh of its own, not a logout', async () => {
    const tracker = rotatingTracker({ refreshDelayMs: 0 });
    let otherTabDone = false;
    const { client, storage, events } = clientFor(server, {
      access: 'stale-access',
      refresh: 'refresh-1',
    });
    server.handle((req) => {
      if (!otherTabDone && req.pathname === '/api/pwa/1') {
        // Meanwhile another tab refreshed (refresh-1 spent for access-2 / refresh-2), stored
        // the pair, and access-2 has expired by the time this tab retries with it.
        otherTabDone = true;
        tracker.handler({
          ...req,
          pathname: '/tracker/v1/refresh',
          authorization: 'Bearer refresh-1',
        });
        storage.setItem(ACCESS_TOKEN_KEY, 'access-2');
        storage.setItem(REFRESH_TOKEN_KEY, 'refresh-2');
        tracker.expireAccess();
      }
      return tracker.handler(req);
    });

    await expect(client.pwa.get(1)).resolves.toMatchObject({ id: 1 });
    const tries = server.requests.filter((r) => r.pathname === '/api/pwa/1');
    expect(tries.map((r) => r.authorization)).toEqual([
      'Bearer stale-access',
      'Bearer access-2',
      'Bearer access-3',
    ]);
    const refreshedWith = server.requests
      .filter((r) => r.pathname === '/tracker/v1/refresh')
      .map((r) => r.authorization);
    expect(refreshedWith).toEqual(['Bearer refresh-2']);
    expect(tracker.ended).toBe(false);
    expect(events).toEqual(['tokensRefreshed:access-3']);
  });

  it('a refused refresh (a reused token) logs out once and clears both tokens', async () => {
    const tracker = rotatingTracker();
    tracker.spent.push('refresh-0');
    server.handle(tracker.handler);
    const { client, storage, events } = clientFor(server, {
      access: 'stale-access',
      refresh: 'refresh-0',
    });

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => client.pwa.get(i + 1)),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(server.count('POST', '/tracker/v1/refresh')).toBe(1);
    expect(tracker.ended).toBe(true);
    expect(events).toEqual(['logout']);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('a refresh answered after the user logged out does not bring the session back', async () => {
    const tracker = rotatingTracker({ refreshDelayMs: 0 });
    const refreshAnswer = gate();
    server.handle(async (req) => {
      const reply = tracker.handler(req);
      if (req.pathname === '/tracker/v1/refresh') await refreshAnswer.opened;
      return reply;
    });
    const { client, storage, events, tokenStore } = clientFor(server, {
      access: 'stale-access',
      refresh: 'refresh-1',
    });

    const pending = client.pwa.get(1).catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.count('POST', '/tracker/v1/refresh')).toBe(1));
    // Log Out as the session does it: the tracker call, then the owner clears the tokens.
    await client.tracker.logout();
    tokenStore.clear();
    refreshAnswer.open();
    const error = await pending;

    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(events).toEqual([]);
  });

  it('a refresh answered after a new login keeps the new login’s tokens, and the waiting request uses them', async () => {
    const tracker = rotatingTracker({ refreshDelayMs: 0 });
    const refreshAnswer = gate();
    server.handle(async (req) => {
      if (req.authorization === 'Bearer login-access') return { json: { data: app(1) } };
      const reply = tracker.handler(req);
      if (req.pathname === '/tracker/v1/refresh') await refreshAnswer.opened;
      return reply;
    });
    const { client, storage, tokenStore } = clientFor(server, {
      access: 'stale-access',
      refresh: 'refresh-1',
    });

    const pending = client.pwa.get(1);
    await vi.waitFor(() => expect(server.count('POST', '/tracker/v1/refresh')).toBe(1));
    // A login as the session does it: the client answers the tokens, the owner stores them.
    const login = await client.tracker.login({ email: 'a@b.co', password: 'secret123' });
    tokenStore.set({ accessToken: login.access_token, refreshToken: login.refresh_token });
    refreshAnswer.open();
    await pending;

    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('login-access');
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('login-refresh');
    const last = server.requests.filter((r) => r.pathname === '/api/pwa/1').at(-1);
    expect(last?.authorization).toBe('Bearer login-access');
  });
});
