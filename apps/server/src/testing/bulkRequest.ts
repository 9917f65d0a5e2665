import { request } from 'node:http';

const MB = 1024 * 1024;
const chunk = Buffer.alloc(MB, 0x61);

export type BulkAnswer = { status: number; headers: Record<string, string | string[] | undefined> };

/** A body as pieces: bytes as given, or a count of filler bytes ('a'), never held whole. */
export type BulkSegment = Buffer | number;

const lengthOf = (segment: BulkSegment) => (typeof segment === 'number' ? segment : segment.length);

/**
 * Sends `bytes` of body without ever holding it (one reused 1 MB chunk, written as the socket
 * drains), declared with Content-Length or chunked, and resolves with the answer's status as soon
 * as it arrives (the rest of the body is not sent then). A connection the server drops resolves
 * with status 0: what a bounded server may do to a body it refused. `segments` sends a body of
 * several pieces instead (a multipart form of large files), the same way.
 */
export function sendBulk(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    chunked?: boolean;
  } & (
    | {
        bytes: number;
        /** Written before the bulk (a multipart preamble). */
        head?: Buffer;
        /** Written after it. */
        tail?: Buffer;
      }
    | { segments: BulkSegment[] }
  ),
): Promise<BulkAnswer> {
  const segments =
    'segments' in options
      ? options.segments
      : [options.head ?? Buffer.alloc(0), options.bytes, options.tail ?? Buffer.alloc(0)];
  const total = segments.reduce<number>((sum, segment) => sum + lengthOf(segment), 0);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: BulkAnswer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const req = request(url, {
      method: options.method ?? 'POST',
      headers: {
        ...options.headers,
        ...(options.chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': total }),
      },
    });
    req.on('response', (res) => {
      settle({ status: res.statusCode ?? 0, headers: res.headers });
      res.resume();
      req.destroy();
    });
    req.on('error', () => settle({ status: 0, headers: {} }));
    let at = 0;
    let left = 0;
    const pump = () => {
      while (!settled) {
        if (left === 0) {
          const segment = segments[at++];
          if (segment === undefined) return void req.end();
          if (typeof segment === 'number') left = segment;
          else if (!req.write(segment)) return void req.once('drain', pump);
          continue;
        }
        const piece = left >= MB ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}
