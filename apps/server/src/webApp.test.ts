import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServices } from './app.ts';
import { loginAs } from './testing/client.ts';
import { startTestServer } from './testing/testServer.ts';

const page = '<!doctype html><div id="root">console</div>';
const script = 'console.log("console");\n'.repeat(100);

/** A built console as apps/web's build writes it: hashed assets with .br and .gz copies. */
function builtConsole() {
  const webDist = mkdtempSync(join(tmpdir(), 'landing-web-'));
  mkdirSync(join(webDist, 'assets'));
  const write = (path: string, text: string) => {
    writeFileSync(join(webDist, path), text);
    writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(webDist, `${path}.gz`), gzipSync(text));
  };
  write('index.html', page);
  write('assets/app-123.js', script);
  write('robots.txt', 'User-agent: *\nDisallow: /\n');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return webDist;
}

async function consoleApp() {
  const { db, config } = await startTestServer();
  const services = createServices({ db, config });
  await services.tokens.init();
  return createApp({ db, config, webDist: builtConsole() }, services);
}

describe('serving the console next to the API (WEB_DIST)', () => {
  beforeAll(() => startTestServer());

  it('serves the built SPA with fallback, and never answers an API path with the page', async () => {
    const { baseUrl } = await startTestServer();
    const app = await consoleApp();

    expect(await (await app.request('/')).text()).toContain('console');
    expect(await (await app.request('/apps/12')).text()).toContain('console');
    const asset = await app.request('/assets/app-123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/api/landing')).status).toBe(401);
    const { access_token } = await loginAs(baseUrl);
    const unknown = await app.request('/api/nothing-here', {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No such call: GET /api/nothing-here' });
    expect((await app.request('/tracker/v1/nothing')).status).toBe(404);
  });

  it('sends the Brotli copy to a browser that accepts it, gzip to one that only takes gzip', async () => {
    const app = await consoleApp();

    const br = await app.request('/assets/app-123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await app.request('/assets/app-123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const plain = await app.request('/assets/app-123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('makes the browser revalidate index.html, whether asked for by name or as the SPA fallback', async () => {
    const app = await consoleApp();
    for (const path of ['/', '/index.html', '/apps/12']) {
      const res = await app.request(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
    }
  });

  it('answers a missing asset or favicon.ico with 404, not the page', async () => {
    const app = await consoleApp();
    const missing = await app.request('/assets/app-old.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('console');
    expect((await app.request('/favicon.ico')).status).toBe(404);
  });

  it('serves robots.txt that keeps search engines out, and the favicon', async () => {
    const app = await consoleApp();
    const robots = await app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    const icon = await app.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

describe('the built console (apps/web)', () => {
  it('links a real favicon, describes itself and ships a robots.txt that disallows everything', () => {
    const web = join(import.meta.dirname, '../../web');
    const html = readFileSync(join(web, 'index.html'), 'utf8');
    expect(html).toMatch(/<meta\s+name="description"\s+content="[^"]{50,}"/);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(readFileSync(join(web, 'public/favicon.svg'), 'utf8')).toContain('<svg');
    expect(readFileSync(join(web, 'public/robots.txt'), 'utf8')).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });
});
