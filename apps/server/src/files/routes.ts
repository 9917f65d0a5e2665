import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { createLimiter, LimiterFull } from '../auth/limiter.ts';
import { byteRangeOf, rangeHeaders } from '../http/byteRange.ts';
import type { Services } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import type { FileStore } from './store.ts';

/**
 * Files sent at once; more wait their turn (holding nothing but their socket), and past the
 * queue the answer is 503. Streams are read in 256 KB pieces as the client takes them.
 */
export const fileStreams = { concurrent: 16, waiting: 1_000 };

/**
 * Uploaded files by id. Public on purpose: <img>, <video> and download links cannot carry a
 * bearer token; the 128-bit random id is the capability. Streamed from disk, never read whole;
 * single byte ranges are served (206) so that a video can seek.
 */
export function fileRoutes({ files }: Services) {
  const streams = createLimiter(fileStreams.concurrent, fileStreams.waiting);
  return new Hono().get('/:id', async (c) => {
    // The slot is taken before the file is looked up: a flood of requests waits holding only
    // its socket, and the database (which health asks too) sees at most the streaming ones.
    let release: () => void;
    try {
      release = await streams.acquire();
    } catch (error) {
      if (!(error instanceof LimiterFull)) throw error;
      c.header('Retry-After', '1');
      throw new HttpError(503, 'Too many downloads at once. Try again in a moment.');
    }
    try {
      return await streamFile(c, files, release);
    } catch (error) {
      release();
      throw error;
    }
  });
}

async function streamFile(c: Context, files: FileStore, release: () => void) {
  const file = await files.find(c.req.param('id') ?? '');
  if (!file) throw new HttpError(404, 'File not found');
  const path = files.pathOf(file.id);
  // A row whose file a failed write already removed (or a disk someone tidied) is not found.
  const size = await stat(path).then(
    (info) => info.size,
    () => undefined,
  );
  if (size === undefined) throw new HttpError(404, 'File not found');
  const download = file.kind === 'template-archive';
  const headers = {
    'Content-Type': file.mime_type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    ...(download
      ? {
          'Content-Disposition': `attachment; filename="${file.original_name.replace(/[^\w.-]/g, '_') || 'archive.zip'}"`,
        }
      : {}),
  };
  const range = byteRangeOf(c.req.header('Range'), size, c.req.header('If-Range'));
  if (range.kind === 'unsatisfiable') {
    release();
    return c.body(null, 416, { ...headers, ...rangeHeaders(range, size) });
  }
  const stream = createReadStream(path, {
    highWaterMark: 256 * 1024,
    ...(range.kind === 'partial' ? { start: range.start, end: range.end } : {}),
  });
  // Ended, failed or abandoned by the client (the web stream's cancel destroys it): the slot
  // frees either way.
  stream.once('close', release);
  return c.body(
    Readable.toWeb(stream) as ReadableStream<Uint8Array>,
    range.kind === 'partial' ? 206 : 200,
    { ...headers, ...rangeHeaders(range, size) },
  );
}
