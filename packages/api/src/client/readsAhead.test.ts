import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reads } from '../calls/reads.ts';
import { startLoopbackServer, type LoopbackServer } from '../test-support/loopbackServer.ts';
import { ApiError } from '../errors.ts';
import { ACCESS_TOKEN_KEY } from '../constants.ts';
import { createApiClient } from './createApiClient.ts';
import { createMemoryStorage } from './storage.ts';
import { clientFor } from './testClient.ts';

const app = { id: 1, name: 'Lucky', openerLink: 'https://lucky.example/open' };

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer();
});
afterEach(async () => {
  await server.close();
});

/** Resolves once the server has received `count` requests. */
const received = async (count: number) => {
  await expect.poll(() => server.requests.length).toBe(count);
};

describe('reading ahead (issue 31)', () => {
  it('asks before the call functions load; the call takes that answer and checks it', async () => {
    server.handle(() => ({ json: { data: app } }));
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const client = createApiClient({
      apiUrl: `${server.origin}/api`,
      storage: createMemoryStorage({ [ACCESS_TOKEN_KEY]: 'access-1' }),
      loadCallsAfter: () => gate,
    });

    client.readAhead(reads.app(1));
    await received(1);
    expect(server.requests[0]?.authorization).toBe('Bearer access-1');
    const answer = client.pwa.get(1);
    open();

    await expect(answer).resolves.toMatchObject(app);
    expect(server.count('GET', '/api/pwa/1')).toBe(1);
  });

  it('an answer read ahead that fails its schema fails the call', async () => {
    server.handle(() => ({ json: { data: { id: 'one' } } }));
    const { client } = clientFor(server);

    client.readAhead(reads.app(1));
    await received(1);

    await expect(client.pwa.get(1)).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(server.count('GET', '/api/pwa/1')).toBe(1);
  });

  it('a refused read ahead is not taken: the call asks again and reports its own error', async () => {
    server.handle(() => ({ status: 404, json: { message: 'PWA not found' } }));
    const { client } = clientFor(server);

    client.readAhead(reads.app(1));
    await received(1);
    const error: unknown = await client.pwa.get(1).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'PWA not found' });
    expect(server.count('GET', '/api/pwa/1')).toBe(2);
  });

  it('is taken once, and not after a write', async () => {
    server.handle((request) => ({ json: { data: request.method === 'GET' ? app : { id: 1 } } }));
    const { client } = clientFor(server);

    client.readAhead(reads.app(1));
    await received(1);
    await client.pwa.get(1);
    await client.pwa.get(1);
    expect(server.count('GET', '/api/pwa/1')).toBe(2);

    client.readAhead(reads.app(1));
    await received(3);
    await client.pwa.update(1, { name: 'Lucky Two' });
    await client.pwa.get(1);
    expect(server.count('GET', '/api/pwa/1')).toBe(4);
  });

  it('reads nothing without a session', async () => {
    const { client } = clientFor(server, {});

    client.readAhead(reads.domains({ page: 1, size: 200 }));
    client.readAhead(reads.linkableLandings());

    await expect(client.health.check()).rejects.toBeInstanceOf(ApiError);
    expect(server.requests.map((request) => request.pathname)).toEqual(['/api/health']);
  });
});
