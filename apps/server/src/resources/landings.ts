import { LandingCreate, LandingUpdate, WebServerUrlQuery } from '@landing/api/schemas';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv, Services } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { keysetPage, keysetQuery } from '../http/keysetPage.ts';
import { publicOriginOf } from '../http/publicOrigin.ts';
import { idParam, jsonBody, plainDecimal, validate } from '../http/validate.ts';
import { signPreviewToken } from '../preview/previewToken.ts';
import { loadContent } from './contentShape.ts';
import { loadLanding, loadLandings } from './landingShape.ts';
import { launcherRow, launcherRows } from './launcherShape.ts';
import { nextWebServerId } from './launchers.ts';
import { landingRowVersions } from './landingVersions.ts';

async function landingRow(db: Database, id: number) {
  const [row] = await db.query<{ id: number; main_launcher_id: number }>(
    `select id, main_launcher_id from landings where id = $1`,
    [id],
  );
  if (!row) throw notFound('Landing');
  return row;
}

const numericQuery = (query: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      plainDecimal.test(value) ? Number(value) : value,
    ]),
  );

export function landingRoutes({ db, tokens, config }: Services) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const page = keysetQuery(c);
    if (!page) return c.json({ data: await loadLandings(db) });
    const rows = await db.query<{ id: number }>(
      `select id from landings where id > $1 order by id limit $2`,
      [page.after, page.limit + 1],
    );
    const { items, next } = keysetPage(rows, page, (row) => row.id);
    return c.json({
      data: {
        items: await loadLandings(
          db,
          items.map((row) => row.id),
        ),
        next,
      },
    });
  });

  app.post('/', async (c) => {
    const body = await jsonBody(c, LandingCreate);
    await launcherRow(db, body.mainLauncherId);
    const [row] = await db.query<{ id: number }>(
      `insert into landings (web_server_id, main_launcher_id) values ($1, $2) returning id`,
      [await nextWebServerId(db), body.mainLauncherId],
    );
    return c.json({ data: await loadLanding(db, row!.id) }, 201);
  });

  /**
   * Landings an app can point at: those whose main launcher has at least one translation, so the
   * web server has something to show.
   */
  app.get('/linkable', async (c) => {
    const rows = await db.query<{ id: number }>(
      `select l.id from landings l
       where exists (select 1 from launcher_contents c where c.launcher_id = l.main_launcher_id)
       order by l.id`,
    );
    return c.json({
      data: await loadLandings(
        db,
        rows.map((r) => r.id),
      ),
    });
  });

  app.get('/:id', async (c) => c.json({ data: await loadLanding(db, idParam(c)) }));

  /**
   * Issue 29: the version of every row the editor shows for this landing (its launchers, their
   * translations and designs), who saved it last and when: one cheap read an open editor polls
   * to see other operators' saves coming.
   */
  app.get('/:id/versions', async (c) => {
    const id = idParam(c);
    await landingRow(db, id);
    return c.json({ data: await landingRowVersions(db, id) });
  });

  app.get('/:id/with-related-launchers', async (c) =>
    c.json({ data: await loadLanding(db, idParam(c)) }),
  );

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, LandingUpdate);
    await landingRow(db, id);
    if (body.mainLauncherId !== undefined) {
      await launcherRow(db, body.mainLauncherId);
      await db.query(
        `delete from landing_related_launchers where landing_id = $1 and launcher_id = $2`,
        [id, body.mainLauncherId],
      );
    }
    const webServerId =
      body.webServerId === undefined || body.webServerId === null ? null : Number(body.webServerId);
    if (webServerId !== null && !Number.isInteger(webServerId)) {
      throw new HttpError(400, 'webServerId must be an integer');
    }
    await db.query(
      `update landings set main_launcher_id = coalesce($2, main_launcher_id),
         web_server_id = coalesce($3, web_server_id) where id = $1`,
      [id, body.mainLauncherId ?? null, webServerId],
    );
    return c.json({ data: await loadLanding(db, id) });
  });

  /** Removes the landing and its links; apps pointing at it keep existing with no landing. */
  app.delete('/:id', async (c) => {
    const deleted = await db.query(`delete from landings where id = $1 returning id`, [idParam(c)]);
    if (deleted.length === 0) throw notFound('Landing');
    return c.json({ data: { success: true } });
  });

  app.post('/:id/link-launcher/:launcherId', async (c) => {
    const id = idParam(c);
    const launcherId = idParam(c, 'launcherId');
    const landing = await landingRow(db, id);
    await launcherRow(db, launcherId);
    if (landing.main_launcher_id === launcherId) {
      throw new HttpError(400, 'The main launcher cannot be linked to its own landing');
    }
    await db.query(
      `insert into landing_related_launchers (landing_id, launcher_id) values ($1, $2) on conflict do nothing`,
      [id, launcherId],
    );
    return c.json({ data: await loadLanding(db, id) });
  });

  app.delete('/:id/unlink-launcher/:launcherId', async (c) => {
    const id = idParam(c);
    await landingRow(db, id);
    const removed = await db.query(
      `delete from landing_related_launchers where landing_id = $1 and launcher_id = $2 returning launcher_id`,
      [id, idParam(c, 'launcherId')],
    );
    if (removed.length === 0) throw notFound('Linked launcher');
    return c.json({ data: await loadLanding(db, id) });
  });

  app.get('/:id/linkable-launchers', async (c) => {
    const id = idParam(c);
    await landingRow(db, id);
    const rows = await db.query<{ id: number }>(
      `select l.id from launchers l
       where l.id <> (select main_launcher_id from landings where id = $1)
         and not exists (select 1 from landing_related_launchers r where r.landing_id = $1 and r.launcher_id = l.id)
       order by l.id`,
      [id],
    );
    const launchers = await launcherRows(
      db,
      rows.map((r) => r.id),
    );
    return c.json({ data: launchers.map((l) => ({ id: l.id, name: l.name })) });
  });

  app.get('/:id/web-server-url', async (c) => {
    const id = idParam(c);
    const query = validate(WebServerUrlQuery, numericQuery(c.req.query()));
    const landing = await loadLanding(db, id);
    const launcherIds = [landing.mainLauncher?.id, ...landing.relatedLaunchers.map((l) => l.id)];
    if (!launcherIds.includes(query.launcherId)) {
      throw new HttpError(400, 'launcherId must name a launcher of this landing');
    }
    let contentId = query.contentId;
    if (contentId === undefined) {
      const [base] = await db.query<{ id: number }>(
        `select id from launcher_contents where launcher_id = $1 order by is_default desc, id limit 1`,
        [query.launcherId],
      );
      if (!base) throw new HttpError(400, 'The launcher has no translation to show');
      contentId = base.id;
    }
    const content = await loadContent(db, contentId);
    if (content.launcherId !== query.launcherId) {
      throw new HttpError(400, 'contentId must name a translation of the launcher');
    }
    const token = signPreviewToken(
      tokens,
      { landingId: id, launcherId: query.launcherId, contentId },
      config.previewTokenTtl,
    );
    const origin = publicOriginOf(c, config);
    return c.json({ data: { url: `${origin}/api/preview/${token}/` } });
  });

  return app;
}
