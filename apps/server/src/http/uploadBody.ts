import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BodyLimit } from '@landing/api/uploads';
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './errors.ts';
import { spoolForm, type Form } from './formSpool.ts';
import { isMultipart, refuseDeclaredOver, refuseNul } from './multipart.ts';
import { uploadSlot, type UploadSlots } from './uploadSlots.ts';

const formReaders = new WeakMap<Context, () => Promise<Form>>();

/**
 * What a call that takes files puts before its handler: one of the server's upload slots (503
 * past the queue, before a byte is read), the 413 for a declared length over `limit`, and the
 * request's own spool folder under `spoolRoot`, which `readForm` fills and which is removed when
 * the call ends, answered or failed or cut off: what the store took from it was moved out.
 */
export function uploadBody(
  slots: UploadSlots,
  limit: BodyLimit,
  spoolRoot: string,
): readonly [MiddlewareHandler, MiddlewareHandler] {
  const spool: MiddlewareHandler = async (c, next) => {
    const refused = await refuseDeclaredOver(c, limit);
    if (refused) return refused;
    const dir = join(spoolRoot, randomBytes(12).toString('hex'));
    let reading: Promise<Form> | undefined;
    formReaders.set(c, () => (reading ??= readSpooled(c, dir, limit)));
    try {
      await next();
    } finally {
      // A read still under way (the handler failed first) closes its files before the removal.
      await reading?.catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }
  };
  return [uploadSlot(slots), spool] as const;
}

async function readSpooled(c: Context, dir: string, limit: BodyLimit): Promise<Form> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!isMultipart(contentType) || !c.req.raw.body) {
    throw new HttpError(400, 'The request body must be multipart/form-data');
  }
  const form = await spoolForm(c.req.raw.body, contentType, dir, limit);
  refuseNul(form);
  return form;
}

/** The call's multipart form, its files on disk; only on a route behind `uploadBody`. */
export function readForm(c: Context): Promise<Form> {
  const read = formReaders.get(c);
  if (!read) throw new Error(`${c.req.method} ${c.req.path} reads a form without uploadBody`);
  return read();
}
