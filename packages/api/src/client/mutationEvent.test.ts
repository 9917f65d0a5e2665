import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../test-support/loopbackServer.ts';
import type { ApiEvents } from './events.ts';
import { clientFor } from './testClient.ts';

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer();
});
afterEach(async () => {
  await server.close();
});

const recordMutations = (client: ReturnType<typeof clientFor>['client']) => {
  const seen: ApiEvents['mutationSucceeded'][] = [];
  client.events.on('mutationSucceeded', (event) => seen.push(event));
  return seen;
};

describe('mutationSucceeded event', () => {
  it('fires once per successful non-GET call with its method and path', async () => {
    server.handle(() => ({ json: { id: 1, google_lang_code: 'en', displayName: 'English' } }));
    const { client } = clientFor(server);
    const seen = recordMutations(client);

    await client.locales.create({ google_lang_code: 'en', displayName: 'English' });

    expect(seen).toEqual([{ service: 'api', method: 'POST', path: 'locales' }]);
  });

  it('stays quiet for reads and for failed calls', async () => {
    server.handle((req) =>
      req.method === 'GET'
        ? { json: [{ id: 1, google_lang_code: 'en', displayName: 'English' }] }
        : { status: 500, json: { message: 'Broken' } },
    );
    const { client } = clientFor(server);
    const seen = recordMutations(client);

    await client.locales.list();
    await expect(
      client.locales.create({ google_lang_code: 'en', displayName: 'English' }),
    ).rejects.toThrow('Broken');

    expect(seen).toEqual([]);
  });
});
