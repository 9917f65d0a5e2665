import type { Database } from '../db/database.ts';
import { fileUrl } from '../files/store.ts';
import { notFound } from '../http/errors.ts';

export type DesignRow = {
  id: number;
  name: string;
  icon_file_id: string | null;
  video_file_id: string | null;
  video_preview_file_id: string | null;
  tags: string[];
  version: number;
};

export type ScreenRow = { design_id: number; name: string; file_id: string; position: number };

export type Design = ReturnType<typeof toDesign>;

const toDesign = (row: DesignRow, screens: ScreenRow[]) => ({
  id: row.id,
  name: row.name,
  iconUrl: fileUrl(row.icon_file_id),
  screensData: screens
    .filter((s) => s.design_id === row.id)
    .sort((a, b) => a.position - b.position)
    .map((s) => ({ name: s.name, url: fileUrl(s.file_id) ?? '' })),
  videoUrl: fileUrl(row.video_file_id),
  videoPreviewUrl: fileUrl(row.video_preview_file_id),
  tags: row.tags,
  version: row.version,
});

export async function loadDesigns(db: Database, ids?: number[]): Promise<Design[]> {
  const rows = ids
    ? await db.query<DesignRow>(`select * from designs where id = any($1::int[]) order by id`, [
        ids,
      ])
    : await db.query<DesignRow>(`select * from designs order by id`);
  if (rows.length === 0) return [];
  const screens = await db.query<ScreenRow>(
    `select * from design_screens where design_id = any($1::int[])`,
    [rows.map((r) => r.id)],
  );
  return rows.map((row) => toDesign(row, screens));
}

export async function loadDesign(db: Database, id: number): Promise<Design> {
  const [design] = await loadDesigns(db, [id]);
  if (!design) throw notFound('Design');
  return design;
}
