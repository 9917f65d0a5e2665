import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';

export type DomainRow = {
  id: number;
  name: string;
  status: string;
  expire_at: Date | string | null;
  activates_at: Date | string | null;
  paused: boolean;
  nameservers: string[];
};

export type RecordRow = {
  id: number;
  domain_id: number;
  name: string;
  type: string;
  content: string;
  ttl: number;
};

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export const toDomain = (row: DomainRow, records: RecordRow[]) => ({
  id: row.id,
  name: row.name,
  status: row.status,
  expireAt: iso(row.expire_at),
  records: records.map(toRecord),
});

export const toRecord = (row: RecordRow) => ({
  id: row.id,
  name: row.name,
  type: row.type,
  content: row.content,
  ttl: row.ttl,
});

/**
 * A domain's status as the registrar reports it: a purchase is 'pending' until its activation
 * time, then 'active'; a paused domain reads 'paused'.
 */
export async function refreshStatus(db: Database, row: DomainRow): Promise<DomainRow> {
  if (row.status === 'pending' && row.activates_at && new Date(row.activates_at) <= new Date()) {
    const [updated] = await db.query<DomainRow>(
      `update domains set status = case when paused then 'paused' else 'active' end
       where id = $1 returning *`,
      [row.id],
    );
    return updated ?? row;
  }
  return row;
}

export async function domainById(db: Database, id: number): Promise<DomainRow> {
  const [row] = await db.query<DomainRow>(`select * from domains where id = $1`, [id]);
  if (!row) throw notFound('Domain');
  return refreshStatus(db, row);
}

export async function domainByName(db: Database, name: string): Promise<DomainRow> {
  const [row] = await db.query<DomainRow>(`select * from domains where name = lower($1)`, [name]);
  if (!row) throw notFound(`Domain "${name}"`);
  return refreshStatus(db, row);
}

export async function recordsOf(db: Database, domainIds: number[]): Promise<RecordRow[]> {
  if (domainIds.length === 0) return [];
  return db.query<RecordRow>(
    `select * from dns_records where domain_id = any($1::int[]) order by id`,
    [domainIds],
  );
}

export async function loadDomains(db: Database, rows: DomainRow[]) {
  const fresh = await Promise.all(rows.map((row) => refreshStatus(db, row)));
  const records = await recordsOf(
    db,
    fresh.map((row) => row.id),
  );
  return fresh.map((row) =>
    toDomain(
      row,
      records.filter((r) => r.domain_id === row.id),
    ),
  );
}

/**
 * Creates `sub.domain` (or the apex for an empty name), or answers the record that already has
 * that name: the console "finds or creates" a record before saving an app.
 */
export async function ensureRecord(
  db: Database,
  domain: DomainRow,
  sub: string,
  fields: { type?: string; content?: string; ttl?: number } = {},
): Promise<{ record: RecordRow; created: boolean }> {
  const fullName = sub === '' || sub === '@' ? domain.name : `${sub}.${domain.name}`;
  const type = fields.type ?? 'A';
  const [existing] = await db.query<RecordRow>(
    `select * from dns_records where domain_id = $1 and name = $2 and type = $3`,
    [domain.id, fullName, type],
  );
  if (existing) return { record: existing, created: false };
  const [record] = await db.query<RecordRow>(
    `insert into dns_records (domain_id, name, type, content, ttl) values ($1, $2, $3, $4, $5)
     returning *`,
    [domain.id, fullName, type, fields.content ?? '203.0.113.10', fields.ttl ?? 3600],
  );
  return { record: record!, created: true };
}
