import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startTestServer } from '../testing/testServer.ts';

// Issue 25, item 10: a body sent slowly held its socket for Node's default 300 s.

/** Sends the headers and a first few bytes of a 1000-byte body, then nothing more. */
function slowLogin(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ answer: string; seconds: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        'POST /tracker/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"email":',
      );
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, seconds: (Date.now() - started) / 1000 }));
  });
}

describe('a request body that never arrives whole', () => {
  it('is cut with 408 once the request timeout passes, and the socket closed', async () => {
    const { baseUrl } = await startTestServer({ requestTimeout: 2 });
    const { answer, seconds } = await slowLogin(baseUrl);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Closed by the server (2 s, checked every 0.5 s), far from Node's default 300 s.
    expect(seconds).toBeGreaterThanOrEqual(1.5);
    expect(seconds).toBeLessThan(60);
  }, 90_000);

  it('the timeout is 2 minutes unless REQUEST_TIMEOUT says otherwise', () => {
    expect(readConfig({}).requestTimeout).toBe(120);
    expect(readConfig({ REQUEST_TIMEOUT: '30s' }).requestTimeout).toBe(30);
  });
});
