import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient } from '../testing/client.ts';
import { demoIds, expectAllRefusedWithoutToken } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';

type Content = {
  id: number;
  launcherId: number;
  localeId: number;
  locale: { id: number; google_lang_code: string; displayName: string };
  isDefault: boolean;
  designId: number | null;
  design: { id: number } | null;
  translatableContent: { description: string; additionalInfo: string[]; tags: string[] };
};

async function setup() {
  const { baseUrl } = await startTestServer();
  const client = await operatorClient(baseUrl);
  const ids = await demoIds(client);
  const launcher = data<{ id: number }>(
    await client.post('/api/launcher/app-store', {
      name: 'Content launcher',
      templateId: ids.builtInTemplateId,
    }),
  );
  return { baseUrl, client, ids, launcherId: launcher.id };
}

const text = {
  description: 'A description that is long enough.',
  additionalInfo: ['Line one'],
  tags: ['fun'],
};

describe('/api/launcher-content', () => {
  beforeAll(() => startTestServer());

  it('refuses every content call without a token', async () => {
    const { baseUrl } = await startTestServer();
    expect(
      await expectAllRefusedWithoutToken(baseUrl, [
        ['POST', '/api/launcher-content'],
        ['GET', '/api/launcher-content'],
        ['GET', '/api/launcher-content/launcher/1'],
        ['GET', '/api/launcher-content/1'],
        ['PATCH', '/api/launcher-content/1'],
        ['DELETE', '/api/launcher-content/1'],
        ['POST', '/api/launcher-content/1/comments/1'],
        ['DELETE', '/api/launcher-content/1/comments/1'],
        ['POST', '/api/launcher-content/1/design/1'],
        ['DELETE', '/api/launcher-content/1/design/1'],
        ['GET', '/api/launcher-content/1/comments'],
      ]),
    ).toEqual([]);
  });

  it('creates translations that name their language; the first is the base; one per language', async () => {
    const { client, ids, launcherId } = await setup();
    const en = await client.post('/api/launcher-content', {
      launcherId,
      localeId: ids.locale('en').id,
      isDefault: false,
      designId: null,
      translatableContent: text,
    });
    expect(en.status).toBe(201);
    expect(data<Content>(en)).toMatchObject({
      launcherId,
      localeId: ids.locale('en').id,
      locale: { google_lang_code: 'en', displayName: 'English' },
      isDefault: true,
      designId: null,
      translatableContent: text,
    });
    const de = data<Content>(
      await client.post('/api/launcher-content', {
        launcherId,
        localeId: ids.locale('de').id,
        isDefault: false,
        designId: null,
      }),
    );
    expect(de).toMatchObject({
      isDefault: false,
      translatableContent: { description: '', additionalInfo: [], tags: [] },
    });
    const again = await client.post<{ message: string }>('/api/launcher-content', {
      launcherId,
      localeId: ids.locale('de').id,
      isDefault: false,
      designId: null,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('German');

    const list = data<Content[]>(await client.get(`/api/launcher-content/launcher/${launcherId}`));
    expect(list.map((c) => c.locale.google_lang_code)).toEqual(['en', 'de']);
    expect(
      data<Content[]>(await client.get('/api/launcher-content')).length,
    ).toBeGreaterThanOrEqual(2);

    // Making German the base clears the flag on English.
    await client.patch(`/api/launcher-content/${de.id}`, { isDefault: true });
    const after = data<Content[]>(await client.get(`/api/launcher/${launcherId}/contents`));
    expect(after.filter((c) => c.isDefault).map((c) => c.id)).toEqual([de.id]);
  });

  it('updates translatable content and refuses bad bodies with the field named', async () => {
    const { client, ids, launcherId } = await setup();
    const content = data<Content>(
      await client.post('/api/launcher-content', {
        launcherId,
        localeId: ids.locale('fr').id,
        isDefault: true,
        designId: null,
      }),
    );
    const updated = await client.patch(`/api/launcher-content/${content.id}`, {
      translatableContent: { ...text, tags: ['a', 'b'] },
    });
    expect(data<Content>(updated).translatableContent.tags).toEqual(['a', 'b']);
    const short = await client.patch<{ message: string }>(`/api/launcher-content/${content.id}`, {
      translatableContent: { ...text, description: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('description');
    const noLocale = await client.post<{ message: string }>('/api/launcher-content', {
      launcherId,
      isDefault: false,
      designId: null,
    });
    expect(noLocale.status).toBe(400);
    expect(noLocale.body.message).toContain('localeId');
    expect(
      (
        await client.post('/api/launcher-content', {
          launcherId: 999999,
          localeId: ids.locale('es').id,
          isDefault: false,
          designId: null,
        })
      ).status,
    ).toBe(404);
  });

  it('links and unlinks comments and designs; deleting a content drops its links only', async () => {
    const { client, ids, launcherId } = await setup();
    const content = data<Content>(
      await client.post('/api/launcher-content', {
        launcherId,
        localeId: ids.locale('es').id,
        isDefault: true,
        designId: null,
      }),
    );
    const comment = data<{ id: number }>(
      await client.post('/api/comments', {
        commentatorId: ids.commentatorId,
        langId: ids.locale('es').id,
        text: 'Muy bien',
        stars: 5,
        countRated: 3,
      }),
    );
    expect(
      (await client.post(`/api/launcher-content/${content.id}/comments/${comment.id}`)).status,
    ).toBe(201);
    const linked = data<{ id: number }[]>(
      await client.get(`/api/launcher-content/${content.id}/comments`),
    );
    expect(linked.map((c) => c.id)).toEqual([comment.id]);
    expect((await client.post(`/api/launcher-content/${content.id}/comments/999999`)).status).toBe(
      404,
    );
    expect(
      (await client.delete(`/api/launcher-content/${content.id}/comments/${comment.id}`)).status,
    ).toBe(200);
    expect(
      data<unknown[]>(await client.get(`/api/launcher-content/${content.id}/comments`)),
    ).toEqual([]);
    expect(
      (await client.delete(`/api/launcher-content/${content.id}/comments/${comment.id}`)).status,
    ).toBe(404);

    const demoContent = data<Content[]>(await client.get('/api/launcher-content')).find(
      (c) => c.designId !== null,
    );
    const designId = demoContent!.designId!;
    const withDesign = data<Content>(
      await client.post(`/api/launcher-content/${content.id}/design/${designId}`),
    );
    expect(withDesign).toMatchObject({ designId, design: { id: designId } });
    const without = data<Content>(
      await client.delete(`/api/launcher-content/${content.id}/design/${designId}`),
    );
    expect(without).toMatchObject({ designId: null, design: null });

    await client.post(`/api/launcher-content/${content.id}/comments/${comment.id}`);
    expect((await client.delete(`/api/launcher-content/${content.id}`)).status).toBe(200);
    expect((await client.get(`/api/launcher-content/${content.id}`)).status).toBe(404);
    expect((await client.get(`/api/comments/${comment.id}`)).status).toBe(200);
    expect((await client.get(`/api/design/${designId}`)).status).toBe(200);
  });
});
