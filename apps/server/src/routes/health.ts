import { Hono } from 'hono';
import type { Database } from '../db/database.ts';

export function healthRoutes(db: Database) {
  return new Hono().get('/', async (c) => {
    try {
      const [row] = await db.query<{ ok: number }>('select 1 as ok');
      return c.json({ data: { status: row?.ok === 1 ? 'ok' : 'degraded' } });
    } catch (error) {
      // Health answers for the database whatever the failure: a load balancer only needs 503.
      console.error('Health check failed:', error instanceof Error ? error.message : error);
      c.header('Retry-After', '5');
      return c.json({ message: 'The database is unavailable' }, 503);
    }
  });
}
