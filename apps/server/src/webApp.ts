import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';

const apiPrefixes = ['/api/', '/tracker/', '/lambda/'];

/** The page names every hashed asset, so it must be revalidated for a deploy to show. */
function revalidate(_path: string, c: Context) {
  c.header('Cache-Control', 'no-cache');
  varyOnEncoding(c);
}

/** The precompressed variant is only chosen (and Vary only set) when the client accepts it. */
function varyOnEncoding(c: Context) {
  const vary = c.res.headers.get('Vary') ?? '';
  if (!/accept-encoding/i.test(vary)) c.header('Vary', 'Accept-Encoding', { append: true });
}

/**
 * Serves the built console with the build's Brotli/gzip copies (see apps/web/compressAssets.ts);
 * any other GET that is not an API call or a file gets index.html (SPA fallback).
 */
export function serveWebApp(app: Hono, webDist: string) {
  const root = relative(process.cwd(), webDist) || '.';
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
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => (path.includes('index.html') ? revalidate(path, c) : varyOnEncoding(c)),
    }),
  );
  const page = serveStatic({
    root,
    path: 'index.html',
    precompressed: true,
    onFound: revalidate,
  });
  app.get('*', async (c, next) => {
    if (apiPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return c.notFound();
    return (await page(c, next)) ?? c.notFound();
  });
}
