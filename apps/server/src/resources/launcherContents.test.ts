import {
  Comment,
  CommentList,
  Launcher,
  LauncherContent,
  LauncherContentList,
} from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, messageOf } from '../testing/client.ts';
import { demoIds, expectAllRefusedWithoutToken } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';

async function setup() {
  const { baseUrl } = await startTestServer();
  const client = await operatorClient(baseUrl);
  const ids = await demoIds(client);
  const launcher = data(
    await client.post('/api/launcher/app-store', {
      name: 'Content launcher',
      templateId: ids.builtInTemplateId,
    }),
    Launcher,
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
    expect(data(en, LauncherContent)).toMatchObject({
      launcherId,
      localeId: ids.locale('en').id,
      locale: { google_lang_code: 'en', displayName: 'English' },
      isDefault: true,
      designId: null,
      translatableContent: text,
    });
    const de = data(
      await client.post('/api/launcher-content', {
        launcherId,
        localeId: ids.locale('de').id,
        isDefault: false,
        designId: null,
      }),
      LauncherContent,
    );
    expect(de).toMatchObject({
      isDefault: false,
      translatableContent: { description: '', additionalInfo: [], tags: [] },
    });
    const again = await client.post('/api/launcher-content', {
      launcherId,
      localeId: ids.locale('de').id,
      isDefault: false,
      designId: null,
    });
    expect(again.status).toBe(409);
    expect(messageOf(again)).toContain('German');

    const list = data(
      await client.get(`/api/launcher-content/launcher/${launcherId}`),
      LauncherContentList,
    );
    expect(list.map((c) => c.locale?.google_lang_code)).toEqual(['en', 'de']);
    expect(
      data(await client.get('/api/launcher-content'), LauncherContentList).length,
    ).toBeGreaterThanOrEqual(2);

    // Making German the base clears the flag on English.
    await client.patch(`/api/launcher-content/${de.id}`, { isDefault: true });
    const after = data(
      await client.get(`/api/launcher/${launcherId}/contents`),
      LauncherContentList,
    );
    expect(after.filter((c) => c.isDefault).map((c) => c.id)).toEqual([de.id]);
  });

  it('updates translatable content and refuses bad bodies with the field named', async () => {
    const { client, ids, launcherId } = await setup();
    const content = data(
      await client.post('/api/launcher-content', {
        launcherId,
        localeId: ids.locale('fr').id,
        isDefault: true,
        designId: null,
      }),
      LauncherContent,
    );
    const updated = await client.patch(`/api/launcher-content/${content.id}`, {
      translatableContent: { ...text, tags: ['a', 'b'] },
    });
    expect(data(updated, LauncherContent).translatableContent?.tags).toEqual(['a', 'b']);
    const short = await client.patch(`/api/launcher-content/${content.id}`, {
      translatableContent: { ...text, description: 'short' },
    });
    expect(short.status).toBe(400);
    expect(messageOf(short)).toContain('description');
    const noLocale = await client.post('/api/launcher-content', {
      launcherId,
      isDefault: false,
      designId: null,
    });
    expect(noLocale.status).toBe(400);
    expect(messageOf(noLocale)).toContain('localeId');
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

  it('answers a comment link with the link, the same size with 1 or 100 comments linked', async () => {
    const { client, ids, launcherId } = await setup();
    const langId = ids.locale('es').id;
    const content = data(
      await client.post('/api/launcher-content', {
        launcherId,
        localeId: langId,
        isDefault: true,
        designId: null,
      }),
      LauncherContent,
    );
    const comments = data(
      await client.post('/api/comments/batch', {
        comments: Array.from({ length: 100 }, (_, index) => ({
          commentatorId: ids.commentatorId,
          langId,
          text: `Comment number ${index}`,
          stars: 5,
          countRated: 1,
        })),
      }),
      CommentList,
    );
    const answerSizes: number[] = [];
    for (const comment of comments) {
      const answer = await client.post(
        `/api/launcher-content/${content.id}/comments/${comment.id}`,
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ data: { contentId: content.id, commentId: comment.id } });
      answerSizes.push(JSON.stringify(answer.body).length);
    }
    // Only the comment id's digits may differ.
    expect(Math.max(...answerSizes) - Math.min(...answerSizes)).toBeLessThanOrEqual(2);
    const linked = data(
      await client.get(`/api/launcher-content/${content.id}/comments`),
      CommentList,
    );
    expect(linked.map((c) => c.id)).toEqual(comments.map((c) => c.id));
  });

  it('links and unlinks comments and designs; deleting a content drops its links only', async () => {
    const { client, ids, launcherId } = await setup();
    const content = data(
      await client.post('/api/launcher-content', {
        launcherId,
        localeId: ids.locale('es').id,
        isDefault: true,
        designId: null,
      }),
      LauncherContent,
    );
    const comment = data(
      await client.post('/api/comments', {
        commentatorId: ids.commentatorId,
        langId: ids.locale('es').id,
        text: 'Muy bien',
        stars: 5,
        countRated: 3,
      }),
      Comment,
    );
    expect(
      (await client.post(`/api/launcher-content/${content.id}/comments/${comment.id}`)).status,
    ).toBe(201);
    const linked = data(
      await client.get(`/api/launcher-content/${content.id}/comments`),
      CommentList,
    );
    expect(linked.map((c) => c.id)).toEqual([comment.id]);
    expect((await client.post(`/api/launcher-content/${content.id}/comments/999999`)).status).toBe(
      404,
    );
    expect(
      (await client.delete(`/api/launcher-content/${content.id}/comments/${comment.id}`)).status,
    ).toBe(200);
    expect(
      data(await client.get(`/api/launcher-content/${content.id}/comments`), CommentList),
    ).toEqual([]);
    expect(
      (await client.delete(`/api/launcher-content/${content.id}/comments/${comment.id}`)).status,
    ).toBe(404);

    const demoContent = data(await client.get('/api/launcher-content'), LauncherContentList).find(
      (c) => c.designId !== null,
    );
    const designId = demoContent!.designId!;
    const withDesign = data(
      await client.post(`/api/launcher-content/${content.id}/design/${designId}`),
      LauncherContent,
    );
    expect(withDesign).toMatchObject({ designId, design: { id: designId } });
    const without = data(
      await client.delete(`/api/launcher-content/${content.id}/design/${designId}`),
      LauncherContent,
    );
    expect(without).toMatchObject({ designId: null, design: null });

    await client.post(`/api/launcher-content/${content.id}/comments/${comment.id}`);
    expect((await client.delete(`/api/launcher-content/${content.id}`)).status).toBe(200);
    expect((await client.get(`/api/launcher-content/${content.id}`)).status).toBe(404);
    expect((await client.get(`/api/comments/${comment.id}`)).status).toBe(200);
    expect((await client.get(`/api/design/${designId}`)).status).toBe(200);
  });
});
