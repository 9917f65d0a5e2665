import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { createLimiter, LimiterFull } from '../auth/limiter.ts';
import { byteRangeOf, rangeHeaders } from '../http/byteRange.ts';
import type { Services } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { commentsOfContent } from '../resources/commentShape.ts';
import { loadContent } from '../resources/contentShape.ts';
import { loadLauncher, type LauncherConfig } from '../resources/launcherShape.ts';
import { renderAppStorePage } from './appStorePage.ts';
import { contentTypeOf, renderCustomPage } from './customPage.ts';
import { readPreviewToken, type PreviewClaims } from './previewToken.ts';
import {
  EXPIRED_TEXT,
  expiredPage,
  expiredPolicy,
  messagePage,
  messagePolicy,
} from './statusPages.ts';

/**
 * Who may frame a preview: pages of its own origin and the configured CORS origins (an editor
 * embedded on another origin shows the preview in its frame).
 */
const frameAncestors = (corsOrigins: readonly string[] = []) =>
  `frame-ancestors ${["'self'", ...corsOrigins].join(' ')}`;

/** No scripts, no network but our own files, never framed by anyone else, opaque origin. */
const listingPolicyOf = (framedBy: string) =>
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; " +
  `base-uri 'none'; form-action 'none'; ${framedBy}; sandbox`;

/** A custom template may run its own scripts, but only from its archive and in an opaque origin. */
const customPolicyOf = (framedBy: string) =>
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self' data:; media-src 'self'; connect-src 'none'; " +
  `base-uri 'self'; form-action 'none'; ${framedBy}; sandbox allow-scripts`;

type TemplateOfLauncher = {
  is_custom: boolean;
  archive_file_id: string | null;
  config: LauncherConfig;
  has_content: boolean;
};

const pageHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** What a browser runs as code when it loads it (`Sec-Fetch-Dest`). */
const codeDestinations = new Set([
  'script',
  'worker',
  'sharedworker',
  'serviceworker',
  'audioworklet',
  'paintworklet',
]);

/**
 * A template's files are for its preview page, a sandboxed document with an opaque origin,
 * whose requests a browser marks `Sec-Fetch-Site: cross-site`. Loaded as code by a page of this
 * origin (the console, whose `script-src 'self'` would allow it), a template's script would run
 * with the operator's token: such a request (`same-origin`/`same-site` and a code destination)
 * is refused. Clients that send no fetch metadata (curl, old browsers) still get the file.
 */
const loadedAsCodeByThisSite = (c: Context) =>
  ['same-origin', 'same-site'].includes(c.req.header('Sec-Fetch-Site') ?? '') &&
  codeDestinations.has(c.req.header('Sec-Fetch-Dest') ?? '');

/** Seconds a client is asked to wait when every render slot and queue place is taken. */
const BUSY_RETRY_AFTER = '1';

function decodeEntryPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'path must be valid percent-encoding');
  }
}

/**
 * The rendered landing pages behind `GET /api/landing/{id}/web-server-url`. Public like files:
 * an iframe cannot carry a bearer token, so the URL carries a signed token with an expiry.
 * Custom templates are served from their folder unpacked at upload: the page is read (capped)
 * and the other files streamed from disk; at most `previewRenders` pages render at once.
 */
