import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from '@landing/api/schemas';
import { data, messageOf, operatorClient } from '../testing/client.ts';
import { unique } from '../testing/demo.ts';
import { deflatedZip, form } from '../testing/fixtures.ts';
import { previewOfTemplate } from '../testing/previewLanding.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const MB = 1024 * 1024;
const PARALLEL = 24;
/** The bound, held by `pnpm bench` on a quiet machine; the suite checks health answers. */
const healthBudgetMs = process.env.HEALTH_BUDGET_MS
  ? Number(process.env.HEALTH_BUDGET_MS)
  : undefined;

const page = (size: number) => {
  const head = Buffer.from('<html><head><title>Big</title></head><body><h1>Big page</h1>');
  const body = Buffer.alloc(size - head.length, ' ');
  return new Uint8Array(Buffer.concat([head, body]));
};

/**
 * Fires `PARALLEL` requests at `url` at once and asks /api/health again and again until they
 * have all answered; answers their statuses and the slowest health answer in ms.
 */
async function underLoad(server: TestServer, url: string) {
  let settled = false;
  const requests = Array.from({ length: PARALLEL }, () =>
    fetch(url).then(async (response) => ({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      length: (await response.arrayBuffer()).byteLength,
    })),
  );
  const all = Promise.all(requests).finally(() => {
    settled = true;
  });
  const health: number[] = [];
  while (!settled || health.length < 3) {
    const started = performance.now();
    const answer = await fetch(`${server.baseUrl}/api/health`);
    await answer.arrayBuffer();
    expect(answer.status).toBe(200);
    health.push(performance.now() - started);
  }
  return { answers: await all, slowestHealth: Math.max(...health), healthCalls: health.length };
}

describe('preview under load (issue 18, item 1)', () => {
  beforeAll(() => startTestServer());

  it('24 parallel previews of a template whose index.html unpacks to 99 MB are refused while health keeps answering', async () => {
    const server = await startTestServer();
    const client = await operatorClient(server.baseUrl);
    const bytes = page(99 * MB);
    const archive = deflatedZip({ 'index.html': bytes, 'css/site.css': Buffer.from('h1{}') });
    expect(archive.size).toBeLessThan(150 * 1024);

    // Uploading it is refused now, naming the page.
    const upload = await client.post(
      '/api/template',
      form({ code: unique('big'), archive: [archive, 'big.zip'] }),
    );
    expect(upload.status).toBe(413);
    expect(messageOf(upload)).toBe(
      '"index.html" unpacks to 99 MB; a template\'s index.html may be at most 2 MB',
    );

    // An older server accepted it: the archive stored as it was then, never unpacked.
    const fileId = await server.services.files.save({
      bytes: new Uint8Array(await archive.arrayBuffer()),
      kind: 'template-archive',
      mimeType: 'application/zip',
      originalName: 'big.zip',
    });
    const [row] = await server.db.query<{ id: number }>(
      `insert into templates (code, description, is_custom, archive_file_id)
       values ($1, '', true, $2) returning id`,
      [unique('old'), fileId],
    );
    const { freshUrl } = await previewOfTemplate(client, row!.id);
    const url = await freshUrl();

    const { answers, slowestHealth, healthCalls } = await underLoad(server, url);
    // For `pnpm bench` (bench/server-load.mjs reads these lines).
    console.log(
      `load: 24 x 99 MB previews: slowest health ms ${Math.round(slowestHealth)}, health polls ${healthCalls}`,
    );
    expect(answers.map((a) => a.status)).toEqual(Array(PARALLEL).fill(413));
    expect(healthCalls).toBeGreaterThanOrEqual(3);
    if (healthBudgetMs !== undefined) expect(slowestHealth).toBeLessThan(healthBudgetMs);
    const refusal = await fetch(url);
    expect(refusal.headers.get('content-security-policy')).toContain('sandbox');
    expect(refusal.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refusal.text()).toContain(
      'This template cannot be previewed: &quot;index.html&quot; unpacks to 99 MB',
    );
    // Refused once from its headers and remembered: nothing of the 99 MB was written.
    const folder = join(server.config.dataDir, 'templates', fileId);
    expect(existsSync(join(folder, 'files'))).toBe(false);
    expect(JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'))).toMatchObject({
      status: 413,
    });
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });

  it('24 parallel previews of the largest page allowed all render while health keeps answering', async () => {
    const server = await startTestServer();
    const client = await operatorClient(server.baseUrl);
    const size = 2 * MB;
    const template = data(
      await client.post(
        '/api/template',
        form({
          code: unique('max'),
          archive: [deflatedZip({ 'index.html': page(size) }), 'm.zip'],
        }),
      ),
      Template,
    );
    const { freshUrl } = await previewOfTemplate(client, template.id);

    const { answers, healthCalls } = await underLoad(server, await freshUrl());
    expect(answers.map((a) => a.status)).toEqual(Array(PARALLEL).fill(200));
    // The whole page came back every time, with the <base> put in its head.
    for (const answer of answers) expect(answer.length).toBeGreaterThan(size);
    // 48 MB go through one process here (client and server): only the 99 MB case, the issue's
    // attack, is held to a latency; this one shows the largest page is served in full.
    expect(healthCalls).toBeGreaterThanOrEqual(3);
  });
});
