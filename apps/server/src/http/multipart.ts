import { bodyLimits, bodyTooLarge, type BodyLimit } from '@landing/api/uploads';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors.ts';

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

export type Form = Record<string, string | File | (string | File)[]>;

/**
 * Refuses a request body over `maxBytes` with 413 before it is parsed. A declared length over the
 * limit is answered at once (after draining, so the client reads the answer instead of a reset);
 * a chunked body is counted as it streams. The limits and the message are shared with the MSW kit.
 */
export function limitBody(limit: BodyLimit): MiddlewareHandler {
  const { maxBytes } = limit;
  const message = bodyTooLarge(limit);
  const streaming = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ message }, 413) });
  return async (c, next) => {
    const declared = Number(c.req.header('Content-Length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      if (declared <= drainLimit) await drain(c.req.raw.body);
      return c.json({ message }, 413);
    }
    return streaming(c, next);
  };
}

const isMultipart = (contentType: string) =>
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

export async function readForm(c: Context): Promise<Form> {
  if (!isMultipart(c.req.header('Content-Type') ?? '')) {
    throw new HttpError(400, 'The request body must be multipart/form-data');
  }
  let form: Form;
  try {
    const parsed: Record<string, unknown> = await c.req.parseBody({ all: true });
    form = parsed as Form;
  } catch {
    throw new HttpError(400, 'The multipart body could not be read');
  }
  refuseNul(form);
  return form;
}

const nul = '\u0000';

/**
 * PostgreSQL text cannot hold NUL: a text field or a file name with one would fail only at the
 * insert, after files were stored. Refused here, before anything is written, naming the field.
 */
function refuseNul(form: Form) {
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

export function formFile(form: Form, name: string): File | undefined {
  const value = first(form[name]);
  return value instanceof File && value.size > 0 ? value : undefined;
}

export function formFiles(form: Form, name: string): File[] {
  const values = [form[name], form[`${name}[]`]].flatMap((value) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value],
  );
  return values.filter((value): value is File => value instanceof File && value.size > 0);
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
