import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Design } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../files/store.ts';
import { data, messageOf, operatorClient, type HttpClient } from '../testing/client.ts';
import { form, noise, png } from '../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

// Issue 18, item 7: a design write that is refused leaves nothing behind — no design, no
// screens, no stored file, and never a file on disk without its row (or a row without its file).

let server: TestServer;
let client: HttpClient;

/** Files on disk and rows of uploaded_files, which must always name the same files. */
async function storedFiles() {
  const dir = join(server.config.dataDir, 'uploads');
  let onDisk: string[] = [];
  try {
    onDisk = readdirSync(dir).sort();
  } catch {
    // no upload yet
  }
  const rows = await server.db.query<{ id: string }>('select id from uploaded_files order by id');
  return { onDisk, rows: rows.map((r) => r.id) };
}

const designs = async () => data(await client.get('/api/design'), Design.array());

beforeAll(async () => {
  server = await startTestServer();
  client = await operatorClient(server.baseUrl);
});

describe('design writes are all or nothing', () => {
  it('POST with one good and one non-image screenshot answers 415 and stores nothing', async () => {
    const before = { designs: await designs(), files: await storedFiles() };

    const answer = await client.post(
      '/api/design',
      form({
        icon: [png(), 'icon.png'],
        screens: [
          [png(100, 200), 'good.png'],
          [noise(2048, 'image/png'), 'not-an-image.png'],
        ],
      }),
    );

    expect(answer.status).toBe(415);
    expect(messageOf(answer)).toBe('Invalid screenshot format. Please upload valid image files.');
    expect(await designs()).toEqual(before.designs);
    expect(await storedFiles()).toEqual(before.files);
  });

  it('PATCH with one good and one non-image screenshot answers 415 and changes nothing', async () => {
    const created = data(
      await client.post(
        '/api/design',
        form({ icon: [png(), 'icon.png'], screens: [[png(100, 200), 'one.png']] }),
      ),
      Design,
    );
    const before = await storedFiles();

    const answer = await client.patch(
      `/api/design/${created.id}`,
      form({
        name: 'Renamed',
        icon: [png(), 'new-icon.png'],
        screens: [
          [png(100, 200), 'good.png'],
          [noise(2048, 'image/png'), 'not-an-image.png'],
        ],
      }),
    );

    expect(answer.status).toBe(415);
    expect(data(await client.get(`/api/design/${created.id}`), Design)).toEqual(created);
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    ['the icon', { icon: [png(), 'ic\u0000on.png'] as [Blob, string] }, 'icon'],
    [
      'a screenshot',
      {
        icon: [png(), 'icon.png'] as [Blob, string],
        screens: [[png(100, 200), 'sc\u0000reen.png']] as [Blob, string][],
      },
      'screens',
    ],
  ])(
    'a NUL in the file name of %s answers 400 naming the field and stores nothing',
    async (_, fields, field) => {
      const before = { designs: await designs(), files: await storedFiles() };

      const answer = await client.post('/api/design', form(fields));

      expect(answer.status).toBe(400);
      expect(await storedFiles()).toEqual(before.files);
      expect(await designs()).toEqual(before.designs);
      expect(messageOf(answer)).toBe(`${field}: the file name must not contain NUL characters`);
    },
  );

  it('the file store removes a stored file again when its row is refused', async () => {
    const before = await storedFiles();
    const store = createFileStore(server.db, server.config.dataDir);

    const saving = store.save({
      bytes: new Uint8Array([1, 2, 3]),
      kind: 'screenshot',
      mimeType: 'image/png',
      originalName: 'sc\u0000reen.png',
    });

    await expect(saving).rejects.toThrow();
    expect(await storedFiles()).toEqual(before);
  });
});
