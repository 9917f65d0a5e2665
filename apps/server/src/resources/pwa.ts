import { AppCreate, AppUpdate, EmptyBody } from '@landing/api/schemas';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv, Services } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { keysetPage, keysetQuery } from '../http/keysetPage.ts';
import { claimFor, claimVersion } from '../http/rowVersions.ts';
import { idParam, jsonBody } from '../http/validate.ts';

type AppRow = {
  id: number;
  name: string;
  push_service: string;
  web_server_id: number | null;
  opener_link: string;
  pushok_url: string | null;
  landing_id: number | null;
  record_id: number | null;
  record_name: string | null;
  version: number;
};

// Only the columns an app answers (the list shows them all), not `created_at`.
const select = `select a.id, a.name, a.push_service, a.web_server_id, a.opener_link, a.pushok_url,
  a.landing_id, a.record_id, a.version, r.name as record_name
  from apps a left join dns_records r on r.id = a.record_id`;

const toApp = (row: AppRow) => ({
  id: row.id,
  name: row.name,
  pushService: row.push_service,
  webServerId: row.web_server_id,
  openerLink: row.opener_link,
  webServerUrl: row.record_name ? `https://${row.record_name}` : null,
  pushokUrl: row.pushok_url,
  landing: row.landing_id ? { id: row.landing_id } : null,
  record: row.record_id && row.record_name ? { id: row.record_id, name: row.record_name } : null,
  version: row.version,
});

async function appRow(db: Database, id: number) {
  const [row] = await db.query<AppRow>(`${select} where a.id = $1`, [id]);
  if (!row) throw notFound('App');
  return row;
}

async function landingWebServerId(db: Database, landingId: number): Promise<number> {
  const [row] = await db.query<{ web_server_id: number }>(
    `select web_server_id from landings where id = $1`,
    [landingId],
  );
  if (!row) throw new HttpError(400, `landingId ${landingId} does not name a landing`);
  return row.web_server_id;
}

async function checkRecord(db: Database, recordId: number) {
  const rows = await db.query(`select id from dns_records where id = $1`, [recordId]);
  if (rows.length === 0)
    throw new HttpError(400, `recordId ${recordId} does not name a DNS record`);
}

/** OneSignal is shown but disabled (console.md): an app is created or changed to firebase only. */
function checkPushService(pushService: string | undefined) {
  if (pushService !== undefined && pushService !== 'firebase') {
    throw new HttpError(400, 'pushService: only firebase is available');
  }
}

export function pwaRoutes({ db }: Services) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const page = keysetQuery(c);
    if (page) {
      // Keyset on the primary key: the index answers a page without reading the rows before it.
      const rows = await db.query<AppRow>(`${select} where a.id > $1 order by a.id limit $2`, [
        page.after,
        page.limit + 1,
      ]);
      const { items, next } = keysetPage(rows, page, (row) => row.id);
      return c.json({ data: { items: items.map(toApp), next } });
    }
    const rows = await db.query<AppRow>(`${select} order by a.id`);
    return c.json({ data: rows.map(toApp) });
  });

  app.post('/', async (c) => {
    const body = await jsonBody(c, AppCreate);
    checkPushService(body.pushService);
    const webServerId = await landingWebServerId(db, body.landingId);
    await checkRecord(db, body.recordId);
    const [row] = await db.query<{ id: number }>(
      `insert into apps (name, push_service, web_server_id, opener_link, landing_id, record_id)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [body.name, body.pushService, webServerId, body.openerLink, body.landingId, body.recordId],
    );
    return c.json({ data: toApp(await appRow(db, row!.id)) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: toApp(await appRow(db, idParam(c))) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, AppUpdate);
    await appRow(db, id);
    checkPushService(body.pushService);
    const webServerId = body.landingId ? await landingWebServerId(db, body.landingId) : null;
    if (body.recordId) await checkRecord(db, body.recordId);
    const claim = claimFor(c, 'apps', id, async (tx) => toApp(await appRow(tx, id)));
    await db.transaction(async (tx) => {
      await claimVersion(tx, claim);
      await tx.query(
        `update apps set name = coalesce($2, name), push_service = coalesce($3, push_service),
         opener_link = coalesce($4, opener_link), landing_id = coalesce($5, landing_id),
         web_server_id = coalesce($6, web_server_id), record_id = coalesce($7, record_id)
       where id = $1`,
        [
          id,
          body.name ?? null,
          body.pushService ?? null,
          body.openerLink ?? null,
          body.landingId ?? null,
          webServerId,
          body.recordId ?? null,
        ],
      );
    });
    return c.json({ data: toApp(await appRow(db, id)) });
  });

  app.delete('/:id', async (c) => {
    const deleted = await db.query(`delete from apps where id = $1 returning id`, [idParam(c)]);
    if (deleted.length === 0) throw notFound('App');
    return c.json({ data: { success: true } });
  });

  /** The sandbox Pushok service answers at once: the app gets its Pushok link. */
  app.post('/:id/pushok-app', async (c) => {
    const id = idParam(c);
    await jsonBody(c, EmptyBody);
    const current = await appRow(db, id);
    const url =
      current.pushok_url ??
      `https://pushok.sandbox.test/apps/${current.id}-${current.web_server_id ?? 0}`;
    await db.query(`update apps set pushok_url = $2 where id = $1`, [id, url]);
    return c.json({ data: toApp(await appRow(db, id)) });
  });

  return app;
}
