import { commentatorNameMessage } from '@landing/api/schemas';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { bodyLimits } from '@landing/api/uploads';
import { checkCommentatorIcon } from '../files/limits.ts';
import { fileUrl } from '../files/store.ts';
import type { AppEnv, Services } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { claimFor, claimVersion } from '../http/rowVersions.ts';
import { formFile, formText } from '../http/multipart.ts';
import { readForm, uploadBody } from '../http/uploadBody.ts';
import { idParam } from '../http/validate.ts';

type CommentatorRow = { id: number; name: string; icon_file_id: string | null; version: number };

const toCommentator = (row: CommentatorRow) => ({
  id: row.id,
  name: row.name,
  icon: fileUrl(row.icon_file_id),
  iconUrl: fileUrl(row.icon_file_id),
  version: row.version,
});

async function commentatorRow(db: Database, id: number) {
  const [row] = await db.query<CommentatorRow>(`select * from commentators where id = $1`, [id]);
  if (!row) throw notFound('Commentator');
  return row;
}

export function commentatorRoutes({ db, files, uploads }: Services) {
  const app = new Hono<AppEnv>();
  const iconBody = uploadBody(uploads, bodyLimits.commentatorIcon, files.incoming);

  app.get('/', async (c) => {
    const rows = await db.query<CommentatorRow>(`select * from commentators order by id`);
    return c.json({ data: rows.map(toCommentator) });
  });

  app.post('/', ...iconBody, async (c) => {
    const form = await readForm(c);
    const name = formText(form, 'name');
    const nameProblem = commentatorNameMessage(name);
    if (nameProblem) throw new HttpError(400, nameProblem);
    const icon = formFile(form, 'icon');
    if (!icon) throw new HttpError(400, 'Icon is required');
    const checked = await checkCommentatorIcon(icon);
    const [row] = await files.withUploads(async (save) =>
      db.query<CommentatorRow>(
        `insert into commentators (name, icon_file_id) values ($1, $2) returning *`,
        [name, await save(checked)],
      ),
    );
    return c.json({ data: toCommentator(row!) }, 201);
  });

  app.get('/:id', async (c) =>
    c.json({ data: toCommentator(await commentatorRow(db, idParam(c))) }),
  );

  app.patch('/:id', ...iconBody, async (c) => {
    const id = idParam(c);
    const current = await commentatorRow(db, id);
    const form = await readForm(c);
    const name = formText(form, 'name');
    const nameProblem = name === undefined ? undefined : commentatorNameMessage(name);
    if (nameProblem) throw new HttpError(400, nameProblem);
    const icon = formFile(form, 'icon');
    const checked = icon ? await checkCommentatorIcon(icon) : undefined;
    const claim = claimFor(c, 'commentators', id, async (tx) =>
      toCommentator(await commentatorRow(tx, id)),
    );
    const [row] = await files.withUploads(async (save) => {
      const iconId = checked ? await save(checked) : current.icon_file_id;
      return db.transaction(async (tx) => {
        await claimVersion(tx, claim);
        return tx.query<CommentatorRow>(
          `update commentators set name = coalesce($2, name), icon_file_id = $3 where id = $1 returning *`,
          [id, name ?? null, iconId],
        );
      });
    });
    if (icon) await files.remove([current.icon_file_id]);
    return c.json({ data: toCommentator(row!) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const current = await commentatorRow(db, id);
    const [use] = await db.query<{ n: number }>(
      `select count(*)::int as n from comments where commentator_id = $1`,
      [id],
    );
    if ((use?.n ?? 0) > 0) throw new HttpError(409, `The commentator wrote ${use?.n} comment(s)`);
    await db.query(`delete from commentators where id = $1`, [id]);
    await files.remove([current.icon_file_id]);
    return c.json({ data: { success: true } });
  });

  return app;
}
