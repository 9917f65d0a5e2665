import type { Database } from '../db/database.ts';

/** One row's stamp: `GET /api/landing/{id}/versions` answers a list of these. */
export type RowStamp =
  | {
      kind: 'launcher' | 'content' | 'design';
      id: number;
      version: number;
      updatedAt: string;
      /** The operator who saved it last, by name or else email; null when unknown. */
      updatedBy: string | null;
    }
  | {
      /**
       * The landing's own row (`id` is the landing's): its main launcher and related launchers
       * (Related Launchers shows them).
       */
      kind: 'landing';
      id: number;
      /** A digest of its main launcher's id and its related launchers' ids in link order. */
      version: string;
      /** Links have no writer of their own (an unlink leaves no row to name one). */
      updatedAt: null;
      updatedBy: null;
    }
  | {
      /** A translation's comment list (`id` is the translation's). */
      kind: 'comments';
      id: number;
      /** A digest of its comments' ids and versions in link order: any add, edit, removal or move changes it. */
      version: string;
      /** The list has no writer of its own (a removal leaves no row to name one). */
      updatedAt: null;
      updatedBy: null;
    };

type StampKind = 'launcher' | 'content' | 'design';

type StampRow = {
  kind: StampKind;
  id: number;
  version: number;
  updated_at: Date | string;
  updated_by: string | null;
};

const LAUNCHER_IDS = `launcher_ids as (
       select main_launcher_id as id from landings where id = $1
       union select launcher_id from landing_related_launchers where landing_id = $1
     )`;

/**
 * The landing's own row (its links), its launchers (main and related), their translations,
 * those translations' designs and each translation's comment list.
 */
export async function landingRowVersions(db: Database, landingId: number): Promise<RowStamp[]> {
  const rows = await rowVersions(db, landingId);
  return [
    ...(await commentListVersions(db, landingId)),
    ...(await landingLinksVersion(db, landingId)),
    ...rows,
  ];
}

/**
 * One translation's comment list version, as its `comments` row above tells it: the list read
 * answers it as its `ETag`, so the editor knows the first poll's row for the list it read.
 */
export async function commentListVersion(db: Database, contentId: number): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    `select ${COMMENT_LIST_DIGEST} as version
       from content_comments cc join comments cm on cm.id = cc.comment_id
      where cc.content_id = $1`,
    [contentId],
  );
  return row?.version ?? '';
}

async function landingLinksVersion(db: Database, landingId: number): Promise<RowStamp[]> {
  const rows = await db.query<{ id: number; version: string }>(
    `select l.id,
            md5(l.main_launcher_id::text || '|' || coalesce(
              (select string_agg(r.launcher_id::text, ',' order by r.position)
                 from landing_related_launchers r where r.landing_id = l.id), '')) as version
       from landings l where l.id = $1`,
    [landingId],
  );
  return rows.map(({ id, version }) => ({
    kind: 'landing',
    id,
    version,
    updatedAt: null,
    updatedBy: null,
  }));
}

/**
 * A comment list's version: a digest of its comments' ids and versions in link order, over the
 * rows of `content_comments cc` joined with `comments cm`, grouped by translation.
 */
const COMMENT_LIST_DIGEST = `md5(coalesce(string_agg(cm.id::text || ':' || cm.version::text, ','
                                    order by cc.position), ''))`;

async function commentListVersions(db: Database, landingId: number): Promise<RowStamp[]> {
  const lists = await db.query<{ id: number; version: string }>(
    `with ${LAUNCHER_IDS}
     select c.id, ${COMMENT_LIST_DIGEST} as version
       from launcher_contents c join launcher_ids i on i.id = c.launcher_id
       left join content_comments cc on cc.content_id = c.id
       left join comments cm on cm.id = cc.comment_id
      group by c.id
      order by c.id`,
    [landingId],
  );
  return lists.map(({ id, version }) => ({
    kind: 'comments',
    id,
    version,
    updatedAt: null,
    updatedBy: null,
  }));
}

async function rowVersions(db: Database, landingId: number): Promise<RowStamp[]> {
  const rows = await db.query<StampRow>(
    `with ${LAUNCHER_IDS},
     stamps as (
       select 'launcher' as kind, l.id, l.version, l.updated_at, l.updated_by
         from launchers l join launcher_ids i on i.id = l.id
       union all
       select 'content', c.id, c.version, c.updated_at, c.updated_by
         from launcher_contents c join launcher_ids i on i.id = c.launcher_id
       union all
       select distinct 'design', d.id, d.version, d.updated_at, d.updated_by
         from designs d join launcher_contents c on c.design_id = d.id
         join launcher_ids i on i.id = c.launcher_id
     )
     select s.kind, s.id, s.version, s.updated_at,
            coalesce(nullif(u.name, ''), u.email) as updated_by
       from stamps s left join users u on u.id = s.updated_by
      order by s.kind, s.id`,
    [landingId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  }));
}
