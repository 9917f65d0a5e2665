import { Hono } from 'hono';
import type { Database } from '../db/database.ts';

export function healthRoutes(db: Database) {
  return new Hono().get('/', async (c) => {
    const [row] = await db.query<{ ok: number }>('select 1 as ok');
    return c.json({ data: { status: row?.ok === 1 ? 'ok' : 'degraded' } });
  });
}
