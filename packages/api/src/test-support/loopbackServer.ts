import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the loopback server received it. */
export interface ReceivedRequest {
  method: string;
  pathname: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  authorization: string | undefined;
  body: Buffer;
  /** The body parsed as JSON when it is JSON. */
  json: unknown;
}

export type Reply =
  | {
      status?: number;
      json?: unknown;
      text?: string;
      headers?: Record<string, string>;
      delayMs?: number;
    }
  | { destroy: true };

export type ReplyHandler = (request: ReceivedRequest) => Reply | Promise<Reply>;

export interface LoopbackServer {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  requests: ReceivedRequest[];
  handle: (handler: ReplyHandler) => void;
  count: (method: string, pathname: string) => number;
  close: () => Promise<void>;
}

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const parseJson = (body: Buffer, contentType: string | undefined): unknown => {
  if (!contentType?.includes('application/json') || body.length === 0) return undefined;
  return JSON.parse(body.toString('utf8')) as unknown;
};

/** A real HTTP server on a loopback port that records every request and answers as told. */
export const startLoopbackServer = async (initial?: ReplyHandler): Promise<LoopbackServer> => {
  let handler: ReplyHandler = initial ?? (() => ({ status: 404, json: { message: 'no handler' } }));
  const requests: ReceivedRequest[] = [];

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    const received: ReceivedRequest = {
      method: req.method ?? 'GET',
      pathname: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      authorization: req.headers.authorization,
      body,
      json: parseJson(body, req.headers['content-type']),
    };
    requests.push(received);
    const reply = await handler(received);
    if ('destroy' in reply) {
      res.socket?.destroy();
      return;
    }
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    res.statusCode = reply.status ?? 200;
    for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
    if (reply.json !== undefined) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(reply.json));
    } else {
      res.end(reply.text ?? '');
    }
  };

  const server = createServer((req, res) => {
    respond(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    count: (method, pathname) =>
      requests.filter((r) => r.method === method && r.pathname === pathname).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

/** Parses a recorded multipart body into its text fields and file names. */
export const parseMultipart = async (
  request: ReceivedRequest,
): Promise<Record<string, Array<string | { file: string; size: number }>>> => {
  const form = await new Request('http://127.0.0.1/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.body),
  }).formData();
  const fields: Record<string, Array<string | { file: string; size: number }>> = {};
  for (const [key, value] of form.entries()) {
    const entry = typeof value === 'string' ? value : { file: value.name, size: value.size };
    (fields[key] ??= []).push(entry);
  }
  return fields;
};
