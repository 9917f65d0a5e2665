import { ErrorBody, LandingList, LauncherContentList, WebServerUrl } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, type HttpClient, messageOf } from '../testing/client.ts';
import { demoIds } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';

const tooBig = 2_147_483_648;
const nul = 'a\u0000b';

/** One malformed request: what it sends and the field its 400 must name. */
type Case = { name: string; method: string; path: string; body?: unknown; field: string };

function cases(ids: Awaited<ReturnType<typeof demoIds>>): Case[] {
  const comment = {
    commentatorId: ids.commentatorId,
    langId: ids.locale('en').id,
    text: 'Fine',
    stars: 4,
    countRated: 1,
  };
  return [
    {
      name: 'id above 2^31-1 in a path',
      method: 'GET',
      path: `/api/launcher/${tooBig}`,
      field: 'id',
    },
    {
      name: 'id of 20 digits',
      method: 'GET',
      path: '/api/template/99999999999999999999',
      field: 'id',
    },
    { name: 'page=1e308', method: 'GET', path: '/tracker/v1/users?page=1e308', field: 'page' },
    {
      name: 'page beyond the last possible',
      method: 'GET',
      path: '/tracker/v1/users?page=99999999',
      field: 'page',
    },
    { name: 'size=1e308', method: 'GET', path: '/tracker/v1/users?size=1e308', field: 'size' },
    {
      name: 'NUL in a query parameter',
      method: 'GET',
      path: '/tracker/v1/users?search=a%00b',
      field: 'search',
    },
    {
      name: 'NUL in a registrar domain name',
      method: 'GET',
      path: '/lambda/v1/domain/ex%00ample.com',
      field: 'path',
    },
    {
      name: 'commentatorId above 2^31-1',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, commentatorId: tooBig },
      field: 'commentatorId',
    },
    {
      name: 'langId above 2^31-1',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, langId: 1e15 },
      field: 'langId',
    },
    {
      name: 'countRated above 2^31-1',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, countRated: tooBig },
      field: 'countRated',
    },
    {
      name: 'NUL in comment text',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, text: nul },
      field: 'text',
    },
    {
      name: 'NUL in comment reply',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, reply: nul },
      field: 'reply',
    },
    {
      name: 'translate id above 2^31-1',
      method: 'POST',
      path: '/api/comments/translate',
      body: { commentIds: [1, tooBig], targetLocaleId: ids.locale('fr').id },
      field: 'commentIds[1]',
    },
    {
      name: 'targetLocaleId above 2^31-1',
      method: 'POST',
      path: '/api/comments/translate',
      body: { commentIds: [1], targetLocaleId: tooBig },
      field: 'targetLocaleId',
    },
    {
      name: 'templateId above 2^31-1',
      method: 'POST',
      path: '/api/launcher/app-store',
      body: { name: 'Valid name', templateId: tooBig },
      field: 'templateId',
    },
    {
      name: 'NUL in a launcher name',
      method: 'POST',
      path: '/api/launcher/app-store',
      body: { name: nul, templateId: ids.builtInTemplateId },
      field: 'name',
    },
    {
      name: 'NUL in the user name',
      method: 'PUT',
      path: '/tracker/v1/user',
      body: { name: nul },
      field: 'name',
    },
  ];
}

describe('malformed input answers 400 naming the field, never 500', () => {
  let client: HttpClient;
  let table: Case[];
  beforeAll(async () => {
    const { baseUrl } = await startTestServer();
    client = await operatorClient(baseUrl);
    table = cases(await demoIds(client));
  });

  it('refuses every case of the table', async () => {
    const wrong: string[] = [];
    for (const { name, method, path, body, field } of table) {
      const answer = await client.call(method, path, body);
      const message = messageOf(answer) ?? '';
      if (answer.status !== 400 || !message.includes(field)) {
        wrong.push(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a % that is no percent-encoding in a preview path', async () => {
    const landing = data(await client.get('/api/landing'), LandingList)[0]!;
    const contents = data(
      await client.get(`/api/launcher/${landing.mainLauncher!.id}/contents`),
      LauncherContentList,
    );
    const { url } = data(
      await client.get(
        `/api/landing/${landing.id}/web-server-url?launcherId=${landing.mainLauncher!.id}&contentId=${contents[0]!.id}`,
      ),
      WebServerUrl,
    );
    const answer = await fetch(`${url}100%.css`);
    expect(answer.status).toBe(400);
    expect(ErrorBody.assert(await answer.json()).message).toBe(
      'path must be valid percent-encoding',
    );
  });
});
