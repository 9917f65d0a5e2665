import { request } from 'node:http';

const MB = 1024 * 1024;
const chunk = Buffer.alloc(MB, 0x61);

export type BulkAnswer = { status: number; headers: Record<string, string | string[] | undefined> };

/**
 * Sends `bytes` of body without ever holding it (one reused 1 MB chunk, written as the socket
 * drains), declared with Content-Length or chunked, and resolves with the answer's status as soon
 * as it arrives (the rest of the body is not sent then). A connection the server drops resolves
 * with status 0: what a bounded server may do to a body it refused.
 */
export function sendBulk(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    bytes: number;
    chunked?: boolean;
    /** Written before the bulk (a multipart preamble). */
    head?: Buffer;
    /** Written after it. */
    tail?: Buffer;
  },
): Promise<BulkAnswer> {
  const head = options.head ?? Buffer.alloc(0);
  const tail = options.tail ?? Buffer.alloc(0);
  const total = head.length + options.bytes + tail.length;
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
    let left = options.bytes;
    const pump = () => {
      while (left > 0 && !settled) {
        const piece = left >= MB ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!settled) req.end(tail);
    };
    req.write(head);
    pump();
  });
}
