import { Design, DesignList, Launcher, LauncherContentList, Template } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, type HttpClient, messageOf } from '../testing/client.ts';
import { demoIds, unique } from '../testing/demo.ts';
import { form, png, templateZip } from '../testing/fixtures.ts';
import { startFaultyServer } from '../testing/testServer.ts';

// Multi-statement writes run in one transaction, and files stored for a write that fails are
// removed again: a write killed between its statements leaves what was there before.

let client: HttpClient;
let server: Awaited<ReturnType<typeof startFaultyServer>>;

const fileCount = async () =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from uploaded_files'))[0]!.n;

/** Sends a call with the next statement matching `at` failing; the call must reach it. */
async function killedAt<T>(at: RegExp, call: () => Promise<T>): Promise<T> {
  const before = server.faults.failed.length;
  server.faults.failNext = at;
  try {
    return await call();
  } finally {
    server.faults.failNext = null;
    expect(server.faults.failed.length, `no statement matched ${String(at)}`).toBe(before + 1);
  }
}

describe('atomic server writes', () => {
  beforeAll(async () => {
    server = await startFaultyServer();
    client = await operatorClient(server.baseUrl);
  });

  it('keeps the previous screens when a design update is killed between its statements', async () => {
    const created = data(
      await client.post(
        '/api/design',
        form({
          icon: [png(), 'icon.png'],
          screens: [
            [png(100, 200), 'one.png'],
            [png(100, 200), 'two.png'],
          ],
        }),
      ),
      Design,
    );
    const files = await fileCount();

    const answer = await killedAt(/insert into design_screens/, () =>
      client.patch(
        `/api/design/${created.id}`,
        form({
          name: 'Renamed',
          icon: [png(), 'new-icon.png'],
          screens: [[png(100, 200), 'three.png']],
          finalOrder: JSON.stringify(['$new:0', 'two.png']),
        }),
      ),
    );

    expect(answer.status).toBe(500);
    const after = data(await client.get(`/api/design/${created.id}`), Design);
    expect(after).toEqual(created);
    for (const screen of after.screensData) {
      expect((await fetch(`${server.baseUrl}${screen.url}`)).status).toBe(200);
    }
    expect(await fileCount()).toBe(files);
  });

  it('stores nothing when a design create fails after its row', async () => {
    const before = data(await client.get('/api/design'), DesignList);
    const files = await fileCount();

    const answer = await killedAt(/insert into design_screens/, () =>
      client.post(
        '/api/design',
        form({ icon: [png(), 'icon.png'], screens: [[png(100, 200), 'one.png']] }),
      ),
    );

    expect(answer.status).toBe(500);
    expect(data(await client.get('/api/design'), DesignList)).toEqual(before);
    expect(await fileCount()).toBe(files);
  });

  it('removes the uploaded archive when the template insert fails', async () => {
    const code = unique('Atomic');
    const files = await fileCount();

    const answer = await killedAt(/insert into templates/, () =>
      client.post('/api/template', form({ code, archive: [templateZip(), 'site.zip'] })),
    );

    expect(answer.status).toBe(500);
    expect((await client.get(`/api/template/by-code/${code}`)).status).toBe(404);
    expect(await fileCount()).toBe(files);
  });

  it('keeps template codes unique whatever their case, in the database itself', async () => {
    const code = unique('Case');
    const first = await client.post(
      '/api/template',
      form({ code, archive: [templateZip(), 'site.zip'] }),
    );
    expect(first.status).toBe(201);
    const files = await fileCount();

    // Past the server's pre-check, straight into the table: the index refuses it.
    await expect(
      server.db.query(`insert into templates (code, is_custom) values ($1, true)`, [
        code.toLowerCase(),
      ]),
    ).rejects.toMatchObject({ code: '23505' });

    const other = data(
      await client.post(
        '/api/template',
        form({ code: unique('Other'), archive: [templateZip(), 'site.zip'] }),
      ),
      Template,
    );
    const renamed = await client.patch(
      `/api/template/${other.id}`,
      form({ code: code.toUpperCase(), archive: [templateZip(), 'new.zip'] }),
    );
    expect(renamed.status).toBe(409);
    expect(messageOf(renamed)).toBe(`A template with code "${code.toUpperCase()}" already exists`);
    expect(data(await client.get(`/api/template/${other.id}`), Template)).toEqual(other);
    // The first template's archive and the other's are stored; the refused one is not.
    expect(await fileCount()).toBe(files + 1);
  });

  it('leaves no translation without its base flag when making it the base fails', async () => {
    const { locale, builtInTemplateId } = await demoIds(client);
    const launcher = data(
      await client.post('/api/launcher/app-store', {
        name: unique('Atomic'),
        templateId: builtInTemplateId,
      }),
      Launcher,
    );

    const answer = await killedAt(/update launcher_contents set is_default/, () =>
      client.post('/api/launcher-content', {
        launcherId: launcher.id,
        localeId: locale('en').id,
        isDefault: false,
        designId: null,
      }),
    );

    expect(answer.status).toBe(500);
    const contents = data(
      await client.get(`/api/launcher/${launcher.id}/contents`),
      LauncherContentList,
    );
    expect(contents).toEqual([]);
  });
});
