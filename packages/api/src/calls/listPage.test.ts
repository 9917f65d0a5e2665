import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientWith } from '../testing/clientJourney.ts';
import { createMockBackend } from '../testing/createMockBackend.ts';
import { createFixtures } from '../testing/fixtures.ts';

// The spec's back office (the MSW kit here) knows no pages: asked for one, it answers the whole
// array. The client reads that as the whole list, its last page (issue 31).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('listPage against a back office that ignores the paging params', () => {
  it('answers every row and no next page, the rows the whole list answers', async () => {
    const backend = createMockBackend();
    server.use(...backend.handlers);
    const { client } = clientWith();
    const apps = await client.pwa.list();
    expect(apps.length).toBeGreaterThan(1);
    await expect(client.pwa.listPage({ limit: 1 })).resolves.toEqual({ items: apps, next: null });
    const landings = await client.landing.list();
    await expect(client.landing.listPage({ limit: 1, after: '1' })).resolves.toEqual({
      items: landings,
      next: null,
    });
    const templates = await client.template.list();
    await expect(client.template.listPage({ limit: 1 })).resolves.toEqual({
      items: templates,
      next: null,
    });
    const { items: comments } = await client.launcherContent.comments(1);
    expect(comments.length).toBeGreaterThan(0);
    await expect(client.launcherContent.commentsPage(1, { limit: 1, after: '3' })).resolves.toEqual(
      { items: comments, next: null },
    );
    const pageCalls = backend.calls.filter((call) => /\.(listPage|commentsPage)$/.test(call.key));
    expect(pageCalls.map((call) => new URL(call.url).search)).toEqual([
      '?limit=1',
      '?limit=1&after=1',
      '?limit=1',
      '?limit=1&after=3',
    ]);
  });

  it('reads a page row by row and ends the list on an odd cursor', async () => {
    const f = createFixtures();
    const backend = createMockBackend();
    server.use(...backend.handlers);
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/pwa', () =>
        HttpResponse.json({ data: { items: [f.apps[0], { name: 'no id' }], next: 42 } }),
      ),
    );
    const { client } = clientWith();
    const page = await client.pwa.listPage({ limit: 2 });
    expect(page.items.map((app) => app.id)).toEqual([f.apps[0]!.id]);
    expect(page.next).toBeNull();
  });

  it('tells the raw cursor before the rows are checked (the next page can be asked meanwhile)', async () => {
    const backend = createMockBackend();
    server.use(...backend.handlers);
    const { client } = clientWith();
    const seen: Array<string | null> = [];
    await client.template.listPage({ limit: 1 }, (next) => seen.push(next));
    expect(seen).toEqual([null]);

    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/pwa', () => HttpResponse.json({ data: { items: 'not rows', next: '7' } })),
    );
    // The answer fails its check, yet its cursor was heard first.
    await expect(client.pwa.listPage({ limit: 2 }, (next) => seen.push(next))).rejects.toThrow();
    expect(seen).toEqual([null, '7']);
  });
});
