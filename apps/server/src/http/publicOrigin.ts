import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';

type OriginConfig = Pick<ServerConfig, 'publicOrigin' | 'trustProxy'>;

/** A forwarded header's first value (a chain of proxies appends theirs after a comma). */
const firstOf = (value: string | undefined): string | undefined =>
  value?.split(',')[0]?.trim() || undefined;

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The origin a browser reached this server at, for URLs it is handed (the preview's): the
 * configured public origin; else, when told to trust the proxy in front, its
 * `X-Forwarded-Host` / `X-Forwarded-Proto`; else the request's own Host.
 */
export function publicOriginOf(c: Context, config: OriginConfig): string {
  if (config.publicOrigin) return config.publicOrigin;
  const own = new URL(c.req.url);
  if (config.trustProxy) {
    const host = firstOf(c.req.header('x-forwarded-host'));
    const proto = firstOf(c.req.header('x-forwarded-proto'))?.toLowerCase();
    if (host && HOST.test(host)) {
      const scheme = proto === 'https' || proto === 'http' ? proto : own.protocol.slice(0, -1);
      return `${scheme}://${host}`;
    }
  }
  return own.origin;
}
