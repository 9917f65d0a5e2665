import { Locale, LocaleList } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, messageOf } from '../testing/client.ts';
import { demoIds, expectAllRefusedWithoutToken, unique } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';

describe('/api/locales', () => {
  beforeAll(() => startTestServer());

  it('refuses every locale call without a token', async () => {
    const { baseUrl } = await startTestServer();
    expect(
      await expectAllRefusedWithoutToken(baseUrl, [
        ['GET', '/api/locales'],
        ['POST', '/api/locales'],
        ['GET', '/api/locales/1'],
        ['PATCH', '/api/locales/1'],
        ['DELETE', '/api/locales/1'],
      ]),
    ).toEqual([]);
  });

  it('lists the demo locales and creates, updates, deletes one', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const codes = data(await client.get('/api/locales'), LocaleList).map((l) => l.google_lang_code);
    expect(codes).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'es']));
    const code = unique('x');
    const created = await client.post('/api/locales', {
      google_lang_code: code,
      displayName: 'Test language',
    });
    expect(created.status).toBe(201);
    const locale = data(created, Locale);
    expect(data(await client.get(`/api/locales/${locale.id}`), Locale)).toEqual(locale);
    expect(
      data(await client.patch(`/api/locales/${locale.id}`, { displayName: 'Renamed' }), Locale),
    ).toMatchObject({ google_lang_code: code, displayName: 'Renamed' });
    expect(
      (await client.post('/api/locales', { google_lang_code: code, displayName: 'Twice' })).status,
    ).toBe(409);
    expect((await client.delete(`/api/locales/${locale.id}`)).status).toBe(200);
    expect((await client.get(`/api/locales/${locale.id}`)).status).toBe(404);
  });

  it('refuses bad bodies and deleting a locale in use', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const bad = await client.post('/api/locales', { google_lang_code: 'zz' });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('displayName');
    const { locale } = await demoIds(client);
    expect((await client.delete(`/api/locales/${locale('en').id}`)).status).toBe(409);
  });
});
