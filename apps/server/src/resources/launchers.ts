import { LauncherAppStoreCreate, LauncherCustomCreate, LauncherUpdate } from '@landing/api/schemas';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv, Services } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { claimFor, claimVersion } from '../http/rowVersions.ts';
import { idParam, jsonBody } from '../http/validate.ts';
import { loadContents } from './contentShape.ts';
import { defaultStaticContent, launcherRow, loadLauncher, loadLaunchers } from './launcherShape.ts';

async function templateOf(db: Database, id: number) {
  const [row] = await db.query<{ id: number; is_custom: boolean }>(
    `select id, is_custom from templates where id = $1`,
    [id],
  );
  if (!row) throw new HttpError(400, `templateId ${id} does not name a template`);
  return row;
}

export async function nextWebServerId(db: Database): Promise<number> {
  const [row] = await db.query<{ id: number }>(`select nextval('web_server_ids')::int as id`);
  return row!.id;
}

export function launcherRoutes({ db }: Services) {
  const app = new Hono<AppEnv>();

  app.post('/custom', async (c) => {
    const body = await jsonBody(c, LauncherCustomCreate);
    const template = await templateOf(db, body.templateId);
    if (!template.is_custom) throw new HttpError(400, 'templateId must name a custom template');
    const config = { webflowHtmlTagData: body.config?.webflowHtmlTagData ?? '' };
    const [row] = await db.query<{ id: number }>(
      `insert into launchers (name, web_server_id, template_id, config) values ($1, $2, $3, $4) returning id`,
      [body.name, await nextWebServerId(db), template.id, JSON.stringify(config)],
    );
    return c.json({ data: await loadLauncher(db, row!.id) }, 201);
  });

  app.post('/app-store', async (c) => {
    const body = await jsonBody(c, LauncherAppStoreCreate);
    const template = await templateOf(db, body.templateId);
    if (template.is_custom) throw new HttpError(400, 'templateId must name a built-in template');
    const config = { templateView: body.config?.templateView ?? 'web' };
    const [row] = await db.query<{ id: number }>(
      `insert into launchers (name, web_server_id, template_id, config, static_content)
       values ($1, $2, $3, $4, $5) returning id`,
      [
        body.name,
        await nextWebServerId(db),
        template.id,
        JSON.stringify(config),
        JSON.stringify(defaultStaticContent(body.name)),
      ],
    );
    return c.json({ data: await loadLauncher(db, row!.id) }, 201);
  });

  app.get('/', async (c) => c.json({ data: await loadLaunchers(db) }));

  app.patch('/', async (c) => {
    const body = await jsonBody(c, LauncherUpdate);
    const current = await launcherRow(db, body.id);
    const templateId = body.templateId ?? current.template_id;
    const template = await templateOf(db, templateId);
    if (body.staticContent) {
      // A custom launcher keeps only its short name (the Icon, Name and Short Name form).
      const onlyShortName = Object.keys(body.staticContent).every((key) => key === 'shortName');
      if (template.is_custom && !onlyShortName) {
        throw new HttpError(400, 'staticContent is only kept for launchers on built-in templates');
      }
    }
    const claim = claimFor(c, 'launchers', body.id, (tx) => loadLauncher(tx, body.id));
    await db.transaction(async (tx) => {
      await claimVersion(tx, claim);
      // Partial changes of the JSON columns are merged by PostgreSQL (`||`) in the one statement,
      // on the row as it is then: two PATCHes of different fields at once both stay. Read here
      // and written back, the later write would put back the field the earlier one changed.
      await tx.query(
        `update launchers set name = coalesce($2, name), template_id = $3,
         config = config || $4::jsonb,
         static_content = case
           when $5::jsonb is not null then coalesce(static_content, $6::jsonb) || $5::jsonb
           when not $7 then coalesce(static_content, $6::jsonb)
           else static_content
         end
       where id = $1`,
        [
          body.id,
          body.name ?? null,
          templateId,
          JSON.stringify(body.config ?? {}),
          body.staticContent ? JSON.stringify(body.staticContent) : null,
          JSON.stringify(defaultStaticContent(current.name)),
          template.is_custom,
        ],
      );
    });
    return c.json({ data: await loadLauncher(db, body.id) });
  });

  app.get('/:id', async (c) => c.json({ data: await loadLauncher(db, idParam(c)) }));

  app.get('/:id/contents', async (c) => {
    const id = idParam(c);
    await launcherRow(db, id);
    return c.json({ data: await loadContents(db, { launcherIds: [id] }) });
  });

  /** Contents, their comment links and landings whose main launcher it is go with it. */
  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const deleted = await db.query(`delete from launchers where id = $1 returning id`, [id]);
    if (deleted.length === 0) throw notFound('Launcher');
    return c.json({ data: { success: true } });
  });

  return app;
}
