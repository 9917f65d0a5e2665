import {
  createApiClient,
  createMemoryStorage,
  createTokenStore,
  storeReportedTokens,
  type TokenStorage,
} from '@landing/api';
import { describe, expect, it } from 'vitest';
import { hostTokens } from './hostTokens.ts';

/** A back office whose session was revoked: only `signed-again` is accepted any more. */
const revokedUntilSignedIn: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  if (new URL(request.url).pathname === '/tracker/v1/refresh') {
    return Promise.resolve(Response.json({ message: 'The session has ended' }, { status: 401 }));
  }
  if (request.headers.get('authorization') !== 'Bearer signed-again') {
    return Promise.resolve(Response.json({}, { status: 401 }));
  }
  return Promise.resolve(new Response(null, { status: 204 }));
};

/** An editor's own client over the page's storage, as `standaloneClient` builds it. */
function editorClient(storage: TokenStorage) {
  const tokens = createTokenStore(storage);
  const client = createApiClient({
    tokens,
    apiUrl: 'http://back.office.test/api',
    trackerUrl: 'http://back.office.test/tracker/v1',
    registrarUrl: 'http://back.office.test/lambda/v1',
    fetch: revokedUntilSignedIn,
  });
  storeReportedTokens(client, tokens);
  return client;
}

describe("two editors on one page, the session ended under both editors' saves", () => {
  it("Log Out in one editor's dialog: the other gives up without a dialog of its own", async () => {
    const storage = createMemoryStorage({ accessToken: 'old-access', refreshToken: 'refresh-1' });
    const [first, second] = [editorClient(storage), editorClient(storage)];
    const asked: string[] = [];
    first.onSessionEnded(() => {
      asked.push('first');
      return Promise.resolve(hostTokens(storage).loggedOut());
    });
    second.onSessionEnded(() => {
      asked.push('second');
      return Promise.resolve(false);
    });

    const saves = await Promise.allSettled([
      first.pwa.update(3, { name: 'From the first editor' }),
      second.pwa.update(4, { name: 'From the second editor' }),
    ]);

    expect(saves.map((save) => save.status)).toEqual(['rejected', 'rejected']);
    expect(asked).toEqual(['first']);
    expect(createTokenStore(storage).refresh()).toBeNull();
  });

  it("Login in one editor's dialog: both held saves go with the new tokens", async () => {
    const storage = createMemoryStorage({ accessToken: 'old-access', refreshToken: 'refresh-1' });
    const [first, second] = [editorClient(storage), editorClient(storage)];
    const asked: string[] = [];
    for (const [who, client] of [
      ['first', first],
      ['second', second],
    ] as const) {
      client.onSessionEnded(() => {
        asked.push(who);
        return Promise.resolve(
          hostTokens(storage).signedIn({ accessToken: 'signed-again', refreshToken: 'r-2' }),
        );
      });
    }

    await Promise.all([
      first.pwa.update(3, { name: 'From the first editor' }),
      second.pwa.update(4, { name: 'From the second editor' }),
    ]);

    expect(asked).toHaveLength(1);
  });
});
