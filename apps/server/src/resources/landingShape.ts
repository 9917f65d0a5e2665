import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { loadLaunchers } from './launcherShape.ts';

type LandingRow = { id: number; web_server_id: number; main_launcher_id: number };
type LinkRow = { landing_id: number; launcher_id: number };

export type Landing = Awaited<ReturnType<typeof loadLandings>>[number];

/** Landings in the spec's shape: a main launcher summary and the related launchers. */
export async function loadLandings(db: Database, ids?: number[]) {
  const rows = ids
    ? await db.query<LandingRow>(`select * from landings where id = any($1::int[]) order by id`, [
        ids,
      ])
    : await db.query<LandingRow>(`select * from landings order by id`);
  if (rows.length === 0) return [];
  const links = await db.query<LinkRow>(
    `select landing_id, launcher_id from landing_related_launchers
     where landing_id = any($1::int[]) order by position`,
    [rows.map((r) => r.id)],
  );
  const launcherIds = [
    ...new Set([...rows.map((r) => r.main_launcher_id), ...links.map((l) => l.launcher_id)]),
  ];
  const launchers = await loadLaunchers(db, launcherIds);
  const byId = new Map(launchers.map((l) => [l.id, l]));
  return rows.map((row) => {
    const main = byId.get(row.main_launcher_id);
    const base = main?.contents.find((content) => content.isDefault) ?? main?.contents[0];
    return {
      id: row.id,
      webServerId: row.web_server_id,
      mainLauncher: main
        ? {
            id: main.id,
            name: main.name,
            iconUrl: base?.design?.iconUrl ?? null,
            previewUrl: base?.design?.videoPreviewUrl ?? base?.design?.screensData[0]?.url ?? null,
            languages: main.contents.map((content) => content.locale),
            template: {
              id: main.template.id,
              code: main.template.code,
              isCustom: main.template.isCustom,
            },
          }
        : null,
      relatedLaunchers: links
        .filter((link) => link.landing_id === row.id)
        .flatMap((link) => {
          const launcher = byId.get(link.launcher_id);
          return launcher
            ? [
                {
                  id: launcher.id,
                  name: launcher.name,
                  template: {
                    id: launcher.template.id,
                    code: launcher.template.code,
                    isCustom: launcher.template.isCustom,
                  },
                },
              ]
            : [];
        }),
    };
  });
}

export async function loadLanding(db: Database, id: number): Promise<Landing> {
  const [landing] = await loadLandings(db, [id]);
  if (!landing) throw notFound('Landing');
  return landing;
}
