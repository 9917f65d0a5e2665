import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../test-support/loopbackServer.ts';
import { clientFor } from './testClient.ts';

const template = { id: 9, code: 'abc', isCustom: true, archiveUrl: null };

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer();
});
afterEach(async () => {
  await server.close();
});

describe('request merging', () => {
  it('10 identical concurrent GETs cause 1 network request', async () => {
    server.handle(() => ({
      json: [{ id: 1, google_lang_code: 'en', displayName: 'English' }],
      delayMs: 30,
    }));
    const { client } = clientFor(server);

    const results = await Promise.all(Array.from({ length: 10 }, () => client.locales.list()));

    expect(server.count('GET', '/api/locales')).toBe(1);
    expect(results.every((r) => r[0]?.displayName === 'English')).toBe(true);
  });

  it('does not merge requests with different bodies or queries, and forgets settled ones', async () => {
    server.handle((req) => ({
      json: {
        id: 5,
        google_lang_code: String(
          (req.json as { google_lang_code?: string } | undefined)?.google_lang_code ?? 'x',
        ),
        displayName: 'L',
      },
      delayMs: 20,
    }));
    const { client } = clientFor(server);

    await Promise.all([
      client.locales.create({ google_lang_code: 'en', displayName: 'English' }),
      client.locales.create({ google_lang_code: 'de', displayName: 'German' }),
      client.locales.create({ google_lang_code: 'de', displayName: 'German' }),
    ]);
    expect(server.count('POST', '/api/locales')).toBe(2);

    server.handle(() => ({ json: { items: [], total: 0, page: 1, size: 100 }, delayMs: 20 }));
    await Promise.all([client.domain.list({ size: 100 }), client.domain.list({ size: 200 })]);
    expect(server.count('GET', '/api/domain')).toBe(2);

    await client.domain.list({ size: 100 });
    expect(server.count('GET', '/api/domain')).toBe(3);
  });

  it('never merges multipart requests', async () => {
    server.handle(() => ({ json: template, delayMs: 30 }));
    const { client } = clientFor(server);
    const archive = new File([new Uint8Array([1, 2, 3])], 'abc.zip', { type: 'application/zip' });

    await Promise.all([
      client.template.create({ code: 'abc', archive }),
      client.template.create({ code: 'abc', archive }),
      client.template.create({ code: 'abc', archive }),
    ]);

    expect(server.count('POST', '/api/template')).toBe(3);
  });
});
