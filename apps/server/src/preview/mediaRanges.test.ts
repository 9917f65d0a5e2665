import { Design, Template } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient } from '../testing/client.ts';
import { unique } from '../testing/demo.ts';
import { form, mp4, png, templateZip } from '../testing/fixtures.ts';
import { previewOfTemplate } from '../testing/previewLanding.ts';
import { startTestServer } from '../testing/testServer.ts';

/** 300 kB whose every byte says where it is (mod 251), so a wrong slice cannot pass. */
const clip = Uint8Array.from({ length: 300_000 }, (_, i) => i % 251);

async function bytesOf(answer: Response) {
  return new Uint8Array(await answer.arrayBuffer());
}

/** The preview URL of a custom template that holds `media/clip.mp4`. */
async function previewWithClip(baseUrl: string) {
  const client = await operatorClient(baseUrl);
  const template = data(
    await client.post(
      '/api/template',
      form({
        code: unique('video'),
        archive: [
          templateZip('<html><body><video src="media/clip.mp4"></video></body></html>', {
            'media/clip.mp4': clip,
          }),
          'video.zip',
        ],
      }),
    ),
    Template,
  );
  const { freshUrl } = await previewOfTemplate(client, template.id);
  return new URL('media/clip.mp4', await freshUrl());
}

describe('byte ranges for media (a video seeks with Range requests)', () => {
  beforeAll(() => startTestServer());

  it('serves a template file in full with Accept-Ranges, or one range as 206, or 416', async () => {
    const { baseUrl } = await startTestServer();
    const url = await previewWithClip(baseUrl);

    const full = await fetch(url);
    expect(full.status).toBe(200);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('content-length')).toBe('300000');
    expect(await bytesOf(full)).toEqual(clip);

    const middle = await fetch(url, { headers: { Range: 'bytes=1000-1999' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 1000-1999/300000');
    expect(middle.headers.get('content-length')).toBe('1000');
    expect(middle.headers.get('accept-ranges')).toBe('bytes');
    expect(middle.headers.get('content-type')).toBe('video/mp4');
    expect(middle.headers.get('content-security-policy')).toContain('sandbox');
    expect(await bytesOf(middle)).toEqual(clip.subarray(1000, 2000));

    const rest = await fetch(url, { headers: { Range: 'bytes=299990-' } });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe('bytes 299990-299999/300000');
    expect(await bytesOf(rest)).toEqual(clip.subarray(299_990));

    const tail = await fetch(url, { headers: { Range: 'bytes=-500' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe('bytes 299500-299999/300000');
    expect(await bytesOf(tail)).toEqual(clip.subarray(299_500));

    const beyond = await fetch(url, { headers: { Range: 'bytes=300000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */300000');
    expect((await bytesOf(beyond)).length).toBe(0);

    const several = await fetch(url, { headers: { Range: 'bytes=0-9,20-29' } });
    expect(several.status).toBe(200);
    expect(await bytesOf(several)).toEqual(clip);
  });

  it('serves an uploaded design video by range', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const video = mp4(4096);
    const design = data(
      await client.post(
        '/api/design',
        form({
          name: unique('Ranged design'),
          icon: [png(), 'icon.png'],
          video: [video, 'clip.mp4'],
        }),
      ),
      Design,
    );
    const url = `${baseUrl}${design.videoUrl}`;
    const original = new Uint8Array(await video.arrayBuffer());

    const full = await fetch(url);
    expect(full.status).toBe(200);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(await bytesOf(full)).toEqual(original);

    const head = await fetch(url, { headers: { Range: 'bytes=0-15' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-15/${original.length}`);
    expect(head.headers.get('content-length')).toBe('16');
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect(await bytesOf(head)).toEqual(original.subarray(0, 16));

    const beyond = await fetch(url, { headers: { Range: `bytes=${original.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${original.length}`);
  });
});
