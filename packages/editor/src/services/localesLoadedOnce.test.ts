import { createApiClient, createMemoryStorage } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { withLocalesLoadedOnce } from './localesLoadedOnce.ts';

const english = { id: 1, google_lang_code: 'en', displayName: 'English' };

/** A client over a fetch that answers `/api/locales` with `answers` in turn and counts the asks. */
function clientAnswering(...answers: Response[]) {
  const asked: string[] = [];
  const client = createApiClient({
    storage: createMemoryStorage({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    apiUrl: 'http://backoffice.test/api',
    fetch: (input) => {
      const url = input instanceof Request ? input.url : String(input);
      asked.push(new URL(url).pathname);
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected ${url}`);
      return Promise.resolve(answer);
    },
  });
  return { client: withLocalesLoadedOnce(client), asked };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('withLocalesLoadedOnce', () => {
  it('asks /api/locales once for any number of lists, at once or later', async () => {
    const { client, asked } = clientAnswering(json(200, { data: [english] }));
    const [first, second] = await Promise.all([client.locales.list(), client.locales.list()]);
    expect(await client.locales.list()).toEqual([english]);
    expect(first).toEqual([english]);
    expect(second).toBe(first);
    expect(asked).toEqual(['/api/locales']);
  });

  it('asks again after a failed load', async () => {
    const { client, asked } = clientAnswering(
      json(500, { message: 'down' }),
      json(200, { data: [english] }),
    );
    await expect(client.locales.list()).rejects.toThrow('down');
    expect(await client.locales.list()).toEqual([english]);
    expect(asked).toEqual(['/api/locales', '/api/locales']);
  });

  it('leaves the other calls to the client', async () => {
    const { client, asked } = clientAnswering(json(200, { data: english }), json(200, {}));
    expect(await client.locales.get(1)).toEqual(english);
    await client.locales.remove(1);
    expect(asked).toEqual(['/api/locales/1', '/api/locales/1']);
  });
});
