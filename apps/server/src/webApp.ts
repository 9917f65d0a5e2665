import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

const apiPrefixes = ['/api/', '/tracker/', '/lambda/'];

/** Serves the built console; any other GET that is not an API call gets index.html (SPA fallback). */
export function serveWebApp(app: Hono, webDist: string) {
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const root = relative(process.cwd(), webDist) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (apiPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return c.notFound();
    return c.html(indexHtml);
  });
}
