import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../constants.ts';
import { startLoopbackServer, type LoopbackServer } from '../test-support/loopbackServer.ts';
import { createApiClient } from './createApiClient.ts';
import { clientFor } from './testClient.ts';

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer();
});
afterEach(async () => {
  await server.close();
});

/** A back office whose session was revoked: only `signed-again` is accepted any more. */
const revokedUntilSignedIn = () =>
  server.handle((req) => {
    if (req.pathname === '/tracker/v1/refresh') {
      return { status: 401, json: { message: 'The session has ended' } };
    }
    if (req.authorization !== 'Bearer signed-again') return { status: 401, json: {} };
    return req.method === 'PATCH' ? { status: 204 } : { json: { data: [] } };
  });

describe('the session ends under a call and the host signs the operator in again', () => {
  it('holds every waiting call, asks once, then sends them again with the new tokens', async () => {
    revokedUntilSignedIn();
    const { client, storage, events } = clientFor(server);
    const asked: string[] = [];
    client.onSessionEnded((reason) => {
      asked.push(reason);
      storage.setItem(ACCESS_TOKEN_KEY, 'signed-again');
      storage.setItem(REFRESH_TOKEN_KEY, 'refresh-again');
      return Promise.resolve(true);
    });

    await Promise.all([
      client.pwa.update(3, { name: 'Kept' }),
      client.pwa.update(4, { name: 'Also kept' }),
    ]);

    expect(asked).toEqual(['refresh-failed']);
    const saved = server.requests.filter(
      (r) => r.method === 'PATCH' && r.authorization === 'Bearer signed-again',
    );
    expect(saved.map((r) => r.json)).toEqual(
      expect.arrayContaining([{ name: 'Kept' }, { name: 'Also kept' }]),
    );
    expect(events).toEqual([]);
  });

  it('a host that gives up fails the calls and reports one logout', async () => {
    revokedUntilSignedIn();
    const { client, events } = clientFor(server);
    client.onSessionEnded(() => Promise.resolve(false));

    const error = await client.pwa.update(3, { name: 'Lost' }).catch((e: unknown) => e);

    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(events).toEqual(['logout']);
  });

  it('a host whose sign-in throws counts as giving up; without a host the session ends', async () => {
    revokedUntilSignedIn();
    const { client, events } = clientFor(server);
    const off = client.onSessionEnded(() => Promise.reject(new Error('dialog closed')));

    await expect(client.pwa.list()).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual(['logout']);

    off();
    client.transport.sessionStarted();
    await expect(client.pwa.list()).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual(['logout', 'logout']);
  });

  it('a call refused again after a refresh also asks the host, and its retry goes through', async () => {
    let signedIn = false;
    server.handle((req) => {
      if (req.pathname === '/tracker/v1/refresh') {
        return { json: { access_token: 'refreshed', refresh_token: 'refresh-2' } };
      }
      return signedIn && req.authorization === 'Bearer signed-again'
        ? { json: { data: [] } }
        : { status: 401, json: {} };
    });
    const { client, storage, events } = clientFor(server);
    const asked: string[] = [];
    client.onSessionEnded((reason) => {
      asked.push(reason);
      signedIn = true;
      storage.setItem(ACCESS_TOKEN_KEY, 'signed-again');
      return Promise.resolve(true);
    });

    await expect(client.pwa.list()).resolves.toEqual([]);
    expect(asked).toEqual(['unauthorized-after-refresh']);
    expect(events).toEqual(['tokensRefreshed:refreshed']);
  });

  it('two clients over one storage (two editors on a page) sign in once, and both retry', async () => {
    revokedUntilSignedIn();
    const first = clientFor(server);
    const storage = first.storage;
    const second = createApiClient({
      apiUrl: `${server.origin}/api`,
      trackerUrl: `${server.origin}/tracker/v1`,
      registrarUrl: `${server.origin}/lambda/v1`,
      storage,
    });
    const asked: string[] = [];
    const signInThere = (who: string) => () => {
      asked.push(who);
      storage.setItem(ACCESS_TOKEN_KEY, 'signed-again');
      storage.setItem(REFRESH_TOKEN_KEY, 'refresh-again');
      return Promise.resolve(true);
    };
    first.client.onSessionEnded(signInThere('first'));
    second.onSessionEnded(signInThere('second'));

    await Promise.all([
      first.client.pwa.update(3, { name: 'From the first editor' }),
      second.pwa.update(4, { name: 'From the second editor' }),
    ]);

    expect(asked).toHaveLength(1);
    const saved = server.requests.filter(
      (r) => r.method === 'PATCH' && r.authorization === 'Bearer signed-again',
    );
    expect(saved.map((r) => r.json)).toEqual(
      expect.arrayContaining([
        { name: 'From the first editor' },
        { name: 'From the second editor' },
      ]),
    );
  });

  it('a client of the same storage after a Log Out gives up without asking its host', async () => {
    revokedUntilSignedIn();
    const first = clientFor(server);
    const second = createApiClient({
      apiUrl: `${server.origin}/api`,
      trackerUrl: `${server.origin}/tracker/v1`,
      registrarUrl: `${server.origin}/lambda/v1`,
      storage: first.storage,
    });
    const asked: string[] = [];
    first.client.onSessionEnded(() => {
      asked.push('first');
      // Log Out in the first editor's dialog: the session's tokens go.
      first.storage.removeItem(ACCESS_TOKEN_KEY);
      first.storage.removeItem(REFRESH_TOKEN_KEY);
      return Promise.resolve(false);
    });
    second.onSessionEnded(() => {
      asked.push('second');
      return Promise.resolve(false);
    });

    await expect(first.client.pwa.update(3, { name: 'Lost' })).rejects.toMatchObject({
      status: 401,
    });
    await expect(second.pwa.update(4, { name: 'Lost too' })).rejects.toMatchObject({
      status: 401,
    });
    expect(asked).toEqual(['first']);
  });
});
