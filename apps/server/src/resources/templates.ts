import {
  templateCodeMessage,
  TemplateCreateFields,
  TemplateTranslationCreate,
  TemplateTranslationUpdate,
  TemplateUpdateFields,
} from '@landing/api/schemas';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { bodyLimits } from '@landing/api/uploads';
import { checkArchive } from '../files/limits.ts';
import { fileUrl } from '../files/store.ts';
import type { AppEnv, Services } from '../http/env.ts';
import { HttpError, isUniqueViolation, notFound } from '../http/errors.ts';
import { keysetPage, keysetQuery } from '../http/keysetPage.ts';
import { claimFor, claimVersion } from '../http/rowVersions.ts';
import { formFile, formText, type Form } from '../http/multipart.ts';
import { readForm, uploadBody } from '../http/uploadBody.ts';
import { idParam, jsonBody, validate } from '../http/validate.ts';
import { localeById, toLocale, type LocaleRow } from './locales.ts';

type TemplateRow = {
  id: number;
  code: string;
  description: string;
  is_custom: boolean;
  archive_file_id: string | null;
  archive_name: string | null;
  user_name: string | null;
  user_email: string | null;
  version: number;
};

const select = `select t.*, u.name as user_name, u.email as user_email,
    nullif(f.original_name, '') as archive_name
  from templates t left join users u on u.id = t.created_by
  left join uploaded_files f on f.id = t.archive_file_id`;

const toTemplate = (row: TemplateRow) => ({
  id: row.id,
  code: row.code,
  description: row.description,
  archiveUrl: fileUrl(row.archive_file_id),
  /** The uploaded file's own name: the archive URL names the stored file only. */
  archiveName: row.archive_name,
  isCustom: row.is_custom,
  createdBy:
    row.user_email !== null ? { fullName: row.user_name ?? '', email: row.user_email } : null,
  version: row.version,
});

export async function templateRow(db: Database, id: number): Promise<TemplateRow> {
  const [row] = await db.query<TemplateRow>(`${select} where t.id = $1`, [id]);
  if (!row) throw notFound('Template');
  return row;
}

type TranslationRow = {
  id: number;
  template_id: number;
  locale_id: number;
  name: string | null;
  description: string | null;
} & Omit<LocaleRow, 'id'>;

const toTranslation = (row: TranslationRow) => ({
  id: row.id,
  templateId: row.template_id,
  localeId: row.locale_id,
  locale: toLocale({
    id: row.locale_id,
    google_lang_code: row.google_lang_code,
    display_name: row.display_name,
  }),
  name: row.name,
  description: row.description,
});

async function translationRow(db: Database, templateId: number, id: number) {
  const [row] = await db.query<TranslationRow>(
    `select tt.*, l.google_lang_code, l.display_name from template_translations tt
     join locales l on l.id = tt.locale_id where tt.id = $1 and tt.template_id = $2`,
    [id, templateId],
  );
  if (!row) throw notFound('Template translation');
  return row;
}

/**
 * Codes are unique case-insensitively in the database itself (`templates_code_lower_key`); the
 * pre-check only gives the common case its message before an upload is stored.
 */
const codeTaken =
  (code: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, `A template with code "${code}" already exists`);
    }
    throw error;
  };

const rethrow = (error: unknown): never => {
  throw error;
};

/** The multipart text fields as an object for the shared schema; files are read separately. */
const textFields = (form: Form, names: string[]) =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = formText(form, name);
      return value === undefined ? [] : [[name, value]];
    }),
  );

