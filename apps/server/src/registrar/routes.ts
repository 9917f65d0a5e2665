import { Hono, type Context } from 'hono';
import { requireAuth } from '../auth/requireAuth.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv, Services } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { idParam, jsonBody, plainDecimal } from '../http/validate.ts';
import {
  RegistrarBuy,
  RegistrarNsUpdate,
  RegistrarRecordInput,
  RegistrarRecordPatch,
  RegistrarRegister,
} from '@landing/api/schemas';
import {
  domainByName,
  ensureRecord,
  recordsOf,
  refreshStatus,
  type DomainRow,
  type RecordRow,
} from './domains.ts';
import { cleanBaseName, isSubdomainLabel } from './names.ts';

const toRegistrarDomain = (row: DomainRow) => ({
  Name: row.name,
  Status: row.status,
  ExpireAt: row.expire_at ? new Date(row.expire_at).toISOString() : null,
  Paused: row.paused,
  Nameservers: row.nameservers,
});

const toRegistrarRecord = (row: RecordRow) => ({
  Id: row.id,
  Name: row.name,
  Type: row.type,
  Value: row.content,
  TTL: row.ttl,
});

function intQuery(c: Context, name: string, fallback: number, max: number) {
  const raw = c.req.query(name);
  const value =
    raw === undefined || raw === '' ? fallback : plainDecimal.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new HttpError(400, `${name} must be an integer from 0 to ${max}`);
  }
  return value;
}

async function recordOf(db: Database, domain: DomainRow, recordId: number) {
  const [row] = await db.query<RecordRow>(
    `select * from dns_records where id = $1 and domain_id = $2`,
    [recordId, domain.id],
  );
  if (!row) throw notFound('Record');
  return row;
}

/** The sandbox registrar service: `/lambda/v1`. */
export function registrarRoutes({ db, tokens, registrar }: Services) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(tokens));

  app.get('/domain', async (c) => {
    const rows = await db.query<DomainRow>(`select * from domains order by id`);
    // Every read turns a pending domain active once its activation time has passed (DECISIONS).
    const fresh = await Promise.all(rows.map((row) => refreshStatus(db, row)));
    return c.json({ data: { Domains: fresh.map(toRegistrarDomain), Balance: registrar.balance } });
  });

  app.get('/domain/available', async (c) => {
    const name = cleanBaseName((c.req.query('name') ?? '').split('.')[0] ?? '');
    if (!name) throw new HttpError(400, 'name must contain letters or digits');
    const offset = intQuery(c, 'offset', 0, 1000);
    const limit = intQuery(c, 'limit', 10, 100);
    return c.json({ data: { Domains: await registrar.available(name, offset, limit) } });
  });

  app.post('/domain/buy', async (c) => {
    const body = await jsonBody(c, RegistrarBuy);
    const row = await registrar.buy(body.domainName, body.years);
    return c.json({ data: toRegistrarDomain(row) }, 201);
  });

  app.get('/domain/:name', async (c) =>
    c.json({ data: toRegistrarDomain(await domainByName(db, c.req.param('name'))) }),
  );

  app.post('/domain/:name', async (c) => {
    const body = await jsonBody(c, RegistrarRegister);
    const row = await registrar.buy(c.req.param('name'), body.years ?? 1);
    return c.json({ data: toRegistrarDomain(row) }, 201);
  });

  app.delete('/domain/:name', async (c) => {
    const domain = await domainByName(db, c.req.param('name'));
    await db.query(`delete from domains where id = $1`, [domain.id]);
    return c.json({ data: { success: true } });
  });

  app.get('/domain/:name/ns', async (c) => {
    const domain = await domainByName(db, c.req.param('name'));
    return c.json({ data: { Nameservers: domain.nameservers } });
  });

  app.patch('/domain/:name/ns', async (c) => {
    const domain = await domainByName(db, c.req.param('name'));
    const { nameservers } = await jsonBody(c, RegistrarNsUpdate);
    const [row] = await db.query<DomainRow>(
      `update domains set nameservers = $2 where id = $1 returning *`,
      [domain.id, JSON.stringify(nameservers)],
    );
    return c.json({ data: { Nameservers: row!.nameservers } });
  });

  app.patch('/domain/:name/pause', async (c) => {
    const domain = await domainByName(db, c.req.param('name'));
    const raw = c.req.query('pause') ?? c.req.query('paused') ?? 'true';
    if (raw !== 'true' && raw !== 'false') throw new HttpError(400, 'pause must be true or false');
    const paused = raw === 'true';
    const [row] = await db.query<DomainRow>(
      `update domains set paused = $2,
         status = case when status = 'pending' then status when $2 then 'paused' else 'active' end
       where id = $1 returning *`,
      [domain.id, paused],
    );
    return c.json({ data: toRegistrarDomain(row!) });
  });

  app.get('/domain/:name/status', async (c) => {
    const domain = await domainByName(db, c.req.param('name'));
    return c.json({ data: { Name: domain.name, Status: domain.status } });
  });

  app.get('/domain/:name/record', async (c) => {
    const domain = await domainByName(db, c.req.param('name'));
    return c.json({ data: (await recordsOf(db, [domain.id])).map(toRegistrarRecord) });
  });

  app.post('/domain/:name/record', async (c) => {
    const domain = await domainByName(db, c.req.param('name'));
    const body = await jsonBody(c, RegistrarRecordInput);
    const sub = body.name.endsWith(domain.name)
      ? body.name.slice(0, -domain.name.length).replace(/\.$/, '')
      : body.name;
    if (sub !== '' && sub !== '@' && !sub.split('.').every(isSubdomainLabel)) {
      throw new HttpError(
        400,
        'name must be letters, digits and hyphens, not starting or ending with a hyphen',
      );
    }
    const { record, created } = await ensureRecord(db, domain, sub, {
      type: body.type.toUpperCase(),
      content: body.value,
      ttl: body.ttl,
    });
    return c.json({ data: toRegistrarRecord(record) }, created ? 201 : 200);
  });

  app.get('/domain/:name/record/:recordId', async (c) => {
    const domain = await domainByName(db, c.req.param('name'));
    return c.json({ data: toRegistrarRecord(await recordOf(db, domain, idParam(c, 'recordId'))) });
  });

  app.patch('/domain/:name/record/:recordId', async (c) => {
    const domain = await domainByName(db, c.req.param('name'));
    const record = await recordOf(db, domain, idParam(c, 'recordId'));
    const body = await jsonBody(c, RegistrarRecordPatch);
    const [row] = await db.query<RecordRow>(
      `update dns_records set content = coalesce($2, content), ttl = coalesce($3, ttl)
       where id = $1 returning *`,
      [record.id, body.value ?? null, body.ttl ?? null],
    );
    return c.json({ data: toRegistrarRecord(row!) });
  });

  app.delete('/domain/:name/record/:recordId', async (c) => {
    const domain = await domainByName(db, c.req.param('name'));
    const record = await recordOf(db, domain, idParam(c, 'recordId'));
    await db.query(`delete from dns_records where id = $1`, [record.id]);
    return c.json({ data: { success: true } });
  });

  return app;
}
