import { DESIGN_FIELDS, DesignFinalOrder, designTagsOf } from '@landing/api/schemas';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { bodyLimits } from '@landing/api/uploads';
import { checkDesignUploads } from '../files/limits.ts';
import type { FileStore, NewFile } from '../files/store.ts';
import type { AppEnv, Services } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { claimFor, claimVersion } from '../http/rowVersions.ts';
import { formClears, formFile, formFiles, formText, type Form } from '../http/multipart.ts';
import { readForm, uploadBody } from '../http/uploadBody.ts';
import { idParam, validate } from '../http/validate.ts';
import { loadDesign, loadDesigns, type DesignRow, type ScreenRow } from './designShape.ts';

const parseTags = (form: Form) => designTagsOf(formText(form, DESIGN_FIELDS.tags));

function parseFinalOrder(form: Form): string[] | undefined {
  const raw = formText(form, DESIGN_FIELDS.finalOrder);
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'finalOrder must be a JSON list of screen names');
  }
  return validate(DesignFinalOrder, parsed);
}

type Save = Parameters<Parameters<FileStore['withUploads']>[0]>[0];

async function saveScreens(save: Save, uploads: NewFile[], taken: Set<string>) {
  const saved: { name: string; fileId: string }[] = [];
  for (const upload of uploads) {
    const fileId = await save(upload);
    let name = upload.originalName || fileId;
    if (taken.has(name)) name = `${fileId}-${name}`;
    taken.add(name);
    saved.push({ name, fileId });
  }
  return saved;
}

/** Replaces a design's screens; callers run it inside the design's transaction. */
async function writeScreens(
  db: Database,
  designId: number,
  screens: { name: string; fileId: string }[],
) {
  await db.query(`delete from design_screens where design_id = $1`, [designId]);
  for (const [position, screen] of screens.entries()) {
    await db.query(
      `insert into design_screens (design_id, position, name, file_id) values ($1, $2, $3, $4)`,
      [designId, position, screen.name, screen.fileId],
    );
  }
}

/**
 * Validates every uploaded file of a design form before anything is stored: one bad file
 * refuses the whole request with nothing written.
 */
function checkedUploads(form: Form) {
  return checkDesignUploads({
    icon: formFile(form, DESIGN_FIELDS.icon),
    video: formFile(form, DESIGN_FIELDS.video),
    videoPreview: formFile(form, DESIGN_FIELDS.videoPreview),
    screens: formFiles(form, DESIGN_FIELDS.screens),
  });
}

