import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Design, DesignList } from '@landing/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largestDesign } from '../testing/bulkForm.ts';
import { sendBulk } from '../testing/bulkRequest.ts';
import { data, loginAs, operatorClient } from '../testing/client.ts';
import { uploadLimits } from './uploadSlots.ts';
import { form, mp4, png } from '../testing/fixtures.ts';
import {
  dataDirOf,
  rssGrowthDuring,
  spooledFiles,
  startServerProcess,
  type ServerProcess,
} from '../testing/serverProcess.ts';

// Issue 25, items 2, 3 and 7: what public and upload routes cost the server's memory under
// load. The server runs in its own process so its resident memory is its own, not the runner's.
const MB = 1024 * 1024;
/**
 * The issue's bound on health under load is 500 ms: `pnpm bench` runs this file with
 * HEALTH_BUDGET_MS=500 (the old code took 32–42 s). The suite checks that health keeps answering
 * 200 throughout, not how fast: on a loaded 2-core machine the scheduler alone decides that.
 */
const healthBudgetMs = process.env.HEALTH_BUDGET_MS
  ? Number(process.env.HEALTH_BUDGET_MS)
  : undefined;
const bodies = 32;
const bodySize = 120 * MB;

let server: ServerProcess;

/** One line per load with what it measured, for docs/decisions.md and `pnpm bench`. */
const report = (what: string, numbers: Record<string, number>) =>
  console.log(
    `load: ${what}: ${Object.entries(numbers)
      .map(([name, value]) => `${name} ${Math.round(value)}`)
      .join(', ')}`,
  );

beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: 'memory' });
}, 120_000);

afterAll(() => server?.stop());

