import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServices } from './app.ts';
import {
  configuredApiOrigins,
  consoleContentSecurityPolicy,
  cspNoncePlaceholder,
  inlineHashes,
} from './consoleSecurity.ts';
import { loginAs } from './testing/client.ts';
import { startTestServer } from './testing/testServer.ts';

const consolePage = '<!doctype html><div id="root">console</div>';
const page = consolePage;
const script = 'console.log("console");\n'.repeat(100);

/** A built console as apps/web's build writes it: hashed assets with .br and .gz copies. */
function builtConsole(page = consolePage) {
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

async function consoleApp(html = consolePage) {
  const { db, config } = await startTestServer();
  const services = createServices({ db, config });
  await services.tokens.init();
  return createApp({ db, config, webDist: builtConsole(html) }, services);
}

/** The policy's directives by name, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
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

describe("the console page's security headers", () => {
  beforeAll(() => startTestServer());

  it('sends a CSP with only our own scripts and styles, never framed, on every page path', async () => {
    const app = await consoleApp();
    for (const path of ['/', '/index.html', '/apps/12', '/login']) {
      const res = await app.request(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.status, path).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('style-src'), path).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
      expect(csp.get('connect-src'), path).toEqual(["'self'"]);
      // The editor's preview frame is served by this server (/api/preview/<token>/).
      expect(csp.get('frame-src'), path).toEqual(["'self'"]);
      expect(csp.get('img-src'), path).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      const permissions = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions, path).toContain(`${feature}=()`);
      }
    }
  });

  it('allows nothing inline unless the built page inlines it, and then exactly that by hash', async () => {
    const inline = 'window.__boot = 1;';
    const html = `<!doctype html><script>${inline}</script><style>body{margin:0}</style><script type="module" src="/assets/app-123.js"></script><div id="root">console</div>`;
    const app = await consoleApp(html);
    const csp = directives((await app.request('/')).headers.get('content-security-policy'));
    const scriptHash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(["'self'", scriptHash]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('style-src')).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-/),
      ...inlineHashes(html, 'style'),
    ]);
    expect(inlineHashes(html, 'script')).toEqual([scriptHash]);
  });

  it('sends nosniff with assets but keeps the page headers off the API', async () => {
    const app = await consoleApp();
    const asset = await app.request('/assets/app-123.js');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    const api = await app.request('/api/health');
    expect(api.headers.get('content-security-policy')).toBeNull();
    expect(api.headers.get('x-frame-options')).toBeNull();
    expect(consoleContentSecurityPolicy()).not.toContain('unsafe');
  });

  it('lets the page reach back offices the console was built to call on other origins', () => {
    const origins = configuredApiOrigins({
      VITE_API_URL: 'https://api.example.com/base/',
      VITE_TRACKER_URL: 'https://api.example.com/tracker',
      VITE_REGISTRAR_URL: 'javascript:alert(1)',
    });
    expect(origins).toEqual(['https://api.example.com']);
    const csp = directives(consoleContentSecurityPolicy('', 'n0nce', origins));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(configuredApiOrigins({})).toEqual([]);
  });

  it('gives every page a fresh nonce for the styles the build and Radix add, in CSP and page', async () => {
    const html = `<!doctype html><meta property="csp-nonce" nonce="${cspNoncePlaceholder}"><link rel="stylesheet" nonce="${cspNoncePlaceholder}" href="/assets/app.css"><div id="root">console</div>`;
    const app = await consoleApp(html);
    const nonces: string[] = [];
    for (const path of ['/', '/index.html', '/apps/12']) {
      const res = await app.request(path);
      const body = await res.text();
      const styles = directives(res.headers.get('content-security-policy')).get('style-src');
      const nonce = /nonce="([^"]+)"/.exec(body)?.[1] ?? '';
      expect(body, path).not.toContain(cspNoncePlaceholder);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(body.split(`nonce="${nonce}"`), path).toHaveLength(3);
      expect(styles, path).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(directives(res.headers.get('content-security-policy')).get('script-src')).toEqual([
        "'self'",
      ]);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });
});

describe('the built console (apps/web)', () => {
  it('builds with the nonce placeholder the server replaces', () => {
    const config = readFileSync(join(import.meta.dirname, '../../web/vite.config.ts'), 'utf8');
    expect(config).toContain(`cspNoncePlaceholder = '${cspNoncePlaceholder}'`);
    expect(config).toContain('html: { cspNonce: cspNoncePlaceholder }');
  });

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
