import { type } from 'arktype';
import { Hono, type Context } from 'hono';
import type { Services } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { readZipEntry } from '../files/zip.ts';
import { commentsOfContent } from '../resources/commentShape.ts';
import { loadContent } from '../resources/contentShape.ts';
import { loadLauncher } from '../resources/launcherShape.ts';
import { renderAppStorePage } from './appStorePage.ts';
import { contentTypeOf, renderCustomPage } from './customPage.ts';

const PreviewClaims = type({ landingId: 'number', launcherId: 'number', contentId: 'number' });

/** No scripts, no network but our own files, never framed by anyone else, opaque origin. */
const listingPolicy =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";

/** A custom template may run its own scripts, but only from its archive and in an opaque origin. */
const customPolicy =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self' data:; media-src 'self'; connect-src 'none'; " +
  "base-uri 'self'; form-action 'none'; frame-ancestors 'self'; sandbox allow-scripts";

function decodeEntryPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'path must be valid percent-encoding');
  }
}

/**
 * The rendered landing pages behind `GET /api/landing/{id}/web-server-url`. Public like files:
 * an iframe cannot carry a bearer token, so the URL carries a signed token instead.
 */
export function previewRoutes({ db, tokens, files }: Services) {
  const app = new Hono();

  async function resolve(c: Context) {
    const claims = PreviewClaims(tokens.readData(c.req.param('token') ?? ''));
    if (claims instanceof type.errors) throw new HttpError(404, 'Preview not found');
    const launcher = await loadLauncher(db, claims.launcherId);
    const content = await loadContent(db, claims.contentId);
    return { launcher, content };
  }

  async function archiveOf(templateId: number) {
    const [row] = await db.query<{ archive_file_id: string | null }>(
      `select archive_file_id from templates where id = $1`,
      [templateId],
    );
    return row?.archive_file_id ? new Uint8Array(await files.read(row.archive_file_id)) : undefined;
  }

  app.get('/:token/', async (c) => {
    const { launcher, content } = await resolve(c);
    const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
    if (launcher.template.isCustom) {
      const archive = await archiveOf(launcher.template.id);
      const baseHref = `/api/preview/${c.req.param('token')}/`;
      const html = archive
        ? renderCustomPage(archive, baseHref, launcher.config.webflowHtmlTagData ?? '')
        : undefined;
      c.header('Content-Security-Policy', customPolicy);
      if (!html) return c.html('<p>This template archive has no index.html.</p>', 404, headers);
      return c.html(html, 200, headers);
    }
    c.header('Content-Security-Policy', listingPolicy);
    return c.html(
      renderAppStorePage(launcher, content, await commentsOfContent(db, content.id)),
      200,
      headers,
    );
  });

  app.get('/:token/*', async (c) => {
    const { launcher } = await resolve(c);
    const prefix = `/api/preview/${c.req.param('token')}/`;
    const path = decodeEntryPath(c.req.path.slice(prefix.length));
    const archive = launcher.template.isCustom ? await archiveOf(launcher.template.id) : undefined;
    const entry = archive && !path.includes('..') ? readZipEntry(archive, path) : undefined;
    if (!entry) throw new HttpError(404, 'Not found');
    return c.body(new Uint8Array(entry), 200, {
      'Content-Type': contentTypeOf(path),
      'Content-Security-Policy': customPolicy,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
