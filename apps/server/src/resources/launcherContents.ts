import { LauncherContentCreate, LauncherContentUpdate } from '@landing/api/schemas';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv, Services } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { claimFor, claimVersion } from '../http/rowVersions.ts';
import { idParam, jsonBody } from '../http/validate.ts';
import { keysetQuery } from '../http/keysetPage.ts';
import { commentsOfContent, commentsPageOfContent } from './commentShape.ts';
import { loadContent, loadContents } from './contentShape.ts';
import { commentListVersion } from './landingVersions.ts';
import { launcherRow } from './launcherShape.ts';
import { localeById } from './locales.ts';

async function exists(db: Database, table: 'comments' | 'designs', id: number, what: string) {
  const rows = await db.query(`select id from ${table} where id = $1`, [id]);
  if (rows.length === 0) throw notFound(what);
}

/** Only one base per launcher: making one default clears the flag on its siblings. */
async function makeDefault(db: Database, contentId: number, launcherId: number) {
  await db.query(
    `update launcher_contents set is_default = (id = $1),
       version = version + (is_default <> (id = $1))::int
     where launcher_id = $2`,
    [contentId, launcherId],
  );
}

export function launcherContentRoutes({ db }: Services) {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const body = await jsonBody(c, LauncherContentCreate);
    await launcherRow(db, body.launcherId);
    const locale = await localeById(db, body.localeId);
    if (body.designId !== null) await exists(db, 'designs', body.designId, 'Design');
    const taken = await db.query(
      `select id from launcher_contents where launcher_id = $1 and locale_id = $2`,
      [body.launcherId, body.localeId],
    );
    if (taken.length > 0) {
      throw new HttpError(409, `The launcher already has a ${locale.display_name} translation`);
    }
    const content = body.translatableContent ?? { description: '', additionalInfo: [], tags: [] };
    // The row and the base flag change together: no launcher is left without its base.
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `insert into launcher_contents (launcher_id, locale_id, is_default, design_id, translatable_content)
         values ($1, $2, false, $3, $4) returning id`,
        [body.launcherId, body.localeId, body.designId, JSON.stringify(content)],
      );
      const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
        `select count(*)::int as n from launcher_contents where launcher_id = $1`,
        [body.launcherId],
      );
      // The first translation of a launcher is its base even when the caller did not say so.
      if (body.isDefault || n === 1) await makeDefault(tx, row!.id, body.launcherId);
      return row!.id;
    });
    return c.json({ data: await loadContent(db, id) }, 201);
  });

  app.get('/', async (c) => c.json({ data: await loadContents(db) }));

  app.get('/launcher/:launcherId', async (c) => {
    const launcherId = idParam(c, 'launcherId');
    await launcherRow(db, launcherId);
    return c.json({ data: await loadContents(db, { launcherIds: [launcherId] }) });
  });

  app.get('/:id', async (c) => c.json({ data: await loadContent(db, idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, LauncherContentUpdate);
    const current = await loadContent(db, id);
    const claim = claimFor(c, 'launcher_contents', id, (tx) => loadContent(tx, id));
    await db.transaction(async (tx) => {
      await claimVersion(tx, claim);
      if (body.translatableContent) {
        await tx.query(`update launcher_contents set translatable_content = $2 where id = $1`, [
          id,
          JSON.stringify(body.translatableContent),
        ]);
      }
      if (body.isDefault === true) await makeDefault(tx, id, current.launcherId);
      if (body.isDefault === false) {
        await tx.query(`update launcher_contents set is_default = false where id = $1`, [id]);
      }
    });
    return c.json({ data: await loadContent(db, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const deleted = await db.query(`delete from launcher_contents where id = $1 returning id`, [
      id,
    ]);
    if (deleted.length === 0) throw notFound('Launcher content');
    return c.json({ data: { success: true } });
  });

  app.get('/:id/comments', async (c) => {
    const id = idParam(c);
    const page = keysetQuery(c);
    await loadContent(db, id);
    // The whole list's version whichever page is asked: the editor compares it with the
    // landing's versions (issue 29) instead of reading the list again.
    c.header('ETag', `"${await commentListVersion(db, id)}"`);
    if (page) return c.json({ data: await commentsPageOfContent(db, id, page) });
    return c.json({ data: await commentsOfContent(db, id) });
  });

  app.post('/:id/comments/:commentId', async (c) => {
    const id = idParam(c);
    const commentId = idParam(c, 'commentId');
    await loadContent(db, id);
    await exists(db, 'comments', commentId, 'Comment');
    await db.query(
      `insert into content_comments (content_id, comment_id) values ($1, $2) on conflict do nothing`,
      [id, commentId],
    );
    // The link, not the translation's comments: the answer stays the same size as the list grows.
    return c.json({ data: { contentId: id, commentId } }, 201);
  });

  app.delete('/:id/comments/:commentId', async (c) => {
    const id = idParam(c);
    const removed = await db.query(
      `delete from content_comments where content_id = $1 and comment_id = $2 returning comment_id`,
      [id, idParam(c, 'commentId')],
    );
    if (removed.length === 0) throw notFound('Comment link');
    return c.json({ data: { success: true } });
  });

  app.post('/:id/design/:designId', async (c) => {
    const id = idParam(c);
    const designId = idParam(c, 'designId');
    await loadContent(db, id);
    await exists(db, 'designs', designId, 'Design');
    await db.query(
      `update launcher_contents set design_id = $2, version = version + 1, updated_at = now(),
         updated_by = $3 where id = $1`,
      [id, designId, c.get('userId')],
    );
    return c.json({ data: await loadContent(db, id) });
  });

  app.delete('/:id/design/:designId', async (c) => {
    const id = idParam(c);
    const designId = idParam(c, 'designId');
    const content = await loadContent(db, id);
    if (content.designId !== designId) throw notFound('Design link');
    await db.query(
      `update launcher_contents set design_id = null, version = version + 1, updated_at = now(),
         updated_by = $2 where id = $1`,
      [id, c.get('userId')],
    );
    return c.json({ data: await loadContent(db, id) });
  });

  return app;
}
