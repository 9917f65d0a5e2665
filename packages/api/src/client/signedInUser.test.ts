import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../test-support/loopbackServer.ts';
import { clientFor } from './testClient.ts';

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer();
});
afterEach(async () => {
  await server.close();
});

const userAsks = () => server.count('GET', '/tracker/v1/user');

/** The tracker answers the user its bearer token names (`Bearer {id}`). */
function answerTheTokensUser() {
  server.handle((request) => {
    if (request.method === 'PUT') return { json: { data: { id: 1, name: 'Renamed' } } };
    const id = Number(String(request.authorization).replace('Bearer ', ''));
    return { json: { data: { id, email: `operator${id}@example.com`, name: `Operator ${id}` } } };
  });
}

describe('the signed-in user: asked once per access token (the session and the drafts alike)', () => {
  it('answers every ask of one token from one request, at once or later', async () => {
    answerTheTokensUser();
    const { client } = clientFor(server, { access: '1', refresh: 'r' });
    const [first, second] = await Promise.all([client.tracker.user(), client.tracker.user()]);
    expect(await client.tracker.user()).toEqual(first);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ id: 1 });
    expect(userAsks()).toBe(1);
  });

  it("asks again for another token: another operator's sign-in, or a refreshed token", async () => {
    answerTheTokensUser();
    const { client, tokenStore } = clientFor(server, { access: '1', refresh: 'r' });
    expect(await client.tracker.user()).toMatchObject({ id: 1 });
    tokenStore.set({ accessToken: '2', refreshToken: 'r2' });
    expect(await client.tracker.user()).toMatchObject({ id: 2 });
    expect(userAsks()).toBe(2);
  });

  it('keeps no failure, and asks again after the user changed their own fields', async () => {
    server.handle(() => ({ status: 500, json: { message: 'Tracker down' } }));
    const { client } = clientFor(server, { access: '1', refresh: 'r' });
    await expect(client.tracker.user()).rejects.toMatchObject({ status: 500 });
    answerTheTokensUser();
    expect(await client.tracker.user()).toMatchObject({ id: 1 });
    await client.tracker.updateUser({ name: 'Renamed' });
    expect(await client.tracker.user()).toMatchObject({ id: 1 });
    expect(userAsks()).toBe(3);
  });
});
