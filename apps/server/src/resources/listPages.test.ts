import { AppList, CommentList, ErrorBody, LandingList, TemplateList } from '@landing/api/schemas';
import { type } from 'arktype';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { data, operatorClient, type HttpClient } from '../testing/client.ts';
import { startTestServer } from '../testing/testServer.ts';

// Issue 31: whole-list GETs answer pages on `?limit=&after=` (docs/decisions.md).
const Page = type({ items: 'unknown[]', next: 'string | null' });

async function addApps(db: Database, count: number, name = 'Paged') {
  const rows = await db.query<{ id: number }>(
    `insert into apps (name, push_service, opener_link)
     select $1 || ' ' || n, 'firebase', 'https://example.com/open' from generate_series(1, $2) n
     returning id`,
    [name, count],
  );
  return rows.map((row) => row.id);
}

/** Every page of `path` with `limit`, in order, as the client walks them. */
async function walk(client: HttpClient, path: string, limit: number) {
  const pages: Array<{ items: Array<{ id: number }>; next: string | null }> = [];
  let after: string | null = null;
  do {
    const query: string = after === null ? `limit=${limit}` : `limit=${limit}&after=${after}`;
    const page = data(await client.get(`${path}?${query}`), Page);
    pages.push(page as (typeof pages)[number]);
    after = page.next;
  } while (after !== null && pages.length < 1000);
  return pages;
}

describe('whole lists in keyset pages (issue 31)', () => {
  let db: Database;
  let client: HttpClient;
  beforeAll(async () => {
    const server = await startTestServer();
    db = server.db;
    client = await operatorClient(server.baseUrl);
    await addApps(db, 23);
  });

  it('answers /api/pwa in id order, page by page, the same rows as the whole array', async () => {
    const whole = data(await client.get('/api/pwa'), AppList);
    expect(whole.length).toBeGreaterThan(23);
    const pages = await walk(client, '/api/pwa', 7);
    expect(pages.map((page) => page.items.length)).toEqual(
      Array.from({ length: Math.ceil(whole.length / 7) }, (_, index) =>
        Math.min(7, whole.length - index * 7),
      ),
    );
    expect(pages.flatMap((page) => AppList.assert(page.items))).toEqual(whole);
    const ids = whole.map((app) => app.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(pages.at(-1)!.next).toBeNull();
    // A page of exactly the remaining rows is the last: no empty page after it.
    const exact = await walk(client, '/api/pwa', whole.length);
    expect(exact).toHaveLength(1);
  });

  it('keeps its place when rows are added and deleted between pages', async () => {
    const before = data(await client.get('/api/pwa'), AppList).map((app) => app.id);
    const first = data(await client.get('/api/pwa?limit=5'), Page);
    const cursor = first.next!;
    // The page's last row (the cursor itself) and a row of the next page go; a new row comes.
    const gone = [Number(cursor), before[7]!];
    await db.query(`delete from apps where id = any($1::int[])`, [gone]);
    const [added] = await addApps(db, 1, 'Added');
    const rest: number[] = [];
    let after: string | null = cursor;
    while (after !== null) {
      const page: typeof Page.infer = data(
        await client.get(`/api/pwa?limit=5&after=${after}`),
        Page,
      );
      rest.push(...(page.items as Array<{ id: number }>).map((item) => item.id));
      after = page.next;
    }
    const seen = [...(first.items as Array<{ id: number }>).map((item) => item.id), ...rest];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...before.filter((id) => id !== before[7]), added]);
  });

  it('refuses a limit or a cursor it did not give, with a message', async () => {
    for (const query of [
      'limit=0',
      'limit=1001',
      'limit=abc',
      'limit=-1',
      'limit=1.5',
      'limit=',
      'after=3',
      'limit=5&after=abc',
      'limit=5&after=0',
      'limit=5&after=99999999999',
    ]) {
      const answer = await client.get(`/api/pwa?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(ErrorBody.assert(answer.body).message).toMatch(/limit|after/);
    }
    expect(data(await client.get('/api/pwa?limit=1000'), Page).items.length).toBeGreaterThan(0);
  });

  it('answers /api/landing in pages too, each landing in the whole list’s shape', async () => {
    const whole = data(await client.get('/api/landing'), LandingList);
    const pages = await walk(client, '/api/landing', 1);
    expect(pages).toHaveLength(whole.length);
    expect(pages.flatMap((page) => LandingList.assert(page.items))).toEqual(whole);
  });

  it('answers /api/template in id order, page by page; the whole list keeps custom ones first', async () => {
    const whole = data(await client.get('/api/template'), TemplateList);
    expect(whole.length).toBeGreaterThan(1);
    const pages = await walk(client, '/api/template', 1);
    expect(pages).toHaveLength(whole.length);
    const paged = pages.flatMap((page) => TemplateList.assert(page.items));
    expect(paged).toEqual([...whole].sort((a, b) => a.id - b.id));
  });

  it('answers a translation’s comments in link order, page by page, keeping its place', async () => {
    const created = data(
      await client.post('/api/comments/batch', {
        comments: Array.from({ length: 9 }, (_, index) => ({
          text: `Paged comment ${index + 1}`,
          stars: 5,
          countRated: 1,
          commentatorId: 1,
          langId: 1,
        })),
      }),
      CommentList,
    );
    const path = '/api/launcher-content/1/comments';
    // Linked newest first: link order, not id order.
    const linked = created.map((comment) => comment.id).reverse();
    for (const id of linked) expect((await client.post(`${path}/${id}`)).status).toBe(201);
    const whole = data(await client.get(path), CommentList);
    expect(whole.map((comment) => comment.id).slice(-9)).toEqual(linked);
    const pages = await walk(client, path, 4);
    expect(pages).toHaveLength(Math.ceil(whole.length / 4));
    expect(pages.flatMap((page) => CommentList.assert(page.items))).toEqual(whole);

    // The first page's last link goes before the next page is asked: nothing repeats or skips.
    const first = data(await client.get(`${path}?limit=${whole.length - 6}`), Page);
    expect((await client.delete(`${path}/${linked[2]}`)).status).toBe(200);
    const rest = await walk(client, path, 3).then((all) => all.flatMap((page) => page.items));
    const after = data(await client.get(`${path}?limit=3&after=${first.next}`), Page);
    expect((after.items as Array<{ id: number }>).map((item) => item.id)).toEqual(
      linked.slice(3, 6),
    );
    expect(rest.map((item) => item.id).slice(-8)).toEqual(linked.filter((id) => id !== linked[2]));
    expect((await client.get(`${path}?limit=0`)).status).toBe(400);
    // The demo translation is shared with later files (one database on PostgreSQL): unlink.
    for (const id of linked.filter((id) => id !== linked[2])) {
      expect((await client.delete(`${path}/${id}`)).status).toBe(200);
    }
    expect(data(await client.get(path), CommentList)).toHaveLength(whole.length - 9);
  });
});
