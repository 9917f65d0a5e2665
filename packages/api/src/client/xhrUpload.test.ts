import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseMultipart,
  startLoopbackServer,
  type LoopbackServer,
} from '../test-support/loopbackServer.ts';
import { clientFor } from './testClient.ts';

/**
 * The browser's XMLHttpRequest does not exist in node: this minimal one sends the request for real
 * over node:http (so the loopback server sees it) and reports upload progress per chunk written.
 */
class NodeXhr {
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  responseType = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private responseHeaders = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  abort() {
    this.onabort?.();
  }
  send(body: ArrayBuffer) {
    const bytes = Buffer.from(body);
    const req = httpRequest(
      this.url,
      { method: this.method, headers: { ...this.headers, 'content-length': bytes.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          this.status = res.statusCode ?? 0;
          this.statusText = res.statusMessage ?? '';
          this.responseHeaders = Object.entries(res.headers)
            .map(([k, v]) => `${k}: ${String(v)}`)
            .join('\r\n');
          const all = Buffer.concat(chunks);
          this.response = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
          this.onload?.();
        });
      },
    );
    req.on('error', () => this.onerror?.());
    const step = 64 * 1024;
    for (let at = 0; at < bytes.length; at += step) {
      req.write(bytes.subarray(at, at + step));
      const loaded = Math.min(bytes.length, at + step);
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded,
        total: bytes.length,
      } as ProgressEvent);
    }
    req.end();
  }
}

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer();
  vi.stubGlobal('XMLHttpRequest', NodeXhr);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

describe('multipart upload over XMLHttpRequest (the browser path)', () => {
  it('sends the form with the bearer, reports progress and reads the response', async () => {
    server.handle(() => ({
      json: { data: { id: 12, code: 'big', isCustom: true, archiveUrl: null } },
    }));
    const { client } = clientFor(server);
    const archive = new File([new Uint8Array(300 * 1024)], 'big.zip', { type: 'application/zip' });
    const seen: number[] = [];

    const template = await client.template.create(
      { code: 'big', archive },
      { onUploadProgress: (p) => seen.push(p.percent) },
    );

    expect(template).toEqual({ kind: 'created', id: 12 });
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(1);
    const received = server.requests[0]!;
    expect(received.authorization).toBe('Bearer old-access');
    const form = await parseMultipart(received);
    expect(form.code).toEqual(['big']);
    expect(form.archive).toEqual([{ file: 'big.zip', size: 300 * 1024 }]);
  });

  it('turns an error status into an ApiError with the server message', async () => {
    server.handle(() => ({ status: 413, json: { message: 'Archive too large' } }));
    const { client } = clientFor(server);
    await expect(
      client.template.create(
        { code: 'x', archive: new File(['z'], 'x.zip') },
        { onUploadProgress: () => undefined },
      ),
    ).rejects.toMatchObject({ kind: 'http', status: 413, message: 'Archive too large' });
  });
});