export function previewRoutes({ db, tokens, templateSites, config }: Services) {
  const app = new Hono();
  const renders = createLimiter(config.previewRenders, config.previewQueue);
  const { limits } = templateSites;
  const listingPolicy = listingPolicyOf(frameAncestors(config.corsOrigins));
  const customPolicy = customPolicyOf(frameAncestors(config.corsOrigins));

  /** The token's ids, or a status page: 404 for a forged token, 410 for an expired one. */
  function claimsOf(c: Context): PreviewClaims | Response {
    const check = readPreviewToken(tokens, c.req.param('token') ?? '');
    if (check.status === 'invalid') throw new HttpError(404, 'Preview not found');
    if (check.status === 'expired') {
      return c.html(expiredPage, 410, { ...pageHeaders, 'Content-Security-Policy': expiredPolicy });
    }
    return check.claims;
  }

  const showMessage = (c: Context, message: string, status: 404 | 400 | 413 | 415 | 503) =>
    c.html(messagePage(message), status, {
      ...pageHeaders,
      'Content-Security-Policy': messagePolicy,
    });

  /**
   * What a custom page needs, in one query: every query waits its turn on the database (PGlite
   * has one connection), so a flood of previews must not multiply them.
   */
  async function templateOf(claims: PreviewClaims) {
    const [row] = await db.query<TemplateOfLauncher>(
      `select t.is_custom, t.archive_file_id, l.config,
         exists (select 1 from launcher_contents c where c.id = $2 and c.launcher_id = l.id)
           as has_content
       from launchers l join templates t on t.id = l.template_id where l.id = $1`,
      [claims.launcherId, claims.contentId],
    );
    if (!row) throw new HttpError(404, 'Launcher not found');
    if (!row.has_content) throw new HttpError(404, 'Launcher content not found');
    const site = row.archive_file_id ? await templateSites.site(row.archive_file_id) : undefined;
    return { isCustom: row.is_custom, site, tagData: row.config.webflowHtmlTagData ?? '' };
  }

  async function renderPage(c: Context, claims: PreviewClaims): Promise<Response> {
    const { isCustom, site, tagData } = await templateOf(claims);
    if (!isCustom) {
      const launcher = await loadLauncher(db, claims.launcherId);
      const content = await loadContent(db, claims.contentId);
      c.header('Content-Security-Policy', listingPolicy);
      return c.html(
        renderAppStorePage(launcher, content, await commentsOfContent(db, content.id)),
        200,
        pageHeaders,
      );
    }
    if (site && !site.ok) {
      return showMessage(c, `This template cannot be previewed: ${site.reason}`, site.status);
    }
    const page = site?.index ? await templateSites.entry(site, site.index) : undefined;
    if (!site || !page) return showMessage(c, 'This template archive has no index.html.', 404);
    if (page.size > limits.maxPageBytes) {
      return showMessage(c, 'This template cannot be previewed: its index.html is too large.', 413);
    }
    const html = renderCustomPage(
      await readFile(page.path, 'utf8'),
      site.index!,
      `/api/preview/${c.req.param('token')}/`,
      tagData,
    );
    c.header('Content-Security-Policy', customPolicy);
    return c.html(html, 200, pageHeaders);
  }

  app.get('/:token/', async (c) => {
    const claims = claimsOf(c);
    if (claims instanceof Response) return claims;
    try {
      return await renders.run(() => renderPage(c, claims));
    } catch (error) {
      if (!(error instanceof LimiterFull)) throw error;
      c.header('Retry-After', BUSY_RETRY_AFTER);
      return showMessage(c, 'The preview is busy. Try again in a moment.', 503);
    }
  });

  app.get('/:token/*', async (c) => {
    const claims = claimsOf(c);
    const prefix = `/api/preview/${c.req.param('token')}/`;
    const path = decodeEntryPath(c.req.path.slice(prefix.length));
    if (claims instanceof Response) {
      // Another page of the template, opened inside the frame, tells the editor too.
      if (/\.html?$/i.test(path)) return claims;
      throw new HttpError(410, EXPIRED_TEXT);
    }
    if (loadedAsCodeByThisSite(c)) {
      throw new HttpError(403, "A template's files are only served to its sandboxed preview");
    }
    const { isCustom, site } = await templateOf(claims);
    const entry = isCustom && site?.ok ? await templateSites.entry(site, path) : undefined;
    if (!entry) throw new HttpError(404, 'Not found');
    if (entry.size > limits.maxEntryBytes) throw new HttpError(413, `"${path}" is too large`);
    const headers = {
      'Content-Type': contentTypeOf(path),
      'Accept-Ranges': 'bytes',
      'Content-Security-Policy': customPolicy,
      'X-Content-Type-Options': 'nosniff',
    };
    // A video seeks by asking for byte ranges; without 206 answers it cannot leave its start.
    const range = byteRangeOf(c.req.header('Range'), entry.size, c.req.header('If-Range'));
    if (range.kind === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, ...rangeHeaders(range, entry.size) });
    }
    // Streamed from disk: memory stays flat however large the file and however many ask.
    const stream = createReadStream(
      entry.path,
      range.kind === 'partial' ? { start: range.start, end: range.end } : {},
    );
    const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    return c.body(body, range.kind === 'partial' ? 206 : 200, {
      ...headers,
      ...rangeHeaders(range, entry.size),
    });
  });

  return app;
}
