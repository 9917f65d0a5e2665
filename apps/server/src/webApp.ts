import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { configuredApiOrigins, consolePage } from './consoleSecurity.ts';
import { preferredEncoding } from './http/acceptEncoding.ts';

const apiPrefixes = ['/api/', '/tracker/', '/lambda/'];
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The precompressed variant is only chosen (and Vary only set) when the client accepts it. */
function varyOnEncoding(c: Context) {
  const vary = c.res.headers.get('Vary') ?? '';
  if (!/accept-encoding/i.test(vary)) c.header('Vary', 'Accept-Encoding', { append: true });
}

/**
 * index.html with a fresh CSP nonce and the security headers, compressed for this response (the
 * build's .br/.gz copies hold the placeholder). It names every hashed asset, so the browser
 * must revalidate it for a deploy to show.
 */
async function sendPage(c: Context, indexFile: string, apiOrigins: readonly string[]) {
  let built: string;
  try {
    built = await readFile(indexFile, 'utf8');
  } catch {
    return c.notFound();
  }
  const { html, headers } = consolePage(built, apiOrigins);
  const coding = preferredEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
  const body =
    coding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : coding === 'gzip'
        ? await gzipAsync(html)
        : Buffer.from(html);
  return c.body(Uint8Array.from(body), 200, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(coding ? { 'Content-Encoding': coding } : {}),
  });
}

/**
 * Serves the built console with the build's Brotli/gzip copies (see apps/web/compressAssets.ts);
 * any other GET that is not an API call or a file gets index.html (SPA fallback).
 */
export function serveWebApp(app: Hono, webDist: string) {
  const root = relative(process.cwd(), webDist) || '.';
  const indexFile = join(webDist, 'index.html');
  const apiOrigins = configuredApiOrigins();
  const page = (c: Context) => sendPage(c, indexFile, apiOrigins);
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        varyOnEncoding(c);
      },
    }),
  );
  // A missing hashed asset is a stale page asking for an old build: say so instead of sending HTML.
  app.get('/assets/*', (c) => c.notFound());
  app.get('/favicon.ico', (c) => c.notFound());
  app.get('/', page);
  app.get('/index.html', page);
  app.use(
    '*',
    serveStatic({ root, precompressed: true, onFound: (_path, c) => varyOnEncoding(c) }),
  );
  app.get('*', async (c) => {
    if (apiPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return c.notFound();
    return page(c);
  });
}
