import {
  TEMPLATE_CODE_MESSAGES,
  Template,
  TemplateList,
  TemplateTranslation,
  TemplateTranslationList,
} from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, messageOf } from '../testing/client.ts';
import { demoIds, expectAllRefusedWithoutToken, unique } from '../testing/demo.ts';
import { form, noise, templateZip, zipBomb } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/testServer.ts';

describe('/api/template', () => {
  beforeAll(() => startTestServer());

  it('refuses every template call without a token', async () => {
    const { baseUrl } = await startTestServer();
    expect(
      await expectAllRefusedWithoutToken(baseUrl, [
        ['POST', '/api/template'],
        ['GET', '/api/template'],
        ['GET', '/api/template/1'],
        ['PATCH', '/api/template/1'],
        ['DELETE', '/api/template/1'],
        ['GET', '/api/template/by-code/PlayMarket'],
        ['POST', '/api/template/1/translations'],
        ['GET', '/api/template/1/translations'],
        ['GET', '/api/template/1/translations/1'],
        ['PATCH', '/api/template/1/translations/1'],
        ['DELETE', '/api/template/1/translations/1'],
      ]),
    ).toEqual([]);
  });

  it('uploads a custom template with its author, serves the archive back, updates and deletes it', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const code = unique('T');
    const created = await client.post(
      '/api/template',
      form({ code, description: 'My template', archive: [templateZip(), 'my-landing.zip'] }),
    );
    expect(created.status).toBe(201);
    const template = data(created, Template);
    expect(template).toMatchObject({
      code,
      description: 'My template',
      archiveName: 'my-landing.zip',
      isCustom: true,
      createdBy: { fullName: 'Demo Operator', email: 'operator@example.com' },
    });
    const archive = await fetch(`${baseUrl}${template.archiveUrl}`);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-type')).toBe('application/zip');
    expect(new Uint8Array(await archive.arrayBuffer()).subarray(0, 2)).toEqual(
      new Uint8Array([0x50, 0x4b]),
    );

    expect(data(await client.get(`/api/template/by-code/${code}`), Template).id).toBe(template.id);
    expect(data(await client.get(`/api/template/${template.id}`), Template)).toMatchObject({
      code,
      archiveName: 'my-landing.zip',
    });
    const list = data(await client.get('/api/template'), TemplateList);
    expect(list.find((t) => t.id === template.id)?.archiveName).toBe('my-landing.zip');
    expect(list.filter((t) => !t.isCustom).map((t) => t.archiveName ?? null)).toEqual([null, null]);
    expect(list.filter((t) => !t.isCustom).map((t) => t.code)).toEqual(['PlayMarket', 'AppStore']);

    const patched = data(
      await client.patch(
        `/api/template/${template.id}`,
        form({ id: String(template.id), description: 'Changed' }),
      ),
      Template,
    );
    expect(patched).toMatchObject({
      code,
      description: 'Changed',
      archiveUrl: template.archiveUrl,
      archiveName: 'my-landing.zip',
    });
    const rezipped = data(
      await client.patch(
        `/api/template/${template.id}`,
        form({ archive: [templateZip('<p>v2</p>'), 'my-landing-v2.zip'] }),
      ),
      Template,
    );
    expect(rezipped.archiveUrl).not.toBe(template.archiveUrl);
    expect(rezipped.archiveName).toBe('my-landing-v2.zip');
    expect((await fetch(`${baseUrl}${template.archiveUrl}`)).status).toBe(404);

    expect((await client.delete(`/api/template/${template.id}`)).status).toBe(200);
    expect((await client.get(`/api/template/${template.id}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}${rezipped.archiveUrl}`)).status).toBe(404);
  });

  it('refuses bad fields, duplicates, built-in changes and templates still in use', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { builtInTemplateId } = await demoIds(client);
    const badCode = await client.post(
      '/api/template',
      form({ code: 'has space', archive: [templateZip(), 'a.zip'] }),
    );
    expect(badCode.status).toBe(400);
    expect(messageOf(badCode)).toBe(TEMPLATE_CODE_MESSAGES.characters);
    const noArchive = await client.post('/api/template', form({ code: unique('T') }));
    expect(noArchive.status).toBe(400);
    expect(messageOf(noArchive)).toContain('archive');
    expect((await client.post('/api/template', { code: 'json' })).status).toBe(400);
    const code = unique('T');
    await client.post('/api/template', form({ code, archive: [templateZip(), 'a.zip'] }));
    expect(
      (await client.post('/api/template', form({ code, archive: [templateZip(), 'a.zip'] })))
        .status,
    ).toBe(409);
    expect((await client.delete(`/api/template/${builtInTemplateId}`)).status).toBe(403);

    const used = data(await client.get(`/api/template/by-code/${code}`), Template);
    await client.post('/api/launcher/custom', { name: 'Uses template', templateId: used.id });
    const inUse = await client.delete(`/api/template/${used.id}`);
    expect(inUse.status).toBe(409);
    expect(messageOf(inUse)).toContain('launcher');
  });

  it(
    'checks the archive by content: 415 for a renamed non-zip, 413 for oversize and zip bombs',
    { timeout: 90_000 },
    async () => {
      // Built before any request: heavy work in this process must not stall open connections.
      const bomb = zipBomb();
      const oversize = noise(20 * 1024 * 1024 + 10, 'application/zip');
      const { baseUrl } = await startTestServer();
      const client = await operatorClient(baseUrl);
      const fake = await client.post(
        '/api/template',
        form({ code: unique('T'), archive: [noise(2048, 'application/zip'), 'fake.zip'] }),
      );
      expect(fake.status).toBe(415);
      expect(messageOf(fake)).toBe('Only .zip archives are allowed');
      const big = await client.post(
        '/api/template',
        form({ code: unique('T'), archive: [oversize, 'big.zip'] }),
      );
      expect(big.status).toBe(413);
      expect(messageOf(big)).toMatch(/20 MB/);
      const bombed = await client.post(
        '/api/template',
        form({ code: unique('T'), archive: [bomb, 'bomb.zip'] }),
      );
      expect(bombed.status).toBe(413);
      expect(messageOf(bombed)).toMatch(/unpacks to more than/);
    },
  );

  it('keeps translations of a template', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { builtInTemplateId, locale } = await demoIds(client);
    const created = await client.post(`/api/template/${builtInTemplateId}/translations`, {
      localeId: locale('it').id,
      name: 'Negozio',
      description: 'Una vetrina',
    });
    expect(created.status).toBe(201);
    const translation = data(created, TemplateTranslation);
    expect(translation).toMatchObject({
      localeId: locale('it').id,
      name: 'Negozio',
      locale: { google_lang_code: 'it' },
    });
    const list = data(
      await client.get(`/api/template/${builtInTemplateId}/translations`),
      TemplateTranslationList,
    );
    expect(list.map((t) => t.id)).toContain(translation.id);
    const path = `/api/template/${builtInTemplateId}/translations/${translation.id}`;
    expect(data(await client.patch(path, { name: 'Bottega' }), TemplateTranslation)).toMatchObject({
      name: 'Bottega',
      description: 'Una vetrina',
    });
    expect(data(await client.get(path), TemplateTranslation)).toMatchObject({ name: 'Bottega' });
    const bad = await client.post(`/api/template/${builtInTemplateId}/translations`, {
      name: 'no locale',
    });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('localeId');
    expect((await client.delete(path)).status).toBe(200);
    expect((await client.get(path)).status).toBe(404);
  });
});
