import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Comment, Design } from '@landing/api/schemas';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPostgresBin,
  freePort,
  startCluster,
  type Cluster,
} from '../../../../scripts/postgres.mjs';
import { data, httpClient, loginAs, type Answer } from '../testing/client.ts';
import { form, png } from '../testing/fixtures.ts';
import {
  eventually,
  spooledFiles,
  startServerProcess,
  wait,
  type ServerProcess,
} from '../testing/serverProcess.ts';

// The red team's second pass: PostgreSQL killed while 8 writers and 2 uploaders run, 12 times.
// Collected only with PostgreSQL's binaries installed (see vitest.config.ts).
const outages = 12;
const writers = 8;
const uploaders = 2;

type Outcome = { kind: 'comments' | 'design'; answer: Answer };

describe('PostgreSQL connections killed while writes and uploads are in flight', () => {
  let cluster: Cluster | undefined;
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'landing-outage-'));

  beforeAll(async () => {
    const bin = findPostgresBin();
    if (!bin) throw new Error('no PostgreSQL binaries in /usr/lib/postgresql');
    cluster = startCluster(bin, await freePort());
    server = await startServerProcess({ DATABASE_URL: cluster.url, DATA_DIR: dataDir });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Ends every other connection to the database, as an operator's pg_terminate_backend does. */
  async function terminateBackends(url: string) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where pid <> pg_backend_pid() and datname = current_database()`,
      );
    } finally {
      await admin.end();
    }
  }

  async function storedState(url: string) {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const files = await db.query<{ id: string }>('select id from uploaded_files');
      const comments = await db.query<{ id: number }>('select id from comments');
      const designs = await db.query<{ id: number }>('select id from designs');
      return {
        fileIds: new Set(files.rows.map((r) => r.id)),
        commentIds: new Set(comments.rows.map((r) => r.id)),
        designIds: new Set(designs.rows.map((r) => r.id)),
      };
    } finally {
      await db.end();
    }
  }

  it(`stays up through ${outages} outages: failures answer 503, acknowledged writes stay, no orphan file`, async () => {
    const { baseUrl } = server!;
    const db = cluster!;
    const { access_token } = await loginAs(baseUrl);
    const client = httpClient(baseUrl, access_token);
    const commentators = (
      (await client.get('/api/commentators')).body as { data: { id: number }[] }
    ).data;
    const locales = ((await client.get('/api/locales')).body as { data: { id: number }[] }).data;
    const comment = (n: number) => ({
      commentatorId: commentators[0]!.id,
      langId: locales[0]!.id,
      text: `Outage comment ${n}`,
      stars: 5,
      countRated: 1,
    });

    const outcomes: Outcome[] = [];
    let running = true;
    let n = 0;
    const request = async (kind: Outcome['kind'], send: () => Promise<Answer>) => {
      try {
        outcomes.push({ kind, answer: await send() });
      } catch (error) {
        // A reset or refused connection: the server process went away under the request.
        outcomes.push({
          kind,
          answer: { status: 0, body: String(error), headers: new Headers() },
        });
      }
    };
    const writer = async () => {
      while (running) {
        const i = n++;
        await request('comments', () =>
          client.post('/api/comments/batch', { comments: [comment(i), comment(i + 0.5)] }),
        );
      }
    };
    const uploader = async () => {
      while (running) {
        await request('design', () =>
          client.post(
            '/api/design',
            form({
              name: `Outage design ${n++}`,
              icon: [png(), 'icon.png'],
              screens: [
                [png(320, 640), 'one.png'],
                [png(320, 640), 'two.png'],
              ],
            }),
          ),
        );
      }
    };
    const load = Promise.all([
      ...Array.from({ length: writers }, writer),
      ...Array.from({ length: uploaders }, uploader),
    ]);

    const healthy = () =>
      eventually(
        async () => (await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.status === 200,
        30_000,
      );
    for (let outage = 0; outage < outages; outage++) {
      // Let writes get going on every pooled connection, then kill the connections under them.
      const before = outcomes.length;
      await eventually(() => outcomes.length >= before + 6, 10_000);
      if (outage % 2 === 0) {
        await terminateBackends(db.url);
      } else {
        db.stop('immediate');
        await wait(300);
        db.start();
      }
      expect(
        server!.alive(),
        `the server exited at outage ${outage + 1}:\n${server!.output()}`,
      ).toBe(true);
      expect(await healthy(), `not healthy after outage ${outage + 1}:\n${server!.output()}`).toBe(
        true,
      );
    }
    running = false;
    await load;
    expect(server!.alive(), server!.output()).toBe(true);

    const failed = outcomes.filter((o) => o.answer.status !== 201);
    // Each failure is the outage's 503 with Retry-After; no 500, no dropped connection.
    expect(
      failed.map((o) => `${o.kind} ${o.answer.status} ${JSON.stringify(o.answer.body)}`),
    ).toEqual(
      failed.map(
        (o) => `${o.kind} 503 {"message":"The database is unavailable; try again shortly"}`,
      ),
    );
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((o) => o.answer.headers.get('retry-after') === '5')).toBe(true);

    const state = await storedState(db.url);
    const acknowledged = outcomes.filter((o) => o.answer.status === 201);
    for (const { kind, answer } of acknowledged) {
      if (kind === 'comments') {
        for (const c of data(answer, Comment.array())) expect(state.commentIds).toContain(c.id);
      } else {
        const design = data(answer, Design);
        expect(state.designIds).toContain(design.id);
      }
    }
    // Every file on disk has its row: nothing written for a failed transaction stays.
    const onDisk = readdirSync(join(dataDir, 'uploads'));
    const orphans = onDisk.filter((id) => !state.fileIds.has(id));
    expect(orphans).toEqual([]);
    // And no upload body spooled for a request that failed is left either.
    expect(await spooledFiles(dataDir)).toEqual([]);
  }, 300_000);
});