describe('anonymous bodies on POST /tracker/v1/login', () => {
  it(`${bodies} parallel ${bodySize / MB} MB multipart bodies grow the server by under 200 MB, each refused`, async () => {
    const { result: answers, growth } = await rssGrowthDuring(server, () =>
      Promise.all(
        Array.from({ length: bodies }, (_, i) =>
          sendBulk(`${server.baseUrl}/tracker/v1/login`, {
            headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
            bytes: bodySize,
            // Half declare their length, half stream chunked (no length to refuse up front).
            chunked: i % 2 === 1,
          }),
        ),
      ),
    );
    report('32 x 120 MB login bodies', { 'RSS growth MB': growth / MB });
    expect(server.alive(), server.output()).toBe(true);
    expect(growth, `grew ${Math.round(growth / MB)} MB`).toBeLessThan(200 * MB);
    // Refused, by its type or its size; a dropped connection counts as refused too.
    for (const { status } of answers) expect([0, 413, 415]).toContain(status);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  }, 120_000);

  it('a JSON login over 1 MB answers 413 and a wrong Content-Type 415, before the body is read', async () => {
    const big = await sendBulk(`${server.baseUrl}/tracker/v1/login`, {
      headers: { 'Content-Type': 'application/json' },
      bytes: 2 * MB,
      chunked: true,
    });
    expect(big.status).toBe(413);
    const text = await fetch(`${server.baseUrl}/tracker/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ email: 'operator@example.com', password: 'secret1' }),
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      message: 'The request body must be JSON (Content-Type: application/json)',
    });
  });
});

describe('signed-in design uploads (issue 25, item 7)', () => {
  it(`16 parallel 125 MB designs grow the server by under 500 MB: ${uploadLimits.concurrent} at once and ${uploadLimits.waiting} waiting are stored, the rest 503 with Retry-After`, async () => {
    const { access_token } = await loginAs(server.baseUrl);
    const { result: answers, growth } = await rssGrowthDuring(server, () =>
      Promise.all(
        Array.from({ length: 16 }, (_, i) => {
          const { contentType, segments } = largestDesign(`Load ${i}`);
          return sendBulk(`${server.baseUrl}/api/design`, {
            headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': contentType },
            segments,
          });
        }),
      ),
    );
    report('16 x 125 MB design uploads', { 'RSS growth MB': growth / MB });
    expect(server.alive(), server.output()).toBe(true);
    expect(growth, `grew ${Math.round(growth / MB)} MB`).toBeLessThan(500 * MB);
    const busy = answers.filter((answer) => answer.status === 503);
    const stored = answers.filter((answer) => answer.status === 201);
    // Past the slot and the queue, refused before their bodies are read; the others stored whole.
    expect(busy.length).toBeGreaterThanOrEqual(16 - uploadLimits.concurrent - uploadLimits.waiting);
    for (const answer of busy) expect(answer.headers['retry-after']).toBe('5');
    expect(stored.length + busy.length, JSON.stringify(answers.map((a) => a.status))).toBe(16);
    const designs = data(
      await (await operatorClient(server.baseUrl)).get('/api/design'),
      DesignList,
    ).filter((design) => design.name?.startsWith('Load '));
    expect(designs).toHaveLength(stored.length);
    for (const design of designs) {
      expect(design.screensData).toHaveLength(10);
      expect(design.videoUrl).not.toBeNull();
    }
    // Every spooled body was moved into the store or removed.
    expect(await spooledFiles(dataDirOf(server))).toEqual([]);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  }, 300_000);
});

const execute = promisify(execFile);

/**
 * The slowest `/api/health` answer while `load` runs, polled one after another by curl, a
 * process of its own: the test runner's event loop, busy reading the load's answers, must not
 * count as the server's delay.
 */
async function slowestHealthDuring<T>(baseUrl: string, load: Promise<T>) {
  let done = false;
  let slowest = 0;
  let polls = 0;
  const statuses = new Set<string>();
  const polling = (async () => {
    while (!done) {
      const { stdout } = await execute('curl', [
        '-s',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code} %{time_total}',
        `${baseUrl}/api/health`,
      ]);
      const [status = '', seconds = ''] = stdout.trim().split(' ');
      statuses.add(status);
      polls += 1;
      slowest = Math.max(slowest, Number(seconds) * 1000);
    }
  })();
  const result = await load.finally(() => (done = true));
  await polling;
  return { result, slowest, polls, statuses: [...statuses] };
}

describe('GET /api/files/:id, public', () => {
  it(`200 parallel downloads of a 15 MB video grow the server by under 300 MB; health keeps answering${healthBudgetMs ? ` under ${healthBudgetMs} ms` : ''}`, async () => {
    const client = await operatorClient(server.baseUrl);
    const video = mp4(15 * MB - 64);
    const created = await client.post(
      '/api/design',
      form({ icon: [png(), 'icon.png'], video: [video, 'clip.mp4'] }),
    );
    const { videoUrl } = data(created, Design);
    const url = `${server.baseUrl}${videoUrl}`;
    const size = video.size;

    const download = async () => {
      const answer = await fetch(url);
      let bytes = 0;
      const reader = answer.body!.getReader();
      for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
        bytes += piece.value.byteLength;
      }
      return { status: answer.status, bytes };
    };
    const cpuBefore = server.cpuSeconds();
    const { result, growth } = await rssGrowthDuring(server, () =>
      slowestHealthDuring(server.baseUrl, Promise.all(Array.from({ length: 200 }, download))),
    );
    report('200 x 15 MB downloads', {
      'RSS growth MB': growth / MB,
      'slowest health ms': result.slowest,
      'server CPU ms': (server.cpuSeconds() - cpuBefore) * 1000,
      'health polls': result.polls,
    });
    expect(server.alive(), server.output()).toBe(true);
    expect(result.result.filter((r) => r.status !== 200 || r.bytes !== size)).toEqual([]);
    expect(growth, `grew ${Math.round(growth / MB)} MB`).toBeLessThan(300 * MB);
    expect(result.statuses).toEqual(['200']);
    if (healthBudgetMs !== undefined) {
      expect(result.slowest, `health took ${Math.round(result.slowest)} ms`).toBeLessThan(
        healthBudgetMs,
      );
    }
  }, 180_000);
});
