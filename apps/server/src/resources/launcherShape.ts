// The default lives in @landing/api, so the MSW kit creates launchers with the same one.
export { defaultStaticContent } from '@landing/api';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { loadContents } from './contentShape.ts';

export type LauncherConfig = {
  templateView?: 'web' | 'mobile' | null;
  webflowHtmlTagData?: string | null;
};

export type StaticContent = {
  name: string;
  shortName: string;
  developer: string;
  email: string;
  reviews: number;
  size: number;
  age: number;
  installs: number;
  rating: number;
  ratingPeople: number;
  starPercent: number[];
  version: string;
  androidVersion: string | number;
};

export type LauncherRow = {
  id: number;
  name: string;
  web_server_id: number;
  template_id: number;
  config: LauncherConfig;
  static_content: StaticContent | null;
  template_code: string;
  template_is_custom: boolean;
  version: number;
};

const select = `select l.*, t.code as template_code, t.is_custom as template_is_custom
  from launchers l join templates t on t.id = l.template_id`;

export async function launcherRows(db: Database, ids?: number[]): Promise<LauncherRow[]> {
  return ids
    ? db.query<LauncherRow>(`${select} where l.id = any($1::int[]) order by l.id`, [ids])
    : db.query<LauncherRow>(`${select} order by l.id`);
}

export async function launcherRow(db: Database, id: number): Promise<LauncherRow> {
  const [row] = await launcherRows(db, [id]);
  if (!row) throw notFound('Launcher');
  return row;
}

export type Launcher = Awaited<ReturnType<typeof loadLaunchers>>[number];

export async function loadLaunchers(db: Database, ids?: number[]) {
  const rows = await launcherRows(db, ids);
  const contents = rows.length
    ? await loadContents(db, { launcherIds: rows.map((r) => r.id) })
    : [];
  return rows.map((row) => {
    const own = contents.filter((content) => content.launcherId === row.id);
    const base = own.find((content) => content.isDefault) ?? own[0];
    return {
      id: row.id,
      name: row.name,
      webServerId: row.web_server_id,
      templateId: row.template_id,
      template: { id: row.template_id, code: row.template_code, isCustom: row.template_is_custom },
      iconUrl: base?.design?.iconUrl ?? null,
      config: row.config,
      staticContent: row.static_content,
      contents: own,
      version: row.version,
    };
  });
}

export async function loadLauncher(db: Database, id: number): Promise<Launcher> {
  const [launcher] = await loadLaunchers(db, [id]);
  if (!launcher) throw notFound('Launcher');
  return launcher;
}
