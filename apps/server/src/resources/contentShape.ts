import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { loadDesigns } from './designShape.ts';

export type TranslatableContent = { description: string; additionalInfo: string[]; tags: string[] };

type ContentRow = {
  id: number;
  launcher_id: number;
  locale_id: number;
  is_default: boolean;
  design_id: number | null;
  translatable_content: TranslatableContent;
  google_lang_code: string;
  display_name: string;
  version: number;
};

export type Content = Awaited<ReturnType<typeof loadContents>>[number];

/** Contents by id or by launcher, base first, then by locale id. */
export async function loadContents(
  db: Database,
  where: { ids?: number[]; launcherIds?: number[] } = {},
) {
  const clause = where.ids
    ? 'where c.id = any($1::int[])'
    : where.launcherIds
      ? 'where c.launcher_id = any($1::int[])'
      : '';
  const params = where.ids ? [where.ids] : where.launcherIds ? [where.launcherIds] : [];
  const rows = await db.query<ContentRow>(
    `select c.*, l.google_lang_code, l.display_name from launcher_contents c
     join locales l on l.id = c.locale_id ${clause}
     order by c.launcher_id, c.is_default desc, c.locale_id, c.id`,
    params,
  );
  const designIds = [...new Set(rows.flatMap((r) => (r.design_id ? [r.design_id] : [])))];
  const designs = designIds.length ? await loadDesigns(db, designIds) : [];
  return rows.map((row) => ({
    id: row.id,
    launcherId: row.launcher_id,
    localeId: row.locale_id,
    locale: {
      id: row.locale_id,
      google_lang_code: row.google_lang_code,
      displayName: row.display_name,
    },
    isDefault: row.is_default,
    designId: row.design_id,
    design: designs.find((d) => d.id === row.design_id) ?? null,
    translatableContent: row.translatable_content,
    version: row.version,
  }));
}

export async function loadContent(db: Database, id: number): Promise<Content> {
  const [content] = await loadContents(db, { ids: [id] });
  if (!content) throw notFound('Launcher content');
  return content;
}
