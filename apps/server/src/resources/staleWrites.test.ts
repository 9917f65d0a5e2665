import {
  App,
  Comment,
  Commentator,
  CommentatorList,
  Design,
  DesignList,
  Launcher,
  LauncherContent,
  Template,
} from '@landing/api/schemas';
import { describe, expect, it } from 'vitest';
import { data, operatorClient, type Answer, type HttpClient } from '../testing/client.ts';
import { demoIds, unique } from '../testing/demo.ts';
import { form, png, templateZip } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/testServer.ts';

// Issue 29: a write names the version it started from (If-Match); a stale one answers 409 with
// the row as it is now. This file runs in both passes (PGlite and PostgreSQL).
const writers = 50;

const versionOf = (entity: { version?: unknown }) => {
  if (typeof entity.version !== 'number') throw new Error('no version in the answer');
  return entity.version;
};

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

function currentOf(answer: Answer): { version?: unknown } {
  const body = answer.body as { current?: { version?: unknown } };
  if (!body.current) throw new Error(`409 without current: ${JSON.stringify(answer.body)}`);
  return body.current;
}

async function newLauncher(client: HttpClient) {
  const { builtInTemplateId } = await demoIds(client);
  const created = await client.post('/api/launcher/app-store', {
    name: unique('Stale'),
    templateId: builtInTemplateId,
  });
  return data(created, Launcher);
}

async function newContent(client: HttpClient) {
  const launcher = await newLauncher(client);
  const { locale } = await demoIds(client);
  const created = await client.post('/api/launcher-content', {
    launcherId: launcher.id,
    localeId: locale('en').id,
    isDefault: true,
    designId: null,
  });
  return data(created, LauncherContent);
}

type Write = { named: number; value: string; answer: Answer };

/**
 * Every write is either applied on the version it named (200, answering that version + 1) or
 * refused with 409 and a newer current row; no two are applied on one version, and the row ends
 * with the value of the write applied last.
 */
function expectNoSilentOverwrite(writes: Write[], finalValue: string, finalVersion: number) {
  const applied = writes.filter((w) => w.answer.status === 200);
  const firstNamed = Math.min(...writes.map((w) => w.named));
  for (const write of writes) {
    expect([200, 409]).toContain(write.answer.status);
    if (write.answer.status === 409) {
      // Refused because the row was not on the version it named: past it, or (a write naming a
      // version ahead) not there yet, in which case another write may have brought it there by
      // the time the current row was read for the answer.
      const current = versionOf(currentOf(write.answer));
      if (write.named <= firstNamed) expect(current).not.toBe(write.named);
      else expect(current).toBeGreaterThanOrEqual(firstNamed);
    }
  }
  const appliedOn = applied.map((w) => w.named);
  expect(new Set(appliedOn).size).toBe(appliedOn.length);
  const last = applied.reduce((a, b) => (b.named > a.named ? b : a));
  expect(finalValue).toBe(last.value);
  expect(finalVersion).toBe(last.named + 1);
  return applied.length;
}

