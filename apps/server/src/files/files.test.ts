import { Commentator } from '@landing/api/schemas';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, messageOf } from '../testing/client.ts';
import { form, png } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/testServer.ts';

describe('uploaded files', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'landing-files-'));
  beforeAll(() => startTestServer({ dataDir }));

  it('stores uploads under DATA_DIR/uploads with random names and serves them by id without a token', async () => {
    const { baseUrl } = await startTestServer({ dataDir });
    const client = await operatorClient(baseUrl);
    const author = data(
      await client.post(
        '/api/commentators',
        form({ name: 'Files Author', icon: [png(40, 40), 'my secret name.png'] }),
      ),
      Commentator,
    );
    const id = author.iconUrl!.split('/').pop()!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(readdirSync(join(dataDir, 'uploads'))).toContain(id);
    expect(existsSync(join(dataDir, 'uploads', 'my secret name.png'))).toBe(false);

    const served = await fetch(`${baseUrl}/api/files/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await png(40, 40).arrayBuffer())),
    ).toBe(true);

    expect((await fetch(`${baseUrl}/api/files/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('refuses a multipart call sent as JSON and a body over the route limit', async () => {
    const { baseUrl } = await startTestServer({ dataDir });
    const client = await operatorClient(baseUrl);
    const json = await client.post('/api/commentators', {
      name: 'Json Author',
    });
    expect(json.status).toBe(400);
    expect(messageOf(json)).toContain('multipart');
    const bigJson = await client.post('/api/comments', {
      text: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(bigJson.status).toBe(413);
    expect(messageOf(bigJson)).toMatch(/too large/);
    const huge = form({
      name: 'Huge',
      icon: [new Blob([new Uint8Array(3 * 1024 * 1024)]), 'huge.png'],
    });
    const answer = await client.post('/api/commentators', huge);
    expect(answer.status).toBe(413);
    expect(messageOf(answer)).toMatch(/too large/);
  });
});
