// The JS and CSS a page really loads on a cold visit (every script and stylesheet the browser
// fetched until the page is drawn and the network is idle), weighed as gzip of the built files.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { prepareSession, startServer } from './server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'apps/web/dist');

const gzipKb = (path) =>
  Math.round((gzipSync(readFileSync(join(dist, path)), { level: 9 }).length / 1024) * 10) / 10;
const sum = (files) => Math.round(files.reduce((total, file) => total + file.gzipKb, 0) * 10) / 10;

/** What each page must show before it counts as drawn. */
const routes = [
  {
    path: '/login',
    signedIn: false,
    drawn: (page) => page.getByRole('button', { name: 'Login' }),
  },
  {
    path: '/apps',
    signedIn: true,
    drawn: (page) => page.getByRole('table', { name: 'All Apps' }),
  },
];

async function visit(browser, baseUrl, route) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (route.signedIn) await prepareSession(page, baseUrl, true);
    const fetched = new Set();
    const transfers = [];
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/.+\.(js|css)$/.test(pathname)) fetched.add(pathname.slice(1));
      // Bytes on the wire, as the server compressed them: headers and body of every request.
      transfers.push(
        request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize),
      );
    });
    await page.goto(`${baseUrl}${route.path}`);
    await route.drawn(page).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const files = [...fetched].sort().map((file) => ({ file, gzipKb: gzipKb(file) }));
    const js = files.filter((item) => item.file.endsWith('.js'));
    const css = files.filter((item) => item.file.endsWith('.css'));
    const transferred = (await Promise.all(transfers)).reduce((total, bytes) => total + bytes, 0);
    return {
      jsGzipKb: sum(js),
      cssGzipKb: sum(css),
      /** Everything the page fetched (document, scripts, styles, icon, API answers). */
      transferKib: Math.round((transferred / 1024) * 10) / 10,
      requests: transfers.length,
      js,
      css,
    };
  } finally {
    await context.close();
  }
}

/** First-load JS and CSS of /login (signed out) and /apps (signed in), keyed by path. */
export async function measureRouteFirstLoads() {
  const { chromiumArgs, chromiumPath } = await tsImport(
    '../../scripts/chromium.ts',
    import.meta.url,
  );
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const result = {};
    for (const route of routes) result[route.path] = await visit(browser, server.baseUrl, route);
    return result;
  } finally {
    await browser.close();
    await server.stop();
  }
}
