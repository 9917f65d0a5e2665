import { Commentator, CommentatorList } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, messageOf } from '../testing/client.ts';
import { demoIds, expectAllRefusedWithoutToken } from '../testing/demo.ts';
import { form, gifNamedJpeg, largePng, png } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/testServer.ts';

describe('/api/commentators', () => {
  beforeAll(() => startTestServer());

  it('refuses every commentator call without a token', async () => {
    const { baseUrl } = await startTestServer();
    expect(
      await expectAllRefusedWithoutToken(baseUrl, [
        ['GET', '/api/commentators'],
        ['POST', '/api/commentators'],
        ['GET', '/api/commentators/1'],
        ['PATCH', '/api/commentators/1'],
        ['DELETE', '/api/commentators/1'],
      ]),
    ).toEqual([]);
  });

  it('creates with an icon, renames, replaces the icon and deletes', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const created = await client.post(
      '/api/commentators',
      form({ name: 'New Author', icon: [png(64, 64), 'me.png'] }),
    );
    expect(created.status).toBe(201);
    const author = data(created, Commentator);
    expect(author).toMatchObject({ name: 'New Author', id: expect.any(Number) as number });
    expect(author.iconUrl).toBe(author.icon);
    expect((await fetch(`${baseUrl}${author.iconUrl}`)).status).toBe(200);
    const renamed = data(
      await client.patch(`/api/commentators/${author.id}`, form({ name: 'Renamed Author' })),
      Commentator,
    );
    expect(renamed).toMatchObject({ name: 'Renamed Author', iconUrl: author.iconUrl });
    const reiconed = data(
      await client.patch(
        `/api/commentators/${author.id}`,
        form({ icon: [png(32, 32), 'new.png'] }),
      ),
      Commentator,
    );
    expect(reiconed.iconUrl).not.toBe(author.iconUrl);
    expect((await fetch(`${baseUrl}${author.iconUrl}`)).status).toBe(404);
    expect(
      data(await client.get('/api/commentators'), CommentatorList).some((c) => c.id === author.id),
    ).toBe(true);
    expect(data(await client.get(`/api/commentators/${author.id}`), Commentator).name).toBe(
      'Renamed Author',
    );
    expect((await client.delete(`/api/commentators/${author.id}`)).status).toBe(200);
    expect((await client.get(`/api/commentators/${author.id}`)).status).toBe(404);
  });

  it('refuses bad names (400), wrong icon types (415), large icons (413), authors with comments (409)', async () => {
    const big = largePng(2 * 1024 * 1024 + 10);
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const short = await client.post(
      '/api/commentators',
      form({ name: 'A', icon: [png(8, 8), 'a.png'] }),
    );
    expect(short.status).toBe(400);
    expect(messageOf(short)).toContain('name');
    const noIcon = await client.post('/api/commentators', form({ name: 'No icon' }));
    expect(messageOf(noIcon)).toBe('Icon is required');
    const gif = await client.post(
      '/api/commentators',
      form({ name: 'Gif author', icon: [gifNamedJpeg(), 'a.jpg'] }),
    );
    expect(gif.status).toBe(415);
    expect(messageOf(gif)).toBe('Icon must be JPEG, PNG, or WebP');
    const large = await client.post(
      '/api/commentators',
      form({ name: 'Large icon', icon: [big, 'a.png'] }),
    );
    expect(large.status).toBe(413);
    expect(messageOf(large)).toMatch(/2MB|too large/);
    const { commentatorId } = await demoIds(client);
    expect((await client.delete(`/api/commentators/${commentatorId}`)).status).toBe(409);
  });
});
