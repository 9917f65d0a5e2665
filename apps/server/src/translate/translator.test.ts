import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createServices } from '../app.ts';
import { readConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { libreTranslator } from './libreTranslate.ts';
import { sandboxTranslator } from './translator.ts';

const fr = { code: 'fr', displayName: 'French' };

/** A stand-in provider on loopback that upper-cases and tags the texts it gets. */
function fakeProvider(): Promise<{ url: string; close: () => void }> {
  const app = new Hono().post('/translate', async (c) => {
    const body = await c.req.json<{ q: string[]; target: string; api_key?: string }>();
    if (body.api_key !== 'key-1') return c.json({ error: 'Invalid API key' }, 403);
    return c.json({ translatedText: body.q.map((text) => `${body.target}:${text.toUpperCase()}`) });
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

describe('translators', () => {
  it('the sandbox marks text with the target language, once, and keeps empty text empty', async () => {
    expect(await sandboxTranslator.translate(['Great app', '', '[de] Schön'], fr)).toEqual([
      '[fr] Great app',
      '',
      '[fr] Schön',
    ]);
  });

  it('a LibreTranslate-compatible provider is used over HTTP, and its refusals are errors', async () => {
    const provider = await fakeProvider();
    try {
      expect(await libreTranslator(provider.url, 'key-1').translate(['hello', 'bye'], fr)).toEqual([
        'fr:HELLO',
        'fr:BYE',
      ]);
      await expect(libreTranslator(provider.url, 'wrong').translate(['hello'], fr)).rejects.toThrow(
        /403/,
      );
    } finally {
      provider.close();
    }
  });

  it('TRANSLATOR_URL picks the provider; without it the sandbox is used', () => {
    const db = {} as Database;
    expect(createServices({ db, config: readConfig({}) }).translator.name).toBe('sandbox');
    const chosen = createServices({
      db,
      config: readConfig({ TRANSLATOR_URL: 'http://translate.local' }),
    });
    expect(chosen.translator.name).toContain('libretranslate');
  });
});
