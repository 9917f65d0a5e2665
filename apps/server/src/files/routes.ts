import { Hono } from 'hono';
import { byteRangeOf, rangeHeaders } from '../http/byteRange.ts';
import type { Services } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Uploaded files by id. Public on purpose: <img>, <video> and download links cannot carry a
 * bearer token; the 128-bit random id is the capability. Single byte ranges are served (206) so
 * that a video can seek.
 */
export function fileRoutes({ files }: Services) {
  return new Hono().get('/:id', async (c) => {
    const file = await files.find(c.req.param('id'));
    if (!file) throw new HttpError(404, 'File not found');
    const bytes = await files.read(file.id);
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
    const range = byteRangeOf(c.req.header('Range'), bytes.byteLength, c.req.header('If-Range'));
    if (range.kind === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, ...rangeHeaders(range, bytes.byteLength) });
    }
    const part = range.kind === 'partial' ? bytes.subarray(range.start, range.end + 1) : bytes;
    return c.body(new Uint8Array(part), range.kind === 'partial' ? 206 : 200, {
      ...headers,
      ...rangeHeaders(range, bytes.byteLength),
    });
  });
}
