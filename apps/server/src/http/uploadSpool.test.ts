import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Design } from '@landing/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkForm, largestDesign } from '../testing/bulkForm.ts';
import { sendBulk } from '../testing/bulkRequest.ts';
import { data, loginAs, operatorClient } from '../testing/client.ts';
import { form, makePng, noise, png } from '../testing/fixtures.ts';
import {
  dataDirOf,
  eventually,
  spooledFiles,
  startServerProcess,
  type ServerProcess,
} from '../testing/serverProcess.ts';

// Issue 25, item 7: upload bodies are spooled to `<dataDir>/incoming` as they arrive, and the
// spool is emptied whatever becomes of the call. The real server, in its own process, over HTTP.
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: 'memory' });
}, 120_000);

afterAll(() => server?.stop());

const spooledBytes = async () => {
  const dir = join(dataDirOf(server), 'incoming');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.some((entry) => entry.isFile());
};

describe('upload spool', () => {
  it('a design upload cut off mid-body leaves no spooled file, and the next upload gets the slot', async () => {
    const { access_token } = await loginAs(server.baseUrl);
    const { contentType, segments } = largestDesign('Cut off');
    const body = request(`${server.baseUrl}/api/design`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${access_token}`,
        'Content-Type': contentType,
        'Content-Length': 125 * 1024 * 1024,
      },
    });
    body.on('error', () => undefined);
    // The parts' headers and 20 MB of the first files: the server is spooling them.
    body.write(segments[0]);
    body.write(segments[1]);
    body.write(segments[2]);
    body.write(Buffer.alloc(20 * 1024 * 1024, 0x61));
    expect(await eventually(spooledBytes, 60_000), 'the body was never spooled').toBe(true);
    body.destroy();

    expect(
      await eventually(async () => (await spooledFiles(dataDirOf(server))).length === 0, 60_000),
      `still spooled: ${(await spooledFiles(dataDirOf(server))).join(', ')}`,
    ).toBe(true);
    expect(server.alive(), server.output()).toBe(true);

    const client = await operatorClient(server.baseUrl);
    const created = await client.post('/api/design', form({ icon: [png(), 'icon.png'] }));
    expect(created.status).toBe(201);
    expect(data(created, Design).iconUrl).toMatch(/^\/api\/files\//);
    expect(await spooledFiles(dataDirOf(server))).toEqual([]);
  }, 180_000);

  it('a refused upload leaves nothing spooled, and neither does a stored one', async () => {
    const client = await operatorClient(server.baseUrl);
    const refused = await client.post(
      '/api/design',
      form({ icon: [png(), 'icon.png'], screens: [noise(2048), 'screen.png'] }),
    );
    expect(refused.status).toBe(415);
    expect(await spooledFiles(dataDirOf(server))).toEqual([]);

    const stored = await client.post(
      '/api/design',
      form({
        icon: [png(), 'icon.png'],
        screens: [
          [png(90, 160), 'a.png'],
          [png(90, 160), 'b.png'],
        ],
      }),
    );
    expect(stored.status).toBe(201);
    const design = data(stored, Design);
    expect(design.screensData.map((screen) => screen.name)).toEqual(['a.png', 'b.png']);
    const screen = await fetch(`${server.baseUrl}${design.screensData[1]!.url}`);
    expect(screen.status).toBe(200);
    expect(Buffer.from(await screen.arrayBuffer())).toEqual(
      Buffer.from(await png(90, 160).arrayBuffer()),
    );
    expect(await spooledFiles(dataDirOf(server))).toEqual([]);
  }, 60_000);

  it('a chunked body is counted as it spools: past the route limit it answers 413, nothing kept', async () => {
    const { access_token } = await loginAs(server.baseUrl);
    const { contentType, segments } = bulkForm([
      { name: 'name', value: 'Too big' },
      { name: 'icon', fileName: 'icon.png', head: makePng(64, 64), size: 3 * 1024 * 1024 },
    ]);
    const answer = await sendBulk(`${server.baseUrl}/api/commentators`, {
      headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': contentType },
      segments,
      chunked: true,
    });
    // The answer, or the connection cut once it was sent, as for any refused body.
    expect([0, 413]).toContain(answer.status);
    expect(
      await eventually(async () => (await spooledFiles(dataDirOf(server))).length === 0, 30_000),
    ).toBe(true);
    expect(server.alive(), server.output()).toBe(true);
  }, 60_000);
});

describe('spool folders a stopped server left behind', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'landing-spool-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('are removed at start when older than the request timeout; a fresh one is kept', async () => {
    const incoming = join(dataDir, 'incoming');
    await mkdir(join(incoming, 'stale'), { recursive: true });
    await mkdir(join(incoming, 'fresh'), { recursive: true });
    await writeFile(join(incoming, 'stale', '0'), 'half a screenshot');
    await writeFile(join(incoming, 'fresh', '0'), 'an upload under way');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(join(incoming, 'stale'), hourAgo, hourAgo);

    // 'fresh' must stay younger than the timeout until the server has started: on a loaded
    // machine that start took over a minute (and the fresh folder was removed as stale).
    const started = await startServerProcess({ DATA_DIR: dataDir, REQUEST_TIMEOUT: '30m' });
    try {
      expect(await readdir(incoming)).toEqual(['fresh']);
    } finally {
      await started.stop();
    }
  }, 120_000);
});
