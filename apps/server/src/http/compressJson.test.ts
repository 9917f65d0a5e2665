import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './acceptEncoding.ts';
import { compressJson } from './compressJson.ts';

const rows = Array.from({ length: 40 }, (_, id) => ({ id, name: `Landing ${id}` }));

function jsonApp() {
  const app = new Hono();
  app.use('*', compressJson());
  app.get('/large', (c) => c.json({ rows }));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/text', (c) => c.text('x'.repeat(4096)));
  return app;
}

describe('compressJson', () => {
  it('sends a large JSON answer as Brotli when accepted, else gzip', async () => {
    const app = jsonApp();
    const br = await app.request('/large', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.byteLength);
    expect(JSON.parse(brotliDecompressSync(brBody).toString())).toEqual({ rows });
    expect(brBody.byteLength).toBeLessThan(JSON.stringify({ rows }).length / 2);

    const gz = await app.request('/large', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual({
      rows,
    });
  });

  it('leaves the answer alone when the client accepts no coding, but says it could vary', async () => {
    const res = await jsonApp().request('/large');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual({ rows });
  });

  it('does not compress JSON below 1 KiB, nor answers that are not JSON', async () => {
    const app = jsonApp();
    const headers = { 'Accept-Encoding': 'br, gzip' };
    const small = await app.request('/small', { headers });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const text = await app.request('/text', { headers });
    expect(text.headers.get('content-encoding')).toBeNull();
  });
});

describe('preferredEncoding', () => {
  it('honours the order of preference and q-values, and refuses q=0', () => {
    expect(preferredEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(preferredEncoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0', ['br', 'gzip'])).toBeUndefined();
    expect(preferredEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(preferredEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(preferredEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
  });
});
