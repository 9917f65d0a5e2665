import { Comment, Landing, Launcher, LauncherContent, RowStampList } from '@landing/api/schemas';
import { describe, expect, it } from 'vitest';
import { data, operatorClient } from '../testing/client.ts';
import { demoIds, unique } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';

// Issue 29 ("see it coming"): an open editor polls one landing's row versions.
describe('GET /api/landing/{id}/versions', () => {
  async function landingWithContent() {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { builtInTemplateId, locale } = await demoIds(client);
    const launcher = data(
      await client.post('/api/launcher/app-store', {
        name: unique('Watched'),
        templateId: builtInTemplateId,
      }),
      Launcher,
    );
    const content = data(
      await client.post('/api/launcher-content', {
        launcherId: launcher.id,
        localeId: locale('en').id,
        isDefault: true,
        designId: null,
      }),
      LauncherContent,
    );
    const landing = data(
      await client.post('/api/landing', { mainLauncherId: launcher.id }),
      Landing,
    );
    return { client, launcher, content, landing, locale, builtInTemplateId };
  }

  it('answers each launcher and translation of the landing with its version and its last writer', async () => {
    const { client, launcher, content, landing } = await landingWithContent();
    const before = data(await client.get(`/api/landing/${landing.id}/versions`), RowStampList);
    expect(before.map(({ kind, id }) => ({ kind, id }))).toEqual([
      { kind: 'comments', id: content.id },
      { kind: 'landing', id: landing.id },
      { kind: 'content', id: content.id },
      { kind: 'launcher', id: launcher.id },
    ]);
    const stampOf = (stamps: typeof before) => stamps.find((s) => s.kind === 'content')!;

    const saved = await client.patch(`/api/launcher-content/${content.id}`, {
      translatableContent: {
        description: 'Saved by another operator meanwhile',
        tags: [],
        additionalInfo: [],
      },
    });
    expect(saved.status).toBe(200);
    const after = data(await client.get(`/api/landing/${landing.id}/versions`), RowStampList);
    expect(stampOf(after).version).toBe(Number(stampOf(before).version) + 1);
    expect(stampOf(after).updatedBy).toBe('Demo Operator');
    expect(Date.parse(stampOf(after).updatedAt ?? '')).not.toBeNaN();
    expect(after.find((s) => s.kind === 'launcher')).toEqual(
      before.find((s) => s.kind === 'launcher'),
    );
  });

  it("answers each translation's comment list, changed by a link, an edit and a removal", async () => {
    const { client, content, landing, locale } = await landingWithContent();
    const { commentatorId } = await demoIds(client);
    const listStamp = async () =>
      data(await client.get(`/api/landing/${landing.id}/versions`), RowStampList).find(
        (s) => s.kind === 'comments' && s.id === content.id,
      )!;
    const empty = await listStamp();
    expect(empty).toMatchObject({ updatedBy: null });
    // The list read answers the same version as its ETag, the whole list's on every page.
    const listTags = async () =>
      Promise.all(
        [
          `/api/launcher-content/${content.id}/comments`,
          `/api/launcher-content/${content.id}/comments?limit=1`,
        ].map(async (path) => (await client.get(path)).headers.get('ETag')),
      );
    expect(await listTags()).toEqual([`"${String(empty.version)}"`, `"${String(empty.version)}"`]);

    const comment = data(
      await client.post('/api/comments', {
        commentatorId,
        langId: locale('en').id,
        text: 'Seen by the other operator',
        stars: 5,
        countRated: 3,
      }),
      Comment,
    );
    // Made but not linked: not the list's yet.
    expect((await listStamp()).version).toEqual(empty.version);
    const linked = await client.post(`/api/launcher-content/${content.id}/comments/${comment.id}`);
    expect(linked.status).toBeLessThan(300);
    const withComment = await listStamp();
    expect(withComment.version).not.toEqual(empty.version);
    expect(await listTags()).toEqual([
      `"${String(withComment.version)}"`,
      `"${String(withComment.version)}"`,
    ]);

    const edited = await client.patch(`/api/comments/${comment.id}`, { text: 'Edited meanwhile' });
    expect(edited.status).toBe(200);
    const afterEdit = await listStamp();
    expect(afterEdit.version).not.toEqual(withComment.version);
    expect((await listTags())[0]).toBe(`"${String(afterEdit.version)}"`);

    expect((await client.delete(`/api/comments/${comment.id}`)).status).toBeLessThan(300);
    expect((await listStamp()).version).toEqual(empty.version);
  });

  it("answers the landing's own row, changed by a link and an unlink of a related launcher", async () => {
    const { client, landing, launcher, builtInTemplateId } = await landingWithContent();
    const stampOf = async () =>
      data(await client.get(`/api/landing/${landing.id}/versions`), RowStampList).find(
        (s) => s.kind === 'landing',
      )!;
    const before = await stampOf();
    expect(before).toMatchObject({ id: landing.id, updatedAt: null, updatedBy: null });
    const related = data(
      await client.post('/api/launcher/app-store', {
        name: unique('Related'),
        templateId: builtInTemplateId,
      }),
      Launcher,
    );
    expect(
      (await client.patch('/api/launcher', { id: launcher.id, name: unique('Renamed') })).status,
    ).toBe(200);
    expect((await stampOf()).version).toBe(before.version);

    const linked = await client.post(`/api/landing/${landing.id}/link-launcher/${related.id}`);
    expect(linked.status).toBeLessThan(300);
    const afterLink = await stampOf();
    expect(afterLink.version).not.toBe(before.version);
    const unlinked = await client.delete(
      `/api/landing/${landing.id}/unlink-launcher/${related.id}`,
    );
    expect(unlinked.status).toBeLessThan(300);
    const afterUnlink = await stampOf();
    expect(afterUnlink.version).not.toBe(afterLink.version);
    expect(afterUnlink.version).toBe(before.version);
  });

  it('answers 404 for a landing that is gone', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    expect((await client.get('/api/landing/999999/versions')).status).toBe(404);
  });
});
