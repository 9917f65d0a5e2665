import { bodyLimits, bodyTooLarge, type BodyLimit } from '@landing/api/uploads';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors.ts';
import type { Form, SpooledFile } from './formSpool.ts';

export type { Form, SpooledFile } from './formSpool.ts';

/** Up to this size an oversize body is read and dropped, so the client gets the 413 cleanly. */
const drainLimit = 100 * 1024 * 1024;

async function drain(body: ReadableStream<Uint8Array> | null) {
  if (!body) return;
  const reader = body.getReader();
  for (;;) {
    const { done } = await reader.read();
    if (done) return;
  }
}

/**
 * Refuses a JSON request body over `limit` with 413 before it is parsed: a declared length at
 * once, a chunked body as it streams (Hono's `bodyLimit`, which holds it, so only for the 1 MB
 * JSON limit; multipart bodies are counted as they are spooled, `uploadBody`). The limits and
 * the message are shared with the MSW kit.
 */
export function limitBody(limit: BodyLimit): MiddlewareHandler {
  const message = bodyTooLarge(limit);
  const streaming = bodyLimit({
    maxSize: limit.maxBytes,
    onError: (c) => c.json({ message }, 413),
  });
  return async (c, next) => (await refuseDeclaredOver(c, limit)) ?? streaming(c, next);
}

/**
 * The 413 for a body whose declared length is over `limit`, or undefined. The body is drained
 * first (up to 100 MB), so the client reads the answer instead of a reset.
 */
export async function refuseDeclaredOver(c: Context, limit: BodyLimit) {
  const declared = Number(c.req.header('Content-Length'));
  if (!Number.isFinite(declared) || declared <= limit.maxBytes) return undefined;
  if (declared <= drainLimit) await drain(c.req.raw.body);
  return c.json({ message: bodyTooLarge(limit) }, 413);
}

export const isMultipart = (contentType: string) =>
  contentType.toLowerCase().startsWith('multipart/form-data');

/**
 * The outer bound for every request body but a multipart one: 1 MB (`bodyLimits.json`), the
 * JSON calls' limit. Multipart limits belong only to the calls that take files, which set their
 * own (`limitBody` on the route, after the token check); every other call reads its body through
 * `jsonBody`, which refuses a multipart (or any non-JSON) Content-Type before reading a byte.
 */
export function boundedBodies(): MiddlewareHandler {
  const json = limitBody(bodyLimits.json);
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (isMultipart(c.req.header('Content-Type') ?? '')) return next();
    return json(c, next);
  };
}

const nul = '\u0000';

/**
 * PostgreSQL text cannot hold NUL: a text field or a file name with one would fail only at the
 * insert, after files were stored. Refused here, before anything is written, naming the field.
 */
export function refuseNul(form: Form) {
  for (const [name, value] of Object.entries(form)) {
    const field = name.replaceAll(nul, '');
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string' ? part.includes(nul) : part.name.includes(nul)) {
        throw new HttpError(
          400,
          typeof part === 'string'
            ? `${field} must not contain NUL characters`
            : `${field}: the file name must not contain NUL characters`,
        );
      }
    }
  }
}

const first = (value: Form[string] | undefined) => (Array.isArray(value) ? value[0] : value);

/** An empty file part is no file: what a browser sends for a file input left empty. */
const isFile = (value: Form[string] | undefined): value is SpooledFile =>
  typeof value === 'object' && !Array.isArray(value) && value.size > 0;

export function formFile(form: Form, name: string): SpooledFile | undefined {
  const value = first(form[name]);
  return isFile(value) ? value : undefined;
}

export function formFiles(form: Form, name: string): SpooledFile[] {
  const values = [form[name], form[`${name}[]`]].flatMap((value) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value],
  );
  return values.filter(isFile);
}

export function formText(form: Form, name: string): string | undefined {
  const value = first(form[name]);
  return typeof value === 'string' ? value : undefined;
}

/** A field sent as the text 'null' (or empty) asks to clear the file. */
export function formClears(form: Form, name: string): boolean {
  const value = first(form[name]);
  return value === 'null' || value === '';
}
