import {
  CommentCreate,
  CommentsBatch,
  CommentsTranslate,
  CommentUpdate,
} from '@landing/api/schemas';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv, Services } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { claimFor, claimVersion } from '../http/rowVersions.ts';
import { idParam, jsonBody } from '../http/validate.ts';
import { loadComment, loadComments } from './commentShape.ts';
import { localeById } from './locales.ts';

type CommentInput = typeof CommentCreate.infer;

async function checkRefs(db: Database, input: Partial<CommentInput>) {
  if (input.commentatorId !== undefined) {
    const rows = await db.query(`select id from commentators where id = $1`, [input.commentatorId]);
    if (rows.length === 0)
      throw new HttpError(400, `commentatorId ${input.commentatorId} does not name a commentator`);
  }
  if (input.langId !== undefined) {
    const rows = await db.query(`select id from locales where id = $1`, [input.langId]);
    if (rows.length === 0)
      throw new HttpError(400, `langId ${input.langId} does not name a locale`);
  }
  if (input.originId !== undefined && input.originId !== null) {
    const rows = await db.query(`select id from comments where id = $1`, [input.originId]);
    if (rows.length === 0)
      throw new HttpError(400, `originId ${input.originId} does not name a comment`);
  }
}

async function insertComment(db: Database, input: CommentInput): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into comments (text, stars, count_rated, reply, commentator_id, lang_id, origin_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      input.text,
      input.stars,
      input.countRated,
      input.reply || null,
      input.commentatorId,
      input.langId,
      input.originId ?? null,
    ],
  );
  return row!.id;
}

export function commentRoutes({ db, translator }: Services) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json({ data: await loadComments(db) }));

  app.post('/', async (c) => {
    const body = await jsonBody(c, CommentCreate);
    await checkRefs(db, body);
    return c.json({ data: await loadComment(db, await insertComment(db, body)) }, 201);
  });

  app.post('/batch', async (c) => {
    const { comments } = await jsonBody(c, CommentsBatch);
    for (const comment of comments) await checkRefs(db, comment);
    const ids = await db.transaction(async (tx) => {
      const created: number[] = [];
      for (const comment of comments) created.push(await insertComment(tx, comment));
      return created;
    });
    return c.json({ data: await loadComments(db, ids) }, 201);
  });

  /**
   * Creates translated copies (text and reply) in the target locale, each keeping the comment it
   * came from as its origin; the caller links them.
   */
  app.post('/translate', async (c) => {
    const body = await jsonBody(c, CommentsTranslate);
    const locale = await localeById(db, body.targetLocaleId);
    const sources = await loadComments(db, body.commentIds);
    const missing = body.commentIds.filter((id) => !sources.some((s) => s.id === id));
    if (missing.length) throw new HttpError(404, `Comment ${missing.join(', ')} not found`);
    const target = { code: locale.google_lang_code, displayName: locale.display_name };
    const texts = await translator.translate(
      sources.map((s) => s.text),
      target,
    );
    const replies = await translator.translate(
      sources.map((s) => s.reply ?? ''),
      target,
    );
    const ids = await db.transaction(async (tx) => {
      const created: number[] = [];
      for (const [index, source] of sources.entries()) {
        created.push(
          await insertComment(tx, {
            text: texts[index] ?? source.text,
            reply: source.reply ? (replies[index] ?? source.reply) : null,
            stars: source.stars,
            countRated: source.countRated,
            commentatorId: source.commentatorId,
            langId: locale.id,
            originId: source.id,
          }),
        );
      }
      return created;
    });
    return c.json({ data: await loadComments(db, ids) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: await loadComment(db, idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, CommentUpdate);
    await loadComment(db, id);
    await checkRefs(db, body);
    const claim = claimFor(c, 'comments', id, (tx) => loadComment(tx, id));
    await db.transaction(async (tx) => {
      await claimVersion(tx, claim);
      await tx.query(
        `update comments set text = coalesce($2, text), stars = coalesce($3, stars),
         count_rated = coalesce($4, count_rated), reply = case when $5::boolean then $6 else reply end,
         commentator_id = coalesce($7, commentator_id), lang_id = coalesce($8, lang_id)
       where id = $1`,
        [
          id,
          body.text ?? null,
          body.stars ?? null,
          body.countRated ?? null,
          body.reply !== undefined,
          body.reply || null,
          body.commentatorId ?? null,
          body.langId ?? null,
        ],
      );
    });
    return c.json({ data: await loadComment(db, id) });
  });

  /** Links from translations go with it (foreign key cascade). */
  app.delete('/:id', async (c) => {
    const deleted = await db.query(`delete from comments where id = $1 returning id`, [idParam(c)]);
    if (deleted.length === 0) throw notFound('Comment');
    return c.json({ data: { success: true } });
  });

  return app;
}
