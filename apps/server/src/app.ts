import { Hono } from 'hono';
import type { Database } from './db/database.ts';
import { healthRoutes } from './routes/health.ts';
import { serveWebApp } from './webApp.ts';

export type AppDeps = { db: Database; webDist?: string | undefined };

export function createApp({ db, webDist }: AppDeps) {
  const app = new Hono();
  app.route('/api/health', healthRoutes(db));
  if (webDist) serveWebApp(app, webDist);
  return app;
}
