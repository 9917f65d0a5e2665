import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PREVIEW_EXPIRED_MESSAGE, Template, TemplateList } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, messageOf, operatorClient } from '../testing/client.ts';
import { unique } from '../testing/demo.ts';
import { form, templateZip } from '../testing/fixtures.ts';
import { previewOfTemplate } from '../testing/previewLanding.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

async function customPreview(server: TestServer) {
  const client = await operatorClient(server.baseUrl);
  const template = data(
    await client.post(
      '/api/template',
      form({ code: unique('ln'), archive: [templateZip(), 'site.zip'] }),
    ),
    Template,
  );
  return { client, template, ...(await previewOfTemplate(client, template.id)) };
}

describe('preview links expire (issue 18, item 1)', () => {
  beforeAll(() => startTestServer({ previewTokenTtl: 3 }));

  it('answers 410 with a page that tells the editor, for the page and its files; a new URL works', async () => {
    const server = await startTestServer({ previewTokenTtl: 3 });
    const { freshUrl } = await customPreview(server);
    const url = await freshUrl();
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(new URL('css/site.css', url))).status).toBe(200);

    // Issued with 3 s to live (whole seconds, so 2–3 s): surely expired 3.2 s later.
    await sleep(3200);
    const expired = await fetch(url);
    expect(expired.status).toBe(410);
    expect(expired.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = expired.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'/);
    const html = await expired.text();
    expect(html).toContain('This preview link has expired. Reload the preview to get a new one.');
    expect(html).toContain(PREVIEW_EXPIRED_MESSAGE);
    const otherPage = await fetch(new URL('about/index.html', url));
    expect(otherPage.status).toBe(410);
    expect(await otherPage.text()).toContain(PREVIEW_EXPIRED_MESSAGE);
    const asset = await fetch(new URL('css/site.css', url));
    expect(asset.status).toBe(410);
    expect(((await asset.json()) as { message: string }).message).toContain('expired');

    const renewed = await freshUrl();
    expect(renewed).not.toBe(url);
    expect((await fetch(renewed)).status).toBe(200);
  });

  it('treats a link from before links expired (signed, no expiry) as expired and a forged one as unknown', async () => {
    const server = await startTestServer({ previewTokenTtl: 3 });
    const { ids } = await customPreview(server);
    const old = server.services.tokens.signData(ids);
    expect((await fetch(`${server.baseUrl}/api/preview/${old}/`)).status).toBe(410);
    const [payload] = old.split('.');
    expect((await fetch(`${server.baseUrl}/api/preview/${payload}.AAAA/`)).status).toBe(404);
  });
});

describe('preview renders are bounded', () => {
  it('answers 503 with Retry-After beyond the render slots and the queue, and renders the rest', async () => {
    const server = await startTestServer({ previewRenders: 1, previewQueue: 1 });
    const { freshUrl } = await customPreview(server);
    const url = await freshUrl();
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const response = await fetch(url);
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          text: await response.text(),
        };
      }),
    );
    const busy = answers.filter((a) => a.status === 503);
    const rendered = answers.filter((a) => a.status === 200);
    expect(busy.length + rendered.length).toBe(answers.length);
    expect(rendered.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const answer of busy) {
      expect(answer.retryAfter).toBe('1');
      expect(answer.text).toContain('The preview is busy. Try again in a moment.');
    }
    for (const answer of rendered) expect(answer.text).toContain('<h1>Custom landing</h1>');
  });
});

describe('unpacked template folders', () => {
  it('unpacks at upload, replaces the folder with the archive and removes it with the template', async () => {
    const server = await startTestServer();
    const { client, template, freshUrl } = await customPreview(server);
    const folderOf = (archiveUrl: string | null | undefined) =>
      join(server.config.dataDir, 'templates', archiveUrl!.split('/').pop()!);
    const first = folderOf(template.archiveUrl);
    expect(existsSync(join(first, 'files', 'index.html'))).toBe(true);
    expect(existsSync(join(first, 'files', 'css', 'site.css'))).toBe(true);

    const replaced = data(
      await client.patch(
        `/api/template/${template.id}`,
        form({ archive: [templateZip('<html><head></head><body>v2</body></html>'), 'v2.zip'] }),
      ),
      Template,
    );
    const second = folderOf(replaced.archiveUrl);
    expect(existsSync(first)).toBe(false);
    expect(existsSync(join(second, 'files', 'index.html'))).toBe(true);
    expect(await (await fetch(await freshUrl())).text()).toContain('v2');

    const refused = await client.patch(
      `/api/template/${template.id}`,
      form({ archive: [templateZip('<p>x</p>'.repeat(300_000)), 'big.zip'] }),
    );
    expect(refused.status).toBe(413);
    expect(messageOf(refused)).toMatch(/^"index.html" unpacks to 2\.3 MB; a template's index/);
    expect(existsSync(join(second, 'files', 'index.html'))).toBe(true);
    expect(await (await fetch(await freshUrl())).text()).toContain('v2');

    const unused = data(
      await client.post(
        '/api/template',
        form({ code: unique('del'), archive: [templateZip(), 'd.zip'] }),
      ),
      Template,
    );
    expect(existsSync(folderOf(unused.archiveUrl))).toBe(true);
    expect((await client.delete(`/api/template/${unused.id}`)).status).toBe(200);
    expect(existsSync(folderOf(unused.archiveUrl))).toBe(false);
  });

  it('refuses a zip-slip entry at upload, naming it, and stores nothing', async () => {
    const server = await startTestServer();
    const client = await operatorClient(server.baseUrl);
    const { zipSync, strToU8 } = await import('fflate');
    const archive = new Blob([
      zipSync({ 'index.html': strToU8('<p>ok</p>'), '../../escape.js': strToU8('x') }),
    ]);
    const code = unique('slip');
    const answer = await client.post(
      '/api/template',
      form({ code, archive: [archive, 'slip.zip'] }),
    );
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toBe('"../../escape.js" is not a safe path inside the archive');
    const listed = data(await client.get('/api/template'), TemplateList);
    expect(listed.some((t) => t.code === code)).toBe(false);
  });
});
