import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, ERRORS } from '../errors.ts';
import { startLoopbackServer, type LoopbackServer } from '../test-support/loopbackServer.ts';
import { clientFor } from './testClient.ts';

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer();
});
afterEach(async () => {
  await server.close();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

const locale = { id: 1, google_lang_code: 'en', displayName: 'English' };

describe('data unwrapping', () => {
  it('replaces an object with a data property by that property', async () => {
    server.handle(() => ({ json: { data: [locale], meta: { ignored: true } } }));
    const { client } = clientFor(server);
    expect(await client.locales.list()).toEqual([locale]);
  });

  it('keeps bodies without data as they are, and accepts a plain array for a page', async () => {
    server.handle((req) =>
      req.pathname === '/api/domain'
        ? { json: [{ id: 1, name: 'example.com', status: 'active', expireAt: null }] }
        : { json: locale },
    );
    const { client } = clientFor(server);
    expect(await client.locales.get(1)).toEqual(locale);
    expect(await client.domain.list({ size: 200 })).toEqual({
      items: [{ id: 1, name: 'example.com', status: 'active', expireAt: null }],
      total: 1,
      page: 1,
      size: 200,
    });
  });
});

describe('error normalisation', () => {
  it('uses the server message when it is a string', async () => {
    server.handle(() => ({
      status: 400,
      json: { message: 'Name already taken', error: 'Bad Request' },
    }));
    const { client } = clientFor(server);
    const error = await failure(
      client.pwa.create({
        pushService: 'firebase',
        name: 'ab',
        landingId: 1,
        openerLink: 'https://a.io',
        recordId: 1,
      }),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Name already taken',
      serverMessage: 'Name already taken',
    });
  });

  it('uses the server error when there is no message string', async () => {
    server.handle(() => ({ status: 500, json: { error: 'Database unavailable' } }));
    const { client } = clientFor(server);
    const error = await failure(client.pwa.get(1));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Database unavailable' });
  });

  it("uses the caller's catalogue fallback otherwise", async () => {
    server.handle(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    const { client } = clientFor(server);
    const error = await failure(client.pwa.get(1));
    expect(error).toMatchObject({ kind: 'http', status: 502, message: 'Failed to load PWA' });

    server.handle(() => ({ status: 500, json: { message: { detail: 'object' } } }));
    expect(await failure(client.landing.list())).toMatchObject({
      message: 'Failed to load PWA Groups',
    });
  });

  it('keeps the buy-domain message.error.error and maps insufficient funds', async () => {
    server.handle(() => ({
      status: 400,
      json: { message: { error: { error: 'Insufficient funds: balance 3.20 USD' } } },
    }));
    const { client } = clientFor(server);
    const poor = await failure(client.domain.buy('shop.io'));
    expect(poor).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient funds on registrar account. Please top up the balance and try again.',
      serverMessage: 'Insufficient funds: balance 3.20 USD',
    });
    expect(server.requests[0]?.json).toEqual({ name: 'shop.io', years: 1 });

    server.handle(() => ({
      status: 400,
      json: { message: { error: { error: 'Domain is taken' } } },
    }));
    const taken = await failure(client.domain.buy('shop.io'));
    expect(taken).toMatchObject({
      code: 'UNKNOWN',
      message: 'Domain purchase failed. Please try again later.',
      serverMessage: 'Domain is taken',
    });
  });

  it('turns a refused connection into a network error with the fallback', async () => {
    const { client } = clientFor(server);
    await server.close();
    const error = await failure(client.template.list());
    expect(error).toMatchObject({ kind: 'network', message: ERRORS.failedToLoadTemplates });
    server = await startLoopbackServer();
  });
});

describe('response validation', () => {
  it('turns a malformed response into an invalid-response error with path and problem', async () => {
    server.handle(() => ({ json: { data: { id: -2, google_lang_code: 'de' } } }));
    const { client } = clientFor(server);
    const error = await failure(client.locales.get(2));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe('Failed to load locales');
    expect(error.issues).toEqual([
      { path: 'id', problem: expect.stringContaining('positive') as unknown },
    ]);
  });

  it('leaves a list row it cannot read out and keeps the others (one odd row never empties a list)', async () => {
    server.handle(() => ({ json: { data: [locale, { id: -2, google_lang_code: 'de' }] } }));
    const { client } = clientFor(server);
    await expect(client.locales.list()).resolves.toEqual([locale]);
  });

  it('rejects a body that is not JSON where an entity is expected', async () => {
    server.handle(() => ({ text: 'OK' }));
    const { client } = clientFor(server);
    const error = await failure(client.launcher.get(1));
    expect(error).toMatchObject({ kind: 'invalid-response', issues: [{ path: '(root)' }] });
  });
});

describe('upload progress', () => {
  it('reports progress of a multipart call up to completion', async () => {
    server.handle(() => ({ json: { id: 3 } }));
    const { client } = clientFor(server);
    const icon = new File([new Uint8Array(256 * 1024)], 'face.png', { type: 'image/png' });
    const seen: number[] = [];

    const created = await client.commentators.create(
      { name: 'Anna', icon },
      { onUploadProgress: (p) => seen.push(p.percent) },
    );

    expect(created).toEqual({ kind: 'created', id: 3 });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(1);
    expect(server.requests[0]?.body.length).toBeGreaterThan(256 * 1024);
  });
});
