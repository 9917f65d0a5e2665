import {
  createApiClient,
  createMemoryStorage,
  createTokenStore,
  storeReportedTokens,
} from '@landing/api';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../testing/client.ts';
import { startTestServer } from '../testing/testServer.ts';

/**
 * Clients that cannot take a shared lock (Node has no Web Locks; a host may keep each editor's
 * tokens apart) and refresh with the same token at once: the server's grace window answers all
 * of them the same new pair, so none of them ends the session.
 */
describe('clients refreshing with the same token at once', () => {
  it('four clients, each with its own copy of the tokens, all refresh without a logout', async () => {
    const { baseUrl } = await startTestServer();
    const session = await loginAs(baseUrl);
    const clients = Array.from({ length: 4 }, () => {
      const store = createTokenStore(createMemoryStorage());
      store.set({ accessToken: 'expired', refreshToken: session.refresh_token });
      const client = createApiClient({
        apiUrl: `${baseUrl}/api`,
        trackerUrl: `${baseUrl}/tracker/v1`,
        tokens: store,
      });
      storeReportedTokens(client, store);
      const logouts: string[] = [];
      client.events.on('logout', ({ reason }) => logouts.push(reason));
      return { client, store, logouts };
    });

    const users = await Promise.all(clients.map(({ client }) => client.tracker.user()));
    expect(users.map((user) => user.email)).toEqual(clients.map(() => users[0]!.email));
    expect(clients.flatMap(({ logouts }) => logouts)).toEqual([]);
    const refreshTokens = new Set(clients.map(({ store }) => store.refresh()));
    expect(refreshTokens.size).toBe(1);
    expect(refreshTokens.has(session.refresh_token)).toBe(false);

    // The session lives on: the next refresh rotates as usual.
    await clients[0]!.client.tracker.refresh();
    expect(clients[0]!.logouts).toEqual([]);
  });
});
