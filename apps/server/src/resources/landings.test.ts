import {
  App,
  DnsRecord,
  DomainPage,
  Landing,
  LandingList,
  Launcher,
  LinkableLauncherList,
} from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, messageOf } from '../testing/client.ts';
import { demoIds, expectAllRefusedWithoutToken } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';

async function setup() {
  const { baseUrl } = await startTestServer();
  const client = await operatorClient(baseUrl);
  const ids = await demoIds(client);
  const launcher = async (name: string) =>
    data(
      await client.post('/api/launcher/app-store', { name, templateId: ids.builtInTemplateId }),
      Launcher,
    ).id;
  return { baseUrl, client, ids, launcher };
}

describe('/api/landing', () => {
  beforeAll(() => startTestServer());

  it('refuses every landing call without a token', async () => {
    const { baseUrl } = await startTestServer();
    expect(
      await expectAllRefusedWithoutToken(baseUrl, [
        ['GET', '/api/landing'],
        ['POST', '/api/landing'],
        ['GET', '/api/landing/linkable'],
        ['GET', '/api/landing/1'],
        ['PATCH', '/api/landing/1'],
        ['DELETE', '/api/landing/1'],
        ['GET', '/api/landing/1/with-related-launchers'],
        ['POST', '/api/landing/1/link-launcher/2'],
        ['DELETE', '/api/landing/1/unlink-launcher/2'],
        ['GET', '/api/landing/1/linkable-launchers'],
        ['GET', '/api/landing/1/web-server-url?launcherId=1'],
      ]),
    ).toEqual([]);
  });

  it('answers the demo landing in the spec shape', async () => {
    const { client } = await setup();
    const landings = data(await client.get('/api/landing'), LandingList);
    const demo = landings.find((l) => l.mainLauncher?.name === 'Lucky Puzzle');
    expect(demo).toBeDefined();
    expect(Object.keys(demo!).sort()).toEqual([
      'id',
      'mainLauncher',
      'relatedLaunchers',
      'webServerId',
    ]);
    expect(demo!.mainLauncher!).toMatchObject({ template: { code: 'PlayMarket' } });
    expect(demo!.mainLauncher!.iconUrl).toMatch(/^\/api\/files\/[0-9a-f]{32}$/);
    expect(demo!.mainLauncher!.previewUrl).toMatch(/^\/api\/files\//);
    expect(
      demo!.mainLauncher!.languages!.map((l) => (typeof l === 'string' ? l : l.google_lang_code)),
    ).toEqual(['en', 'de', 'fr']);
    expect(typeof demo!.webServerId).toBe('number');
  });

  it('creates, links, unlinks, lists linkable launchers and updates a landing', async () => {
    const { client, launcher } = await setup();
    const mainId = await launcher('Landing main');
    const relatedId = await launcher('Landing related');
    const created = await client.post('/api/landing', { mainLauncherId: mainId });
    expect(created.status).toBe(201);
    const landing = data(created, Landing);
    expect(landing).toMatchObject({
      mainLauncher: {
        id: mainId,
        name: 'Landing main',
        iconUrl: null,
        previewUrl: null,
        languages: [],
      },
      relatedLaunchers: [],
    });

    const linkable = data(
      await client.get(`/api/landing/${landing.id}/linkable-launchers`),
      LinkableLauncherList,
    );
    expect(linkable).toContainEqual({ id: relatedId, name: 'Landing related' });
    expect(linkable.some((l) => l.id === mainId)).toBe(false);

    const linked = data(
      await client.post(`/api/landing/${landing.id}/link-launcher/${relatedId}`),
      Landing,
    );
    expect(linked.relatedLaunchers).toEqual([
      {
        id: relatedId,
        name: 'Landing related',
        template: { id: expect.any(Number) as number, code: 'PlayMarket', isCustom: false },
      },
    ]);
    expect(
      data(await client.get(`/api/landing/${landing.id}/with-related-launchers`), Landing)
        .relatedLaunchers,
    ).toHaveLength(1);
    expect(
      data(
        await client.get(`/api/landing/${landing.id}/linkable-launchers`),
        LinkableLauncherList,
      ).some((l) => l.id === relatedId),
    ).toBe(false);
    expect((await client.post(`/api/landing/${landing.id}/link-launcher/${mainId}`)).status).toBe(
      400,
    );

    const unlinked = data(
      await client.delete(`/api/landing/${landing.id}/unlink-launcher/${relatedId}`),
      Landing,
    );
    expect(unlinked.relatedLaunchers).toEqual([]);
    expect(
      (await client.delete(`/api/landing/${landing.id}/unlink-launcher/${relatedId}`)).status,
    ).toBe(404);

    const patched = data(
      await client.patch(`/api/landing/${landing.id}`, {
        mainLauncherId: relatedId,
        webServerId: 4242,
      }),
      Landing,
    );
    expect(patched).toMatchObject({ webServerId: 4242, mainLauncher: { id: relatedId } });
    const bad = await client.patch(`/api/landing/${landing.id}`, {
      mainLauncherId: 'x',
    });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('mainLauncherId');
  });

  it('lists as linkable only landings whose main launcher has a translation, in the landing shape', async () => {
    const { client, ids, launcher } = await setup();
    const bareId = await launcher('Bare landing main');
    const bare = data(await client.post('/api/landing', { mainLauncherId: bareId }), Landing);
    let linkable = data(await client.get('/api/landing/linkable'), LandingList);
    expect(linkable.some((l) => l.id === bare.id)).toBe(false);
    expect(linkable.find((l) => l.mainLauncher?.name === 'Lucky Puzzle')).toMatchObject({
      mainLauncher: { template: { code: 'PlayMarket' } },
      relatedLaunchers: [],
    });
    await client.post('/api/launcher-content', {
      launcherId: bareId,
      localeId: ids.locale('en').id,
      isDefault: true,
      designId: null,
    });
    linkable = data(await client.get('/api/landing/linkable'), LandingList);
    expect(linkable.find((l) => l.id === bare.id)?.mainLauncher?.languages).toHaveLength(1);
  });

  it('refuses bad bodies and unknown launchers; deleting a landing leaves apps without it', async () => {
    const { client, launcher } = await setup();
    const missing = await client.post('/api/landing', {});
    expect(missing.status).toBe(400);
    expect(messageOf(missing)).toContain('mainLauncherId');
    expect((await client.post('/api/landing', { mainLauncherId: 999999 })).status).toBe(404);

    const mainId = await launcher('Doomed main');
    const landing = data(await client.post('/api/landing', { mainLauncherId: mainId }), Landing);
    const domains = data(await client.get('/api/domain?page=1&size=100'), DomainPage);
    const active = domains.items.find((d) => d.status === 'active')!;
    const record = data(
      await client.post(`/api/domain/${active.id}/records`, { name: 'doomed' }),
      DnsRecord,
    );
    const app = data(
      await client.post('/api/pwa', {
        pushService: 'firebase',
        name: 'Doomed app',
        landingId: landing.id,
        openerLink: 'https://example.com/open',
        recordId: record.id,
      }),
      App,
    );

    expect((await client.delete(`/api/landing/${landing.id}`)).status).toBe(200);
    expect((await client.get(`/api/landing/${landing.id}`)).status).toBe(404);
    expect(data(await client.get(`/api/pwa/${app.id}`), App).landing).toBeNull();
    expect((await client.get(`/api/launcher/${mainId}`)).status).toBe(200);
    expect((await client.delete(`/api/landing/${landing.id}`)).status).toBe(404);
  });
});
