import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { bodyTooLarge, type BodyLimit } from '@landing/api/uploads';
import { HttpError } from './errors.ts';

/** A file part of a multipart body, written to disk as it arrived; never held in memory. */
export type SpooledFile = {
  /** The file name the client sent. */
  name: string;
  size: number;
  /** Where its bytes are: under the request's spool folder until the store moves it. */
  path: string;
};

export type FormValue = string | SpooledFile;
export type Form = Record<string, FormValue | FormValue[]>;

const MB = 1024 * 1024;

/**
 * Bounds on a form's parts besides the whole body's size: a text field is at most 1 MB (the
 * JSON calls' limit), and the counts are far above what any upload form sends (a design has at
 * most 13 files) while keeping a body of tiny parts from costing a form object per byte.
 */
export const formPartLimits = {
  fieldSize: MB,
  fieldNameSize: 200,
  fields: 200,
  files: 50,
  parts: 250,
};

const unreadable = () => new HttpError(400, 'The multipart body could not be read');

/** Passes the body on while counting it; past `limit` the stream fails with that limit's 413. */
function countedBody(limit: BodyLimit) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit.maxBytes) done(new HttpError(413, bodyTooLarge(limit)));
      else done(null, chunk);
    },
  });
}

/**
 * Parses a multipart body as it streams in (`@fastify/busboy`): text fields into the form,
 * each file part into its own file under `dir`, with backpressure, so memory holds a few
 * chunks whatever the body's size. The body is counted against `limit` (413 past it). Any
 * failure, an aborted or malformed body included, rejects only after every file being written
 * is closed, so the caller can remove `dir` knowing nothing writes into it any more.
 */
export async function spoolForm(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  dir: string,
  limit: BodyLimit,
): Promise<Form> {
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      preservePath: true,
      limits: formPartLimits,
    });
  } catch {
    throw unreadable();
  }
  await mkdir(dir, { recursive: true });

  const form: Form = {};
  const add = (name: string, value: FormValue) => {
    const current = form[name];
    form[name] = current === undefined ? value : [current].flat().concat(value);
  };
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  let refusal: HttpError | undefined;
  let diskFailure: unknown;
  const refuse = (error: HttpError) => {
    refusal ??= error;
    source.destroy(error);
  };
  const open = new Set<BusboyFileStream>();
  const writes: Promise<void>[] = [];

  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) refuse(new HttpError(413, `${name} is longer than 1 MB`));
    else add(name, value);
  });
  parser.on('file', (name, stream, fileName) => {
    const file: SpooledFile = { name: fileName, size: 0, path: join(dir, String(writes.length)) };
    // Added now, not when written, so repeated fields keep the order they were sent in.
    add(name, file);
    open.add(stream);
    const out = createWriteStream(file.path);
    out.once('error', (error) => (diskFailure ??= error));
    const write = pipeline(stream, out).then(() => {
      open.delete(stream);
      file.size = out.bytesWritten;
    });
    write.catch((error: unknown) => source.destroy(error as Error));
    writes.push(write);
  });
  for (const event of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
    parser.on(event, () => refuse(new HttpError(413, 'The form has too many parts')));
  }

  try {
    await pipeline(source, countedBody(limit), parser);
    await Promise.all(writes);
    return form;
  } catch (error) {
    for (const stream of open) stream.destroy();
    await Promise.allSettled(writes);
    if (refusal) throw refusal;
    if (error instanceof HttpError) throw error;
    // A file that could not be written is the server's failure; anything else, the body's.
    if (diskFailure !== undefined) throw diskFailure;
    throw unreadable();
  }
}
