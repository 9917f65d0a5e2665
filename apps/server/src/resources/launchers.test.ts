import {
  Landing,
  Template,
  Launcher,
  LauncherContent,
  LauncherContentList,
  LauncherList,
} from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, type HttpClient, messageOf } from '../testing/client.ts';
import { demoIds, expectAllRefusedWithoutToken, unique } from '../testing/demo.ts';
import { form, templateZip } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/testServer.ts';

async function customTemplate(client: HttpClient) {
  const answer = await client.post(
    '/api/template',
    form({ code: unique('tpl'), archive: [templateZip(), 'site.zip'] }),
  );
  return data(answer, Template).id;
}

describe('/api/launcher', () => {
  beforeAll(() => startTestServer());

  it('refuses every launcher call without a token', async () => {
    const { baseUrl } = await startTestServer();
    expect(
      await expectAllRefusedWithoutToken(baseUrl, [
        ['POST', '/api/launcher/custom'],
        ['POST', '/api/launcher/app-store'],
        ['GET', '/api/launcher'],
        ['PATCH', '/api/launcher'],
        ['GET', '/api/launcher/1'],
        ['DELETE', '/api/launcher/1'],
        ['GET', '/api/launcher/1/contents'],
      ]),
    ).toEqual([]);
  });

  it('creates an app-store launcher with default static content and updates it partially', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { builtInTemplateId } = await demoIds(client);
    const created = await client.post('/api/launcher/app-store', {
      name: 'Store Launcher',
      templateId: builtInTemplateId,
      config: { templateView: 'mobile' },
    });
    expect(created.status).toBe(201);
    const launcher = data(created, Launcher);
    expect(launcher).toMatchObject({
      name: 'Store Launcher',
      template: { id: builtInTemplateId, code: 'PlayMarket', isCustom: false },
      config: { templateView: 'mobile' },
      contents: [],
    });
    expect(launcher.staticContent).toMatchObject({
      reviews: 200,
      size: 16,
      age: 3,
      installs: 3000000,
      rating: 4.64,
      ratingPeople: 100000,
      starPercent: [80, 10, 5, 4, 1],
      version: '1.0',
      androidVersion: '11',
    });

    const patched = data(
      await client.patch('/api/launcher', {
        id: launcher.id,
        name: 'Store Renamed',
        staticContent: { developer: 'Acme', rating: 4.2 },
      }),
      Launcher,
    );
    expect(patched.name).toBe('Store Renamed');
    expect(patched.staticContent).toMatchObject({ developer: 'Acme', rating: 4.2, reviews: 200 });
    expect(
      data(await client.get(`/api/launcher/${launcher.id}`), Launcher).staticContent,
    ).toMatchObject({ developer: 'Acme' });
    expect(
      data(await client.get('/api/launcher'), LauncherList).some((l) => l.id === launcher.id),
    ).toBe(true);
    expect(
      data(await client.get(`/api/launcher/${launcher.id}/contents`), LauncherContentList),
    ).toEqual([]);
  });

  it('creates a custom launcher with Webflow tag data only on a custom template', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { builtInTemplateId } = await demoIds(client);
    const templateId = await customTemplate(client);
    const created = await client.post('/api/launcher/custom', {
      name: 'Custom Launcher',
      templateId,
      config: { webflowHtmlTagData: '<meta name="wf" content="1">' },
    });
    expect(created.status).toBe(201);
    expect(data(created, Launcher)).toMatchObject({
      template: { isCustom: true },
      config: { webflowHtmlTagData: '<meta name="wf" content="1">' },
      staticContent: null,
    });
    const id = data(created, Launcher).id;
    const renamed = await client.patch('/api/launcher', {
      id,
      name: 'Custom Renamed',
      staticContent: { shortName: 'Custom' },
    });
    expect(renamed.status).toBe(200);
    expect(data(renamed, Launcher)).toMatchObject({
      name: 'Custom Renamed',
      staticContent: { shortName: 'Custom' },
    });
    const facts = await client.patch('/api/launcher', {
      id,
      staticContent: { developer: 'Acme' },
    });
    expect(facts.status).toBe(400);
    expect(messageOf(facts)).toContain('built-in');
    const wrong = await client.post('/api/launcher/custom', {
      name: 'Wrong one',
      templateId: builtInTemplateId,
    });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toContain('templateId');
    expect(
      (await client.post('/api/launcher/app-store', { name: 'Wrong one', templateId })).status,
    ).toBe(400);
  });

  it('answers 400 naming the field for bad bodies', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { builtInTemplateId } = await demoIds(client);
    const short = await client.post('/api/launcher/app-store', {
      name: 'ab',
      templateId: builtInTemplateId,
    });
    expect(short.status).toBe(400);
    expect(messageOf(short)).toContain('name');
    const badTemplate = await client.post('/api/launcher/app-store', {
      name: 'Valid name',
      templateId: '3',
    });
    expect(messageOf(badTemplate)).toContain('templateId');
    const badPatch = await client.patch('/api/launcher', {
      name: 'No id here',
    });
    expect(badPatch.status).toBe(400);
    expect(messageOf(badPatch)).toContain('id');
    const badStatic = await client.patch('/api/launcher', {
      id: 1,
      staticContent: { rating: 9 },
    });
    expect(badStatic.status).toBe(400);
    expect(messageOf(badStatic)).toContain('rating');
    expect((await client.call('POST', '/api/launcher/app-store', '{not json')).status).toBe(400);
    expect((await client.get('/api/launcher/abc')).status).toBe(400);
    expect((await client.get('/api/launcher/999999')).status).toBe(404);
  });

  it('deleting a launcher removes its contents and the landing it leads, and unlinks it elsewhere', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { builtInTemplateId, locale } = await demoIds(client);
    const main = data(
      await client.post('/api/launcher/app-store', {
        name: 'Main one',
        templateId: builtInTemplateId,
      }),
      Launcher,
    );
    const other = data(
      await client.post('/api/launcher/app-store', {
        name: 'Other one',
        templateId: builtInTemplateId,
      }),
      Launcher,
    );
    const content = data(
      await client.post('/api/launcher-content', {
        launcherId: main.id,
        localeId: locale('en').id,
        isDefault: true,
        designId: null,
      }),
      LauncherContent,
    );
    const landing = data(await client.post('/api/landing', { mainLauncherId: main.id }), Landing);
    const hostLanding = data(
      await client.post('/api/landing', { mainLauncherId: other.id }),
      Landing,
    );
    await client.post(`/api/landing/${hostLanding.id}/link-launcher/${main.id}`);

    expect((await client.delete(`/api/launcher/${main.id}`)).status).toBe(200);
    expect((await client.get(`/api/launcher/${main.id}`)).status).toBe(404);
    expect((await client.get(`/api/launcher-content/${content.id}`)).status).toBe(404);
    expect((await client.get(`/api/landing/${landing.id}`)).status).toBe(404);
    const host = data(await client.get(`/api/landing/${hostLanding.id}`), Landing);
    expect(host.relatedLaunchers).toEqual([]);
    expect((await client.delete(`/api/launcher/${main.id}`)).status).toBe(404);
  });
});
