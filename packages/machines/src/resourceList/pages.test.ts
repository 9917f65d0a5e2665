import { describe, expect, it } from 'vitest';
import { mergePage } from './pages.ts';
import {
  selectError,
  selectFillError,
  selectIsBusy,
  selectIsFilling,
  selectItems,
  selectStatus,
} from './selectors.ts';
import { landingOf, startAppsList, startLandingsList } from './testHarness.ts';

// Lists answered in pages (issue 31): the first rows at once, the rest as they arrive.
const rows = [1, 2, 3, 4, 5].map((id) => landingOf(id, `Landing ${id}`));
const [one, two, three, four, five] = rows as [
  (typeof rows)[0],
  (typeof rows)[0],
  (typeof rows)[0],
  (typeof rows)[0],
  (typeof rows)[0],
];

describe('a list answered in pages', () => {
  it('shows the first page at once, then fills the rest page by page', async () => {
    const { actor, calls } = startLandingsList();
    await calls.resolve('loadItems', { items: [one, two], next: '2' });
    expect(selectStatus(actor.getSnapshot())).toBe('filling');
    expect(selectIsFilling(actor.getSnapshot())).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectItems(actor.getSnapshot())).toEqual([one, two]);
    expect(calls.inputsOf('loadMore')).toEqual([{ after: '2' }]);

    await calls.resolve('loadMore', { items: [three, four], next: '4' });
    expect(selectItems(actor.getSnapshot())).toEqual([one, two, three, four]);
    expect(calls.inputsOf('loadMore')).toEqual([{ after: '2' }, { after: '4' }]);

    await calls.resolve('loadMore', { items: [five], next: null });
    expect(selectStatus(actor.getSnapshot())).toBe('ready');
    expect(selectIsFilling(actor.getSnapshot())).toBe(false);
    expect(selectItems(actor.getSnapshot())).toEqual(rows);
    expect(calls.inputsOf('loadMore')).toHaveLength(2);
  });

  it('takes a whole array as the whole list: ready, no page asked after it', async () => {
    const { actor, calls } = startLandingsList();
    await calls.resolve('loadItems', rows);
    expect(selectStatus(actor.getSnapshot())).toBe('ready');
    expect(selectItems(actor.getSnapshot())).toEqual(rows);
    expect(calls.inputsOf('loadMore')).toEqual([]);
  });

  it('keeps the rows when a later page fails, says so, and loads the rest on retry', async () => {
    const { actor, calls, effects } = startAppsList();
    const apps = rows.map(({ id }) => ({ id, name: `App ${id}` }));
    await calls.resolve('loadItems', { items: apps.slice(0, 2), next: '2' });
    const error = { serverMessage: 'Back office down' };
    await calls.reject('loadMore', error);
    expect(actor.getSnapshot().value).toBe('fillFailed');
    expect(selectStatus(actor.getSnapshot())).toBe('filling');
    expect(selectItems(actor.getSnapshot())).toEqual(apps.slice(0, 2));
    // The apps list shows the server's message (as for its first load); the empty-list error
    // stays for a list that has no rows.
    expect(selectFillError(actor.getSnapshot())).toBe('Back office down');
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(effects).toEqual([{ type: 'reportLoadFailure', error }]);

    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().value).toBe('filling');
    expect(selectFillError(actor.getSnapshot())).toBeNull();
    expect(calls.inputsOf('loadMore')).toEqual([{ after: '2' }, { after: '2' }]);
    await calls.resolve('loadMore', { items: apps.slice(2), next: null });
    expect(selectStatus(actor.getSnapshot())).toBe('ready');
    expect(selectItems(actor.getSnapshot())).toEqual(apps);
  });

  it('deletes a row while filling, then reloads keeping the rows it has not reached yet', async () => {
    const { actor, calls } = startLandingsList();
    await calls.resolve('loadItems', { items: [one, two], next: '2' });
    await calls.resolve('loadMore', { items: [three, four, five], next: null });
    actor.send({ type: 'list.remove', id: 2 });
    await calls.resolve('removeItem', { success: true });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await calls.resolve('loadItems', { items: [one, three], next: '3' });
    // 4 and 5 stay on screen until their page comes again.
    expect(selectItems(actor.getSnapshot())).toEqual([one, three, four, five]);
    await calls.resolve('loadMore', { items: [five], next: null });
    expect(selectItems(actor.getSnapshot())).toEqual([one, three, five]);
    expect(selectStatus(actor.getSnapshot())).toBe('ready');
  });

  it('goes on filling after a delete that failed while rows were still to come', async () => {
    const { actor, calls, effects } = startLandingsList();
    await calls.resolve('loadItems', { items: [one, two], next: '2' });
    actor.send({ type: 'list.remove', id: 1 });
    const error = new Error('refused');
    await calls.reject('removeItem', error);
    expect(effects).toEqual([{ type: 'reportRemoveFailure', id: 1, error }]);
    expect(actor.getSnapshot().value).toBe('filling');
    expect(calls.inputsOf('loadMore')).toEqual([{ after: '2' }, { after: '2' }]);
    await calls.resolve('loadMore', { items: [three], next: null });
    expect(selectItems(actor.getSnapshot())).toEqual([one, two, three]);
    expect(selectStatus(actor.getSnapshot())).toBe('ready');
  });
});

describe('mergePage', () => {
  it('puts a page in its range and leaves out its rows before the cursor', () => {
    expect(mergePage([], { items: [one, two], next: '2' }, 0)).toEqual({
      items: [one, two],
      through: 2,
    });
    expect(mergePage([one, two, five], { items: [two, three, four], next: '4' }, 2)).toEqual({
      items: [one, two, three, four, five],
      through: 4,
    });
    expect(mergePage([one, two, five], { items: [three], next: null }, 2)).toEqual({
      items: [one, two, three],
      through: 3,
    });
  });
});
