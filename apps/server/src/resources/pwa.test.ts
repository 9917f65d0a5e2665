import { App, AppList, DnsRecord, DomainPage, LinkableLandingList } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, type HttpClient, messageOf } from '../testing/client.ts';
import { expectAllRefusedWithoutToken, unique } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';

async function fixtures(client: HttpClient) {
  const landing = data(await client.get('/api/landing/linkable'), LinkableLandingList)[0]!;
  const domains = data(await client.get('/api/domain?page=1&size=200'), DomainPage);
  const shop = domains.items.find((d) => d.name === 'example-shop.com')!;
  const record = data(
    await client.post(`/api/domain/${shop.id}/records`, { name: unique('app') }),
    DnsRecord,
  );
  return { landing, record };
}

describe('/api/pwa', () => {
  beforeAll(() => startTestServer());

  it('refuses every app call without a token', async () => {
    const { baseUrl } = await startTestServer();
    expect(
      await expectAllRefusedWithoutToken(baseUrl, [
        ['GET', '/api/pwa'],
        ['POST', '/api/pwa'],
        ['GET', '/api/pwa/1'],
        ['PATCH', '/api/pwa/1'],
        ['DELETE', '/api/pwa/1'],
        ['POST', '/api/pwa/1/pushok-app'],
      ]),
    ).toEqual([]);
  });

  it('creates an app on a landing and a record, requests its Pushok app, updates and deletes it', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { landing, record } = await fixtures(client);
    const created = await client.post('/api/pwa', {
      pushService: 'firebase',
      name: 'My App',
      landingId: landing.id,
      openerLink: 'https://example.com/open',
      recordId: record.id,
    });
    expect(created.status).toBe(201);
    const app = data(created, App);
    expect(app).toEqual({
      id: expect.any(Number) as number,
      name: 'My App',
      pushService: 'firebase',
      webServerId: landing.webServerId,
      openerLink: 'https://example.com/open',
      webServerUrl: `https://${record.name}`,
      pushokUrl: null,
      landing: { id: landing.id },
      record,
      version: 1,
    });
    const pushok = data(await client.post(`/api/pwa/${app.id}/pushok-app`, {}), App);
    expect(pushok.pushokUrl).toMatch(/^https:\/\//);
    expect(
      data(await client.get('/api/pwa'), AppList).find((a) => a.id === app.id)?.pushokUrl,
    ).toBe(pushok.pushokUrl);

    const patched = data(await client.patch(`/api/pwa/${app.id}`, { name: 'Renamed App' }), App);
    expect(patched).toMatchObject({
      name: 'Renamed App',
      openerLink: 'https://example.com/open',
      record,
    });
    expect(data(await client.get(`/api/pwa/${app.id}`), App).name).toBe('Renamed App');
    expect((await client.delete(`/api/pwa/${app.id}`)).status).toBe(200);
    expect((await client.get(`/api/pwa/${app.id}`)).status).toBe(404);
  });

  it('refuses bad bodies naming the field, and unknown landings or records', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { landing, record } = await fixtures(client);
    const good = {
      pushService: 'firebase',
      name: 'Good name',
      landingId: landing.id,
      openerLink: 'https://example.com',
      recordId: record.id,
    };
    for (const [patch, field] of [
      [{ name: 'x' }, 'name'],
      [{ openerLink: 'ftp://example.com' }, 'openerLink'],
      [{ pushService: 'pigeon' }, 'pushService'],
      [{ landingId: undefined }, 'landingId'],
      [{ recordId: 'one' }, 'recordId'],
    ] as const) {
      const answer = await client.post('/api/pwa', { ...good, ...patch });
      expect(answer.status, field).toBe(400);
      expect(messageOf(answer)).toContain(field);
    }
    expect(messageOf(await client.post('/api/pwa', { ...good, landingId: 999999 }))).toContain(
      'landingId',
    );
    expect(messageOf(await client.post('/api/pwa', { ...good, recordId: 999999 }))).toContain(
      'recordId',
    );
    expect((await client.patch('/api/pwa/999999', { name: 'Nobody' })).status).toBe(404);
  });
});
