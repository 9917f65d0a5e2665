import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for pages on the configured origins (an editor embedded on another origin calling the
 * three services directly): bearer tokens, no cookies. Other origins get no CORS headers.
 */
export function corsFor(origins: readonly string[]): MiddlewareHandler {
  return cors({
    origin: [...origins],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'If-Match'],
    // A comment list's version (its read's ETag) is read by an editor on another origin too.
    exposeHeaders: ['ETag'],
    credentials: false,
    maxAge: 600,
  });
}
