import { Hono } from 'hono';
import type { Services } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Uploaded files by id. Public on purpose: <img>, <video> and download links cannot carry a
 * bearer token; the 128-bit random id is the capability.
 */
export function fileRoutes({ files }: Services) {
  return new Hono().get('/:id', async (c) => {
    const file = await files.find(c.req.param('id'));
    if (!file) throw new HttpError(404, 'File not found');
    const bytes = await files.read(file.id);
    const download = file.kind === 'template-archive';
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': file.mime_type,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      ...(download
        ? {
            'Content-Disposition': `attachment; filename="${file.original_name.replace(/[^\w.-]/g, '_') || 'archive.zip'}"`,
          }
        : {}),
    });
  });
}
