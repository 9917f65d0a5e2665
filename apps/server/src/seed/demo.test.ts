import {
  CommentList,
  CommentatorList,
  DomainPage,
  LandingList,
  LauncherContentList,
  LocaleList,
  TemplateList,
} from '@landing/api/schemas';
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
    const locales = data(await client.get('/api/locales'), LocaleList).map(
      (l) => l.google_lang_code,
    );
    expect(locales).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'es']));
    const templates = data(await client.get('/api/template'), TemplateList);
    expect(templates.filter((t) => !t.isCustom).length).toBeGreaterThanOrEqual(2);
    expect(
      data(await client.get('/api/commentators'), CommentatorList).length,
    ).toBeGreaterThanOrEqual(3);
    const domains = data(await client.get('/api/domain?page=1&size=100'), DomainPage).items;
    expect(domains.some((d) => d.status === 'active')).toBe(true);
    expect(domains.some((d) => d.status !== 'active')).toBe(true);
    const landing = data(await client.get('/api/landing'), LandingList).find(
      (l) => l.mainLauncher?.name === 'Lucky Puzzle',
    )!;
    expect(landing.mainLauncher!.languages).toHaveLength(3);
    const contents = data(
      await client.get(`/api/launcher/${landing.mainLauncher!.id}/contents`),
      LauncherContentList,
    );
    const commentsOf = async (contentId: number) =>
      data(await client.get(`/api/launcher-content/${contentId}/comments`), CommentList);
    const baseIds = (await commentsOf(contents.find((c) => c.isDefault)!.id)).map((c) => c.id);
    for (const content of contents) {
      expect(content.designId).not.toBeNull();
      const comments = await commentsOf(content.id);
      expect(comments).toHaveLength(3);
      // The translations' comments name the base comments they were translated from.
      if (!content.isDefault) expect(comments.map((c) => c.originId)).toEqual(baseIds);
    }
  });

  it('seeds only an empty database', async () => {
    const { db, config } = await startTestServer();
    expect(await seedDemo(db, createFileStore(db, config.dataDir), sandboxTranslator)).toBe(false);
  });
});
