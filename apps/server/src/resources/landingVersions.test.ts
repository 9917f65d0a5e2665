import { Landing, Launcher, LauncherContent, RowStampList } from '@landing/api/schemas';
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
    return { client, launcher, content, landing };
  }

  it('answers each launcher and translation of the landing with its version and its last writer', async () => {
    const { client, launcher, content, landing } = await landingWithContent();
    const before = data(await client.get(`/api/landing/${landing.id}/versions`), RowStampList);
    expect(before.map(({ kind, id }) => ({ kind, id }))).toEqual([
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

  it('answers 404 for a landing that is gone', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    expect((await client.get('/api/landing/999999/versions')).status).toBe(404);
  });
});
