import type { Comment, ListPage, ListPageQuery, PageCursorListener } from '@landing/api';
import { commentsMachine, type LoadOptionsOutput } from '@landing/machines';
import { germanCommentsInput } from '@landing/machines/testing';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { commentPages, FIRST_COMMENTS_PAGE, NEXT_COMMENTS_PAGE } from './commentPages.ts';

const commentOf = (id: number): Comment => ({
  id,
  text: `Comment ${id}`,
  commentatorId: 1,
  langId: 2,
});
const translation = Array.from({ length: 2 }, (_, index) => commentOf(index + 1));
const rest = [commentOf(3), commentOf(4), commentOf(5)];
const baseComments = [commentOf(100)];

/** A server answering a translation's comments in pages: the first two, then the rest two by two. */
function pagedCalls() {
  const all = [...translation, ...rest];
  const asked: Array<{ id: number; query: ListPageQuery }> = [];
  const commentsPage = (id: number, query: ListPageQuery, seen?: PageCursorListener) => {
    asked.push({ id, query });
    const from = Number(query.after ?? 0);
    const size = query.after ? 2 : translation.length;
    const items = all.slice(from, from + size);
    const next = from + size < all.length ? String(from + size) : null;
    seen?.(next);
    return Promise.resolve<ListPage<Comment>>({ items, next });
  };
  const comments = (id: number) => Promise.resolve({ items: id === 1 ? baseComments : all });
  return { calls: { commentsPage, comments }, asked };
}

const startSection = (calls: ReturnType<typeof pagedCalls>['calls']) =>
  createActor(
    commentsMachine.provide({
      actors: {
        ...commentPages(calls),
        loadOptions: fromPromise<LoadOptionsOutput, void>(() =>
          Promise.resolve({ commentators: [], locales: [] }),
        ),
      },
    }),
    { input: germanCommentsInput },
  ).start();

describe('the Comments section reads a translation page by page (issue 31)', () => {
  it('shows the first page, then every page after it, each asked once as soon as named', async () => {
    const { calls, asked } = pagedCalls();
    const section = startSection(calls);
    const ready = await waitFor(section, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.baseComments).toEqual(baseComments);
    const filled = await waitFor(section, (snapshot) => snapshot.context.commentsNext === null);
    expect(filled.context.comments).toEqual([...translation, ...rest]);
    expect(asked).toEqual([
      { id: 2, query: { limit: FIRST_COMMENTS_PAGE } },
      { id: 2, query: { limit: NEXT_COMMENTS_PAGE, after: '2' } },
      { id: 2, query: { limit: NEXT_COMMENTS_PAGE, after: '4' } },
    ]);
    section.stop();
  });

  it('a back office that answers the whole array gives every comment at once', async () => {
    const { calls, asked } = pagedCalls();
    const all = [...translation, ...rest];
    const section = startSection({
      ...calls,
      commentsPage: (id, query) => {
        asked.push({ id, query });
        return Promise.resolve({ items: all, next: null });
      },
    });
    const ready = await waitFor(section, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.comments).toEqual(all);
    expect(ready.context.commentsNext).toBeNull();
    expect(asked).toHaveLength(1);
    section.stop();
  });
});
