import type { PageCursorListener } from '@landing/api';
import { createResourceListMachine, type ListPage } from '@landing/machines';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { pagedListActors } from './listPages.ts';

type Row = { id: number };
const rowsOf = (...ids: number[]): Row[] => ids.map((id) => ({ id }));

/** The server's pages of rows 1–5, by the cursor each starts after ('' for the first). */
const pages: Record<string, ListPage<Row>> = {
  '': { items: rowsOf(1, 2), next: '2' },
  '2': { items: rowsOf(3, 4), next: '4' },
  '4': { items: rowsOf(5), next: null },
};

/**
 * A `listPage` whose answers the test hands out in two steps, as the client reads them: `read`
 * (the body arrived, its cursor is known) and `answer` (its rows are checked: the call resolves).
 */
function pagedServer() {
  const requests: Array<{
    after: string;
    seen: PageCursorListener | undefined;
    resolve: (page: ListPage<Row>) => void;
  }> = [];
  const listPage = (query: { limit: number; after?: string | null }, seen?: PageCursorListener) =>
    new Promise<ListPage<Row>>((resolve) => {
      requests.push({ after: query.after ?? '', seen, resolve });
    });
  const request = (after: string, nth = 0) => {
    const found = requests.filter((asked) => asked.after === after)[nth];
    if (found === undefined) throw new Error(`No request ${nth} after '${after}'`);
    return found;
  };
  return {
    listPage,
    asked: () => requests.map((asked) => asked.after),
    read: (after: string, nth = 0) => request(after, nth).seen?.(pages[after]!.next),
    answer: (after: string, nth = 0) => request(after, nth).resolve(pages[after]!),
    listenerOf: (after: string, nth = 0) => request(after, nth).seen,
  };
}

const startList = (server: ReturnType<typeof pagedServer>) =>
  createActor(
    createResourceListMachine<Row>('pagedList', { loadFailedText: null }).provide({
      actors: pagedListActors<Row>(server.listPage),
    }),
  ).start();

describe('pagedListActors (issue 31)', () => {
  it('asks the next page as soon as an answer names its cursor, before its rows are checked', async () => {
    const server = pagedServer();
    const list = startList(server);
    expect(server.asked()).toEqual(['']);

    server.read('');
    expect(list.getSnapshot().value).toBe('loading');
    expect(server.asked()).toEqual(['', '2']);
    server.read('2');
    expect(server.asked()).toEqual(['', '2', '4']);

    server.answer('');
    await waitFor(list, (snapshot) => snapshot.value === 'filling');
    server.read('4');
    server.answer('2');
    server.answer('4');
    const ready = await waitFor(list, (snapshot) => snapshot.value === 'ready');
    expect(ready.context.items).toEqual(rowsOf(1, 2, 3, 4, 5));
    // The list took the pages read ahead: none asked twice.
    expect(server.asked()).toEqual(['', '2', '4']);
  });

  it('a reload stops the earlier fill reading ahead; a poll reads no further than its page', async () => {
    const server = pagedServer();
    const list = startList(server);
    server.read('');
    server.answer('');
    await waitFor(list, (snapshot) => snapshot.value === 'filling');

    list.send({ type: 'list.reload' });
    expect(server.asked()).toEqual(['', '2', '']);
    // The earlier fill's page after '2' arrives: the page after it is not asked any more.
    server.read('2');
    expect(server.asked()).toEqual(['', '2', '']);
    server.read('', 1);
    expect(server.asked()).toEqual(['', '2', '', '2']);

    const poll = createActor(pagedListActors<Row>(server.listPage).pollItems).start();
    expect(server.asked()).toEqual(['', '2', '', '2', '']);
    expect(server.listenerOf('', 2)).toBeUndefined();
    poll.stop();
    list.stop();
  });
});
