import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { preferredEncoding } from './acceptEncoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a JSON answer fits in a packet or two; compressing it costs more than it saves. */
export const jsonCompressionThreshold = 1024;

/** Compresses JSON answers of at least `threshold` bytes with the best coding the client accepts. */
export function compressJson(threshold = jsonCompressionThreshold): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
    const body = Buffer.from(await res.arrayBuffer());
    const large = body.byteLength >= threshold;
    const coding = large
      ? preferredEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip'])
      : undefined;
    let sent: Buffer = body;
    if (coding === 'br') {
      // Quality 4: about gzip's speed with a better ratio; 11 is for build-time assets.
      sent = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    } else if (coding === 'gzip') {
      sent = await gzipAsync(body);
    }
    c.res = new Response(Uint8Array.from(sent), res);
    if (large) c.res.headers.append('Vary', 'Accept-Encoding');
    if (coding) c.res.headers.set('Content-Encoding', coding);
    c.res.headers.set('Content-Length', String(sent.byteLength));
  };
}
