import { DnsRecordCreate, DomainBuy } from '@landing/api/schemas';
import { Hono } from 'hono';
import type { AppEnv, Services } from '../http/env.ts';
import { pageQuery, paged } from '../http/paging.ts';
import { idParam, jsonBody } from '../http/validate.ts';
import {
  domainById,
  ensureRecord,
  loadDomains,
  recordsOf,
  toDomain,
  type DomainRow,
} from '../registrar/domains.ts';

export function domainRoutes({ db, registrar }: Services) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const { page, size, offset } = pageQuery(c);
    const rows = await db.query<DomainRow & { total: number }>(
      `select *, count(*) over ()::int as total from domains order by id limit $1 offset $2`,
      [size, offset],
    );
    return c.json({ data: paged(await loadDomains(db, rows), rows[0]?.total ?? 0, page, size) });
  });

  /** Buys through the sandbox registrar; its insufficient-funds answer passes through as is. */
  app.post('/', async (c) => {
    const body = await jsonBody(c, DomainBuy);
    const row = await registrar.buy(body.name, body.years);
    return c.json({ data: toDomain(row, []) }, 201);
  });

  app.get('/:id', async (c) => {
    const [domain] = await loadDomains(db, [await domainById(db, idParam(c))]);
    return c.json({ data: domain });
  });

  app.get('/:id/status', async (c) => {
    const domain = await domainById(db, idParam(c));
    return c.json({ data: { status: domain.status } });
  });

  app.get('/:id/records', async (c) => {
    const domain = await domainById(db, idParam(c));
    return c.json({
      data: (await recordsOf(db, [domain.id])).map((r) => ({ id: r.id, name: r.name })),
    });
  });

  app.post('/:id/records', async (c) => {
    const domain = await domainById(db, idParam(c));
    const body = await jsonBody(c, DnsRecordCreate);
    const { record, created } = await ensureRecord(db, domain, body.name.toLowerCase());
    return c.json({ data: { id: record.id, name: record.name } }, created ? 201 : 200);
  });

  return app;
}
