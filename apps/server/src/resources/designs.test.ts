import { Design, DesignList } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, messageOf } from '../testing/client.ts';
import { expectAllRefusedWithoutToken } from '../testing/demo.ts';
import { form, largePng, mp4, noise, png, webm } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/testServer.ts';

describe('/api/design', () => {
  beforeAll(() => startTestServer());

  it('refuses every design call without a token', async () => {
    const { baseUrl } = await startTestServer();
    expect(
      await expectAllRefusedWithoutToken(baseUrl, [
        ['POST', '/api/design'],
        ['GET', '/api/design'],
        ['GET', '/api/design/1'],
        ['PATCH', '/api/design/1'],
        ['DELETE', '/api/design/1'],
      ]),
    ).toEqual([]);
  });

  it('creates a design from files, reorders, adds, replaces and removes with finalOrder, then deletes', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const created = await client.post(
      '/api/design',
      form({
        name: 'Design 2026-01-01T00:00:00.000Z',
        icon: [png(), 'icon.png'],
        screens: [
          [png(100, 200), 'one.png'],
          [png(100, 200), 'two.png'],
        ],
        video: [mp4(), 'clip.mp4'],
        videoPreview: [png(100, 200), 'poster.png'],
      }),
    );
    expect(created.status).toBe(201);
    const design = data(created, Design);
    expect(design.name).toBe('Design 2026-01-01T00:00:00.000Z');
    expect(design.screensData.map((s) => s.name)).toEqual(['one.png', 'two.png']);
    expect(design.iconUrl).toMatch(/^\/api\/files\//);
    const icon = await fetch(`${baseUrl}${design.iconUrl}`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    const video = await fetch(`${baseUrl}${design.videoUrl}`);
    expect(video.headers.get('content-type')).toBe('video/mp4');

    const patched = data(
      await client.patch(
        `/api/design/${design.id}`,
        form({
          screens: [[png(100, 200), 'three.png']],
          finalOrder: JSON.stringify(['$new:0', 'two.png']),
          video: 'null',
        }),
      ),
      Design,
    );
    expect(patched.screensData.map((s) => s.name)).toEqual(['three.png', 'two.png']);
    expect(patched.videoUrl).toBeNull();
    expect(patched.videoPreviewUrl).toBe(design.videoPreviewUrl);
    expect(patched.iconUrl).toBe(design.iconUrl);
    expect((await fetch(`${baseUrl}${design.videoUrl}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}${design.screensData[0]!.url}`)).status).toBe(404);

    const withWebm = data(
      await client.patch(`/api/design/${design.id}`, form({ video: [webm(), 'clip.webm'] })),
      Design,
    );
    expect((await fetch(`${baseUrl}${withWebm.videoUrl}`)).headers.get('content-type')).toBe(
      'video/webm',
    );
    expect(data(await client.get('/api/design'), DesignList).some((d) => d.id === design.id)).toBe(
      true,
    );
    expect(data(await client.get(`/api/design/${design.id}`), Design).screensData).toHaveLength(2);

    expect((await client.delete(`/api/design/${design.id}`)).status).toBe(200);
    expect((await client.get(`/api/design/${design.id}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}${design.iconUrl}`)).status).toBe(404);
  });

  it('refuses missing parts and bad finalOrder with 400', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const noIcon = await client.post('/api/design', form({ screens: [[png(10, 10), 'a.png']] }));
    expect(noIcon.status).toBe(400);
    expect(messageOf(noIcon)).toBe('Icon is required');
    expect((await client.post('/api/design', { icon: 'x' })).status).toBe(400);
    const design = data(
      await client.post(
        '/api/design',
        form({ icon: [png(), 'i.png'], screens: [[png(10, 10), 'a.png']] }),
      ),
      Design,
    );
    const unknown = await client.patch(
      `/api/design/${design.id}`,
      form({ finalOrder: JSON.stringify(['nope.png']) }),
    );
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown)).toContain('finalOrder');
    const notJson = await client.patch(`/api/design/${design.id}`, form({ finalOrder: '[oops' }));
    expect(messageOf(notJson)).toContain('finalOrder');
    expect(
      (await client.patch(`/api/design/${design.id}`, form({ finalOrder: '[]' }))).status,
    ).toBe(400);
  });

  it('creates a design with an icon and no screens, and changes only its icon later', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const created = await client.post('/api/design', form({ icon: [png(), 'icon.png'] }));
    expect(created.status).toBe(201);
    const design = data(created, Design);
    expect(design.screensData).toEqual([]);
    expect((await fetch(`${baseUrl}${design.iconUrl}`)).headers.get('content-type')).toBe(
      'image/png',
    );
    const patched = data(
      await client.patch(
        `/api/design/${design.id}`,
        form({ icon: [png(), 'other.png'], finalOrder: '[]' }),
      ),
      Design,
    );
    expect(patched.iconUrl).not.toBe(design.iconUrl);
    expect(patched.screensData).toEqual([]);
    expect((await fetch(`${baseUrl}${design.iconUrl}`)).status).toBe(404);
  });

  it('checks files by content: icon 512x512 image ≤ 5 MB, video MP4/WebM ≤ 15 MB', async () => {
    const bigIcon = largePng(5 * 1024 * 1024 + 100);
    const bigVideo = mp4(15 * 1024 * 1024 + 100);
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const screens: [Blob, string][] = [[png(10, 10), 'a.png']];
    const wrongSize = await client.post(
      '/api/design',
      form({ icon: [png(256, 256), 'i.png'], screens }),
    );
    expect(wrongSize.status).toBe(400);
    expect(messageOf(wrongSize)).toBe('Icon must be 512x512px');
    const notImage = await client.post(
      '/api/design',
      form({ icon: [noise(4000, 'image/png'), 'i.png'], screens }),
    );
    expect(notImage.status).toBe(415);
    expect(messageOf(notImage)).toBe('Icon must be an image');
    const tooBig = await client.post('/api/design', form({ icon: [bigIcon, 'i.png'], screens }));
    expect(tooBig.status).toBe(413);
    expect(messageOf(tooBig)).toBe('Icon must be ≤ 5MB');
    const badVideo = await client.post(
      '/api/design',
      form({ icon: [png(), 'i.png'], screens, video: [noise(3000, 'video/mp4'), 'v.mp4'] }),
    );
    expect(badVideo.status).toBe(415);
    expect(messageOf(badVideo)).toBe('Video must be in MP4 or WebM format');
    const longVideo = await client.post(
      '/api/design',
      form({ icon: [png(), 'i.png'], screens, video: [bigVideo, 'v.mp4'] }),
    );
    expect(longVideo.status).toBe(413);
    expect(messageOf(longVideo)).toBe('Video must be ≤ 15MB');
    const badScreen = await client.post(
      '/api/design',
      form({ icon: [png(), 'i.png'], screens: [[noise(100), 's.png']] }),
    );
    expect(badScreen.status).toBe(415);
  });
});
