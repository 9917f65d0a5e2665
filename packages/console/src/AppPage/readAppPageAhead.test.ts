import { ACCESS_TOKEN_KEY, createApiClient, createMemoryStorage } from '@landing/api';
import { draftOwner } from '@landing/drafts';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAppFormLogic } from './appFormLogic.ts';
import { readAppPageAhead } from './readAppPageAhead.ts';

const answers: Record<string, unknown> = {
  '/api/pwa/1': { id: 1, name: 'Lucky', openerLink: 'https://lucky.example/open' },
  '/api/landing/linkable': [{ id: 3, name: 'Lucky Landing' }],
  '/api/domain': { items: [], total: 0, page: 1, size: 200 },
  '/tracker/v1/user': { id: 1, email: 'operator@example.com' },
};

describe('readAppPageAhead (issue 31)', () => {
  it("is what /apps/{id}'s form and draft then ask: each is read once", async () => {
    const asked: string[] = [];
    const client = createApiClient({
      apiUrl: 'http://console.test/api',
      trackerUrl: 'http://console.test/tracker/v1',
      storage: createMemoryStorage({ [ACCESS_TOKEN_KEY]: 'access-1' }),
      fetch: (input) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        asked.push(`${url.pathname}${url.search}`);
        return Promise.resolve(Response.json({ data: answers[url.pathname] }));
      },
    });

    readAppPageAhead(client, 1);
    await expect.poll(() => asked.length).toBe(4);
    const form = createActor(createAppFormLogic(client), { input: { appId: 1 } }).start();
    await waitFor(form, (snapshot) => !snapshot.hasTag('loading'));
    const owner = await draftOwner(client);
    form.stop();

    expect(form.getSnapshot().context.app).toMatchObject({ id: 1, name: 'Lucky' });
    expect(owner).not.toBe('');
    expect(asked.sort()).toEqual([
      '/api/domain?page=1&size=200',
      '/api/landing/linkable',
      '/api/pwa/1',
      '/tracker/v1/user',
    ]);
  });
});
