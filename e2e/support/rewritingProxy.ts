import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One back-office call as the proxy saw it. */
export type Call = { method: string; path: string; status: number };

/** What a proxy changes: request headers, and the JSON answers of the back office (`/api`). */
export type Rewrites = {
  /** The request's headers as sent on (the default sends them unchanged). */
  headers?: (headers: IncomingHttpHeaders, call: Omit<Call, 'status'>) => IncomingHttpHeaders;
  /** The parsed JSON answer as the browser gets it. */
  answer?: (body: unknown, call: Call) => unknown;
  /** The headers of a rewritten answer as the browser gets them (the default: unchanged). */
  answerHeaders?: (headers: IncomingHttpHeaders) => IncomingHttpHeaders;
  /** A status to answer at once, for a call this back office does not have (not forwarded). */
  refuse?: (call: Omit<Call, 'status'>) => number | undefined;
};

export type RewritingProxy = {
  /** The proxy's origin, e.g. `http://127.0.0.1:41234`: a browser context's `baseURL`. */
  url: string;
  /** Every back-office call whose answer went through `answer`. */
  rewritten: Call[];
  close: () => Promise<void>;
};

/** The back office's JSON calls; files, previews and the tracker (sign-in) pass unchanged. */
const isBackOffice = (path: string) =>
  path.startsWith('/api/') && !/^\/api\/(?:files|preview|health)(?:\/|$)/.test(path);

/**
 * A small HTTP proxy on a free loopback port in front of `upstream` (apps/server): the console
 * is served through it, so every call of the built console in the browser goes through the
 * rewrites, a back office answering differently from the one we wrote.
 */
export async function startRewritingProxy(
  upstream: string,
  rewrites: Rewrites,
): Promise<RewritingProxy> {
  const target = new URL(upstream);
  const rewritten: Call[] = [];
  const server = createServer((incoming, outgoing) => {
    const method = incoming.method ?? 'GET';
    const path = new URL(incoming.url ?? '/', upstream).pathname;
    const hooked = isBackOffice(path);
    const refused = hooked ? rewrites.refuse?.({ method, path }) : undefined;
    if (refused !== undefined) {
      incoming.resume();
      outgoing.writeHead(refused, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ message: 'Not Found' }));
      return;
    }
    const headers = hooked
      ? (rewrites.headers?.({ ...incoming.headers }, { method, path }) ?? incoming.headers)
      : { ...incoming.headers };
    // Answers are read as plain JSON: nothing is compressed on the way to the proxy.
    delete headers['accept-encoding'];
    const upstreamCall = forward(
      {
        host: target.hostname,
        port: target.port,
        method,
        path: incoming.url,
        headers,
        // A fresh connection per call: a kept-alive one the server has just closed would fail it.
        agent: false,
      },
      (answer) => {
        const json = /^application\/json\b/i.test(answer.headers['content-type'] ?? '');
        if (!hooked || !json || rewrites.answer === undefined) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const call = { method, path, status: answer.statusCode ?? 502 };
          const text = Buffer.concat(chunks).toString('utf8');
          const body = rewrites.answer!(text === '' ? undefined : JSON.parse(text), call);
          rewritten.push(call);
          const sent = Buffer.from(body === undefined ? '' : JSON.stringify(body));
          const {
            'content-length': _length,
            'transfer-encoding': _coding,
            ...kept
          } = answer.headers;
          outgoing.writeHead(call.status, {
            ...(rewrites.answerHeaders?.(kept) ?? kept),
            'content-length': sent.byteLength,
          });
          outgoing.end(sent);
        });
      },
    );
    upstreamCall.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstreamCall);
  });
  // Browsers and Playwright's request context keep connections open between calls; the default
  // 5 s would close one just as a call reuses it (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rewritten,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