// The first test also starts the shared database; 50 writes at once queue on a busy machine.
describe('stale writes (If-Match)', { timeout: 180_000 }, () => {
  it(`${writers} concurrent PATCHes of one launcher naming the same version: one applied, the rest 409`, async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const launcher = await newLauncher(client);
    const start = versionOf(launcher);
    const writes: Write[] = await Promise.all(
      Array.from({ length: writers }, async (_, i) => {
        const value = `Writer ${i}`;
        const answer = await client.call(
          'PATCH',
          '/api/launcher',
          { id: launcher.id, staticContent: { developer: value } },
          ifMatch(start),
        );
        return { named: start, value, answer };
      }),
    );
    const after = data(await client.get(`/api/launcher/${launcher.id}`), Launcher);
    const applied = expectNoSilentOverwrite(
      writes,
      after.staticContent?.developer ?? '',
      versionOf(after),
    );
    expect(applied).toBe(1);
    const winner = writes.find((w) => w.answer.status === 200)!;
    expect(versionOf(data(winner.answer, Launcher))).toBe(start + 1);
  });

  it(`${writers} concurrent PATCHes of one translation naming versions in any order: each applied on its version or 409`, async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const content = await newContent(client);
    const start = versionOf(content);
    // Writers name the versions start … start+49, sent in a shuffled order: some land on the
    // version they named as the row moves, the others must be refused.
    const named = Array.from({ length: writers }, (_, i) => start + i).sort(
      () => Math.random() - 0.5,
    );
    const writes: Write[] = await Promise.all(
      named.map(async (version) => {
        const value = `Description written on version ${version}`;
        const answer = await client.call(
          'PATCH',
          `/api/launcher-content/${content.id}`,
          { translatableContent: { description: value, additionalInfo: [], tags: [] } },
          ifMatch(version),
        );
        return { named: version, value, answer };
      }),
    );
    const after = data(await client.get(`/api/launcher-content/${content.id}`), LauncherContent);
    const applied = expectNoSilentOverwrite(
      writes,
      after.translatableContent?.description ?? '',
      versionOf(after),
    );
    expect(applied).toBeGreaterThanOrEqual(1);
    console.log(`stale writes: ${applied} of ${writers} applied on their version, the rest 409`);
  });

  it('a write without a version is applied as before and moves the version on', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const content = await newContent(client);
    const answer = await client.patch(`/api/launcher-content/${content.id}`, {
      translatableContent: {
        description: 'Saved with no version named',
        additionalInfo: [],
        tags: [],
      },
    });
    expect(answer.status).toBe(200);
    expect(versionOf(data(answer, LauncherContent))).toBe(versionOf(content) + 1);
    const stale = await client.call(
      'PATCH',
      `/api/launcher-content/${content.id}`,
      {
        translatableContent: {
          description: 'A stale description write',
          additionalInfo: [],
          tags: [],
        },
      },
      ifMatch(versionOf(content)),
    );
    expect(stale.status).toBe(409);
    expect(LauncherContent.assert(currentOf(stale))).toMatchObject({
      translatableContent: { description: 'Saved with no version named' },
    });
  });

  it('a write naming the version of a deleted row answers 404; a malformed If-Match 400', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const content = await newContent(client);
    expect((await client.delete(`/api/launcher-content/${content.id}`)).status).toBe(200);
    const gone = await client.call(
      'PATCH',
      `/api/launcher-content/${content.id}`,
      { isDefault: true },
      ifMatch(versionOf(content)),
    );
    expect(gone.status).toBe(404);
    const launcher = await newLauncher(client);
    const malformed = await client.call(
      'PATCH',
      '/api/launcher',
      { id: launcher.id, name: 'Malformed' },
      { 'If-Match': 'yesterday' },
    );
    expect(malformed.status).toBe(400);
  });

  it('a versioned write to a comment, commentator, design or template deleted meanwhile answers 404', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { locale, commentatorId } = await demoIds(client);
    const comment = data(
      await client.post('/api/comments', {
        commentatorId,
        langId: locale('en').id,
        text: 'Soon gone',
        stars: 4,
        countRated: 3,
      }),
      Comment,
    );
    const commentator = data(
      await client.post(
        '/api/commentators',
        form({ name: unique('Gone'), icon: [png(64, 64), 'icon.png'] }),
      ),
      Commentator,
    );
    const design = data(
      await client.post('/api/design', form({ icon: [png(), 'icon.png'] })),
      Design,
    );
    const template = data(
      await client.post(
        '/api/template',
        form({ code: unique('G').slice(0, 10), archive: [templateZip(), 'g.zip'] }),
      ),
      Template,
    );
    const cases = [
      { path: `/api/comments/${comment.id}`, version: versionOf(comment), body: { text: 'Mine' } },
      {
        path: `/api/commentators/${commentator.id}`,
        version: versionOf(commentator),
        body: form({ name: 'Mine' }),
      },
      { path: `/api/design/${design.id}`, version: versionOf(design), body: form({}) },
      {
        path: `/api/template/${template.id}`,
        version: versionOf(template),
        body: form({ description: 'Mine' }),
      },
    ];
    for (const { path, version, body } of cases) {
      expect((await client.delete(path)).status, path).toBe(200);
      const answer = await client.call('PATCH', path, body, ifMatch(version));
      expect(answer.status, path).toBe(404);
    }
  });

  it('every editable resource carries a version and refuses a stale write with its current row', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { locale, commentatorId } = await demoIds(client);
    const comment = data(
      await client.post('/api/comments', {
        commentatorId,
        langId: locale('en').id,
        text: 'Versioned',
        stars: 4,
        countRated: 3,
      }),
      Comment,
    );
    const design = data(await client.get('/api/design'), DesignList)[0]!;
    const commentator = data(await client.get('/api/commentators'), CommentatorList)[0]!;
    const template = data(
      await client.post(
        '/api/template',
        form({ code: unique('V').slice(0, 10), archive: [templateZip(), 'v.zip'] }),
      ),
      Template,
    );
    const cases: {
      what: string;
      version: number;
      write: (version: number) => Promise<Answer>;
      read: (current: unknown) => { version?: unknown };
    }[] = [
      {
        what: 'comment',
        version: versionOf(comment),
        write: (v) =>
          client.call('PATCH', `/api/comments/${comment.id}`, { text: 'Mine' }, ifMatch(v)),
        read: (current) => Comment.assert(current),
      },
      {
        what: 'design',
        version: versionOf(design),
        write: (v) => client.call('PATCH', `/api/design/${design.id}`, form({}), ifMatch(v)),
        read: (current) => Design.assert(current),
      },
      {
        what: 'commentator',
        version: versionOf(commentator),
        write: (v) =>
          client.call('PATCH', `/api/commentators/${commentator.id}`, form({}), ifMatch(v)),
        read: (current) => Commentator.assert(current),
      },
      {
        what: 'template',
        version: versionOf(template),
        write: (v) =>
          client.call(
            'PATCH',
            `/api/template/${template.id}`,
            form({ description: 'Mine' }),
            ifMatch(v),
          ),
        read: (current) => Template.assert(current),
      },
    ];
    const apps = (await client.get('/api/pwa')).body as { data: unknown[] };
    const app = App.assert(apps.data[0]);
    cases.push({
      what: 'app',
      version: versionOf(app),
      write: (v) => client.call('PATCH', `/api/pwa/${app.id}`, { name: app.name }, ifMatch(v)),
      read: (current) => App.assert(current),
    });
    for (const { what, version, write, read } of cases) {
      const applied = await write(version);
      expect(applied.status, what).toBe(200);
      const stale = await write(version);
      expect(stale.status, what).toBe(409);
      expect(versionOf(read(currentOf(stale))), what).toBe(version + 1);
    }
  });
});