export function designRoutes({ db, files, uploads }: Services) {
  const app = new Hono<AppEnv>();
  const designBody = uploadBody(uploads, bodyLimits.design, files.incoming);

  app.get('/', async (c) => c.json({ data: await loadDesigns(db) }));
  app.get('/:id', async (c) => c.json({ data: await loadDesign(db, idParam(c)) }));

  app.post('/', ...designBody, async (c) => {
    const form = await readForm(c);
    const uploads = await checkedUploads(form);
    // No screens is fine: the Icon, Name and Short Name form stores an icon alone; the
    // at-least-one-screenshot rule belongs to the Design tab (DECISIONS.md).
    if (!uploads.icon) throw new HttpError(400, 'Icon is required');
    const name = formText(form, DESIGN_FIELDS.name) || `Design ${new Date().toISOString()}`;
    const icon = uploads.icon;
    const id = await files.withUploads(async (save) => {
      const iconId = await save(icon);
      const videoId = uploads.video ? await save(uploads.video) : null;
      const previewId = uploads.videoPreview ? await save(uploads.videoPreview) : null;
      const screens = await saveScreens(save, uploads.screens, new Set());
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `insert into designs (name, icon_file_id, video_file_id, video_preview_file_id, tags)
           values ($1, $2, $3, $4, $5) returning id`,
          [name, iconId, videoId, previewId, JSON.stringify(parseTags(form) ?? [])],
        );
        await writeScreens(tx, row!.id, screens);
        return row!.id;
      });
    });
    return c.json({ data: await loadDesign(db, id) }, 201);
  });

  app.patch('/:id', ...designBody, async (c) => {
    const id = idParam(c);
    const [current] = await db.query<DesignRow>(`select * from designs where id = $1`, [id]);
    if (!current) throw notFound('Design');
    const claim = claimFor(c, 'designs', id, (tx) => loadDesign(tx, id));
    const form = await readForm(c);
    const uploads = await checkedUploads(form);
    const finalOrder = parseFinalOrder(form);
    const existing = await db.query<ScreenRow>(
      `select * from design_screens where design_id = $1 order by position`,
      [id],
    );
    const byName = new Map(existing.map((s) => [s.name, s]));
    for (const name of finalOrder ?? []) {
      const placeholder = /^\$new:(\d+)$/.exec(name);
      if (placeholder ? Number(placeholder[1]) >= uploads.screens.length : !byName.has(name)) {
        throw new HttpError(400, `finalOrder names an unknown screen "${name}"`);
      }
    }
    const { screens, iconId, videoId, previewId } = await files.withUploads(async (save) => {
      const added = await saveScreens(save, uploads.screens, new Set(byName.keys()));
      const order = finalOrder ?? [
        ...existing.map((s) => s.name),
        ...added.map((_, i) => `$new:${i}`),
      ];
      const screens = order.map((name) => {
        const placeholder = /^\$new:(\d+)$/.exec(name);
        if (placeholder) return added[Number(placeholder[1])]!;
        return { name, fileId: byName.get(name)!.file_id };
      });
      // Dropping every screen is refused; a design that never had any (an icon alone) keeps none.
      if (screens.length === 0 && existing.length > 0) {
        throw new HttpError(400, 'At least one screenshot is required');
      }

      const replace = async (
        field: 'icon' | 'video' | 'videoPreview',
        file: typeof uploads.icon,
        old: string | null,
      ) => {
        if (file) return save(file);
        if (field !== 'icon' && formClears(form, DESIGN_FIELDS[field])) return null;
        return old;
      };
      const iconId = await replace('icon', uploads.icon, current.icon_file_id);
      const videoId = await replace('video', uploads.video, current.video_file_id);
      const previewId = await replace(
        'videoPreview',
        uploads.videoPreview,
        current.video_preview_file_id,
      );
      const tags = parseTags(form);
      // The row and its screens change together: a failure between the statements keeps both.
      await db.transaction(async (tx) => {
        await claimVersion(tx, claim);
        await tx.query(
          `update designs set name = coalesce($2, name), icon_file_id = $3, video_file_id = $4,
             video_preview_file_id = $5, tags = coalesce($6, tags) where id = $1`,
          [
            id,
            formText(form, DESIGN_FIELDS.name) || null,
            iconId,
            videoId,
            previewId,
            tags ? JSON.stringify(tags) : null,
          ],
        );
        await writeScreens(tx, id, screens);
      });
      return { screens, iconId, videoId, previewId };
    });
    const kept = new Set(screens.map((s) => s.fileId));
    await files.remove([
      ...existing.filter((s) => !kept.has(s.file_id)).map((s) => s.file_id),
      ...[current.icon_file_id, current.video_file_id, current.video_preview_file_id].filter(
        (old) => old && old !== iconId && old !== videoId && old !== previewId,
      ),
    ]);
    return c.json({ data: await loadDesign(db, id) });
  });

  /** Translations using the design keep existing with no design (the foreign key clears it). */
  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const [current] = await db.query<DesignRow>(`select * from designs where id = $1`, [id]);
    if (!current) throw notFound('Design');
    const screens = await db.query<ScreenRow>(`select * from design_screens where design_id = $1`, [
      id,
    ]);
    await db.query(`delete from designs where id = $1`, [id]);
    await files.remove([
      current.icon_file_id,
      current.video_file_id,
      current.video_preview_file_id,
      ...screens.map((s) => s.file_id),
    ]);
    return c.json({ data: { success: true } });
  });

  return app;
}