export function templateRoutes({ db, files, templateSites, uploads }: Services) {
  const app = new Hono<AppEnv>();
  const archiveBody = uploadBody(uploads, bodyLimits.templateArchive, files.incoming);

  /** Unpacked once here, at upload; a refusal names the file and stores nothing. */
  async function unpackOrForget(fileId: string, bytes: Uint8Array) {
    await templateSites.unpack(fileId, bytes).catch(forgetSite(fileId));
  }

  /** A failed write leaves no unpacked folder behind either (the archive goes with withUploads). */
  const forgetSite =
    (fileId: string | null) =>
    async (error: unknown): Promise<never> => {
      await templateSites.remove([fileId]);
      throw error;
    };

  app.get('/', async (c) => {
    const page = keysetQuery(c);
    if (page) {
      // Pages in id order (keyset on the primary key); the whole list keeps custom ones first.
      const rows = await db.query<TemplateRow>(`${select} where t.id > $1 order by t.id limit $2`, [
        page.after,
        page.limit + 1,
      ]);
      const { items, next } = keysetPage(rows, page, (row) => row.id);
      return c.json({ data: { items: items.map(toTemplate), next } });
    }
    const rows = await db.query<TemplateRow>(`${select} order by t.is_custom desc, t.id`);
    return c.json({ data: rows.map(toTemplate) });
  });

  app.post('/', ...archiveBody, async (c) => {
    const form = await readForm(c);
    const codeProblem = templateCodeMessage(formText(form, 'code'));
    if (codeProblem) throw new HttpError(400, codeProblem);
    const fields = validate(TemplateCreateFields, textFields(form, ['code', 'description']));
    const archive = formFile(form, 'archive');
    if (!archive) throw new HttpError(400, 'archive is required');
    const checked = await checkArchive(archive);
    const taken = await db.query(`select id from templates where lower(code) = lower($1)`, [
      fields.code,
    ]);
    if (taken.length)
      throw new HttpError(409, `A template with code "${fields.code}" already exists`);
    const id = await files.withUploads(async (save) => {
      const fileId = await save(checked.file);
      await unpackOrForget(fileId, checked.bytes);
      const [row] = await db
        .query<{ id: number }>(
          `insert into templates (code, description, is_custom, archive_file_id, created_by)
           values ($1, $2, true, $3, $4) returning id`,
          [fields.code, fields.description ?? '', fileId, c.get('userId')],
        )
        .catch(forgetSite(fileId))
        .catch(codeTaken(fields.code));
      return row!.id;
    });
    return c.json({ data: toTemplate(await templateRow(db, id)) }, 201);
  });

  app.get('/by-code/:code', async (c) => {
    const [row] = await db.query<TemplateRow>(`${select} where lower(t.code) = lower($1)`, [
      c.req.param('code'),
    ]);
    if (!row) throw notFound('Template');
    return c.json({ data: toTemplate(row) });
  });

  app.get('/:id', async (c) => c.json({ data: toTemplate(await templateRow(db, idParam(c))) }));

  app.patch('/:id', ...archiveBody, async (c) => {
    const id = idParam(c);
    const current = await templateRow(db, id);
    const form = await readForm(c);
    const code = formText(form, 'code');
    const codeProblem = code === undefined ? undefined : templateCodeMessage(code);
    if (codeProblem) throw new HttpError(400, codeProblem);
    const fields = validate(TemplateUpdateFields, textFields(form, ['id', 'code', 'description']));
    if (!current.is_custom) throw new HttpError(403, 'Built-in templates cannot be changed');
    const archive = formFile(form, 'archive');
    const checked = archive ? await checkArchive(archive) : undefined;
    const claim = claimFor(c, 'templates', id, async (tx) => toTemplate(await templateRow(tx, id)));
    await files.withUploads(async (save) => {
      const fileId = checked ? await save(checked.file) : current.archive_file_id;
      if (checked && fileId) await unpackOrForget(fileId, checked.bytes);
      await db
        .transaction(async (tx) => {
          await claimVersion(tx, claim);
          await tx.query(
            `update templates set code = coalesce($2, code), description = coalesce($3, description),
               archive_file_id = $4 where id = $1`,
            [id, fields.code ?? null, fields.description ?? null, fileId],
          );
        })
        .catch(checked ? forgetSite(fileId) : rethrow)
        .catch(codeTaken(fields.code ?? current.code));
    });
    if (archive) {
      await files.remove([current.archive_file_id]);
      await templateSites.remove([current.archive_file_id]);
    }
    return c.json({ data: toTemplate(await templateRow(db, id)) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const current = await templateRow(db, id);
    if (!current.is_custom) throw new HttpError(403, 'Built-in templates cannot be deleted');
    const [use] = await db.query<{ n: number }>(
      `select count(*)::int as n from launchers where template_id = $1`,
      [id],
    );
    if ((use?.n ?? 0) > 0) {
      throw new HttpError(409, `The template is used by ${use?.n} launcher(s)`);
    }
    await db.query(`delete from templates where id = $1`, [id]);
    await files.remove([current.archive_file_id]);
    await templateSites.remove([current.archive_file_id]);
    return c.json({ data: { success: true } });
  });

  app.get('/:id/translations', async (c) => {
    const id = idParam(c);
    await templateRow(db, id);
    const rows = await db.query<TranslationRow>(
      `select tt.*, l.google_lang_code, l.display_name from template_translations tt
       join locales l on l.id = tt.locale_id where tt.template_id = $1 order by tt.id`,
      [id],
    );
    return c.json({ data: rows.map(toTranslation) });
  });

  app.post('/:id/translations', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, TemplateTranslationCreate);
    await templateRow(db, id);
    await localeById(db, body.localeId);
    const [row] = await db.query<{ id: number }>(
      `insert into template_translations (template_id, locale_id, name, description)
       values ($1, $2, $3, $4) returning id`,
      [id, body.localeId, body.name ?? null, body.description ?? null],
    );
    return c.json({ data: toTranslation(await translationRow(db, id, row!.id)) }, 201);
  });

  app.get('/:id/translations/:translationId', async (c) =>
    c.json({
      data: toTranslation(await translationRow(db, idParam(c), idParam(c, 'translationId'))),
    }),
  );

  app.patch('/:id/translations/:translationId', async (c) => {
    const id = idParam(c);
    const translationId = idParam(c, 'translationId');
    const body = await jsonBody(c, TemplateTranslationUpdate);
    await translationRow(db, id, translationId);
    if (body.localeId !== undefined) await localeById(db, body.localeId);
    await db.query(
      `update template_translations set locale_id = coalesce($2, locale_id),
         name = coalesce($3, name), description = coalesce($4, description) where id = $1`,
      [translationId, body.localeId ?? null, body.name ?? null, body.description ?? null],
    );
    return c.json({ data: toTranslation(await translationRow(db, id, translationId)) });
  });

  app.delete('/:id/translations/:translationId', async (c) => {
    const id = idParam(c);
    const translationId = idParam(c, 'translationId');
    await translationRow(db, id, translationId);
    await db.query(`delete from template_translations where id = $1`, [translationId]);
    return c.json({ data: { success: true } });
  });

  return app;
}
