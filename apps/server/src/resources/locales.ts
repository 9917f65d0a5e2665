import { LocaleCreate, LocaleUpdate } from '@landing/api/schemas';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv, Services } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { idParam, jsonBody } from '../http/validate.ts';

export type LocaleRow = { id: number; google_lang_code: string; display_name: string };

export const toLocale = (row: LocaleRow) => ({
  id: row.id,
  google_lang_code: row.google_lang_code,
  displayName: row.display_name,
});

export async function localeById(db: Database, id: number) {
  const [row] = await db.query<LocaleRow>(`select * from locales where id = $1`, [id]);
  if (!row) throw notFound('Locale');
  return row;
}

export function localeRoutes({ db }: Services) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const rows = await db.query<LocaleRow>(`select * from locales order by id`);
    return c.json({ data: rows.map(toLocale) });
  });

  app.post('/', async (c) => {
    const body = await jsonBody(c, LocaleCreate);
    const [row] = await db.query<LocaleRow>(
      `insert into locales (google_lang_code, display_name) values ($1, $2) returning *`,
      [body.google_lang_code, body.displayName],
    );
    return c.json({ data: toLocale(row!) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: toLocale(await localeById(db, idParam(c))) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, LocaleUpdate);
    await localeById(db, id);
    const [row] = await db.query<LocaleRow>(
      `update locales set google_lang_code = coalesce($2, google_lang_code),
         display_name = coalesce($3, display_name) where id = $1 returning *`,
      [id, body.google_lang_code ?? null, body.displayName ?? null],
    );
    return c.json({ data: toLocale(row!) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    await localeById(db, id);
    const [use] = await db.query<{ n: number }>(
      `select (select count(*) from launcher_contents where locale_id = $1)::int
            + (select count(*) from comments where lang_id = $1)::int as n`,
      [id],
    );
    if ((use?.n ?? 0) > 0) {
      throw new HttpError(409, 'The locale is used by translations or comments');
    }
    await db.query(`delete from locales where id = $1`, [id]);
    return c.json({ data: { success: true } });
  });

  return app;
}
