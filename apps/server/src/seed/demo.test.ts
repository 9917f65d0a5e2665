import { beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../files/store.ts';
import { data, operatorClient } from '../testing/client.ts';
import { startTestServer } from '../testing/testServer.ts';
import { sandboxTranslator } from '../translate/translator.ts';
import { seedDemo } from './demo.ts';

describe('demo data', () => {
  beforeAll(() => startTestServer());

  it('gives a newcomer a working console: locales, templates, commentators, domains, one complete landing', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const locales = data<{ google_lang_code: string }[]>(await client.get('/api/locales')).map(
      (l) => l.google_lang_code,
    );
    expect(locales).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'es']));
    const templates = data<{ code: string; isCustom: boolean }[]>(
      await client.get('/api/template'),
    );
    expect(templates.filter((t) => !t.isCustom).length).toBeGreaterThanOrEqual(2);
    expect(data<unknown[]>(await client.get('/api/commentators')).length).toBeGreaterThanOrEqual(3);
    const domains = data<{ items: { status: string }[] }>(
      await client.get('/api/domain?page=1&size=100'),
    ).items;
    expect(domains.some((d) => d.status === 'active')).toBe(true);
    expect(domains.some((d) => d.status !== 'active')).toBe(true);
    const landing = data<{ mainLauncher: { id: number; name: string; languages: unknown[] } }[]>(
      await client.get('/api/landing'),
    ).find((l) => l.mainLauncher.name === 'Lucky Puzzle')!;
    expect(landing.mainLauncher.languages).toHaveLength(3);
    const contents = data<{ id: number; designId: number | null }[]>(
      await client.get(`/api/launcher/${landing.mainLauncher.id}/contents`),
    );
    for (const content of contents) {
      expect(content.designId).not.toBeNull();
      expect(
        data<unknown[]>(await client.get(`/api/launcher-content/${content.id}/comments`)),
      ).toHaveLength(3);
    }
  });

  it('seeds only an empty database', async () => {
    const { db, config } = await startTestServer();
    expect(await seedDemo(db, createFileStore(db, config.dataDir), sandboxTranslator)).toBe(false);
  });
});
