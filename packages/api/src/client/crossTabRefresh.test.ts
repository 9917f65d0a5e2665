import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../constants.ts';
import { startLoopbackServer, type LoopbackServer } from '../test-support/loopbackServer.ts';
import { createApiClient } from './createApiClient.ts';
import './loadCalls.ts';
import './validate.ts';
import type { RefreshEntry, RefreshRecord } from './refreshRecord.ts';
import { createMemoryStorage } from './storage.ts';
import { storeReportedTokens } from './storeReportedTokens.ts';
import { createTokenStore } from './tokens.ts';

/** The origin's Web Locks, as every tab shares them: one holder per name, in request order. */
const webLocks = () => {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, work: () => Promise<unknown>) => {
      const run = (tails.get(name) ?? Promise.resolve()).then(work);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
};

/** A record every tab reads the same at once, as IndexedDB is. */
const sharedRecord = (): RefreshRecord => {
  let entry: RefreshEntry | undefined;
  return {
    read: () => Promise.resolve(entry),
    write: (next) => {
      entry = next;
      return Promise.resolve();
    },
  };
};

const app = { id: 1, name: 'App 1', pushService: 'firebase', openerLink: null, pushokUrl: null };

let server: LoopbackServer;
beforeEach(async () => {
  vi.stubGlobal('navigator', { locks: webLocks() });
  server = await startLoopbackServer();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

it("a tab that takes the refresh lock before the other tab's new tokens reach its storage uses them, without a second refresh", async () => {
  let refreshes = 0;
  server.handle((req) => {
    const bearer = req.authorization?.replace(/^Bearer /, '');
    if (req.pathname === '/tracker/v1/refresh') {
      refreshes += 1;
      if (refreshes > 1)
        return { status: 401, json: { message: 'The refresh token was already used' } };
      return { json: { data: { access_token: 'access-2', refresh_token: 'refresh-2' } } };
    }
    if (bearer !== 'access-2') return { status: 401, json: { message: 'Expired' } };
    return { json: { data: app } };
  });
  const record = sharedRecord();
  // Each tab has its own copy of localStorage; the other tab's writes never reach it here.
  const tab = () => {
    const storage = createMemoryStorage({
      [ACCESS_TOKEN_KEY]: 'expired',
      [REFRESH_TOKEN_KEY]: 'refresh-1',
    });
    const client = createApiClient({
      apiUrl: `${server.origin}/api`,
      trackerUrl: `${server.origin}/tracker/v1`,
      registrarUrl: `${server.origin}/lambda/v1`,
      storage,
      refreshRecord: record,
    });
    storeReportedTokens(client, createTokenStore(storage));
    const logouts: unknown[] = [];
    client.events.on('logout', (reason) => logouts.push(reason));
    return { client, logouts };
  };
  const first = tab();
  const second = tab();

  await expect(Promise.all([first.client.pwa.get(1), second.client.pwa.get(1)])).resolves.toEqual([
    expect.objectContaining({ id: 1 }),
    expect.objectContaining({ id: 1 }),
  ]);
  expect(server.count('POST', '/tracker/v1/refresh')).toBe(1);
  expect([...first.logouts, ...second.logouts]).toEqual([]);
});
