import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { MAX_POLL_INTERVAL_MS, POLL_INTERVAL_MS } from '../shared/polling.ts';
import { customTemplatesOf } from './lists.ts';
import {
  selectError,
  selectIsBusy,
  selectIsLoading,
  selectItems,
  selectRemovingId,
  selectStatus,
} from './selectors.ts';
import {
  landingOf,
  startAppsList,
  startLandingsList,
  startTemplatesList,
  templateOf,
} from './testHarness.ts';

const spin = landingOf(1, 'Lucky Spin');
const slots = landingOf(2, 'Golden Slots');

describe('landings list', () => {
  it('loads every landing once, showing the loading state meanwhile', async () => {
    const { actor, calls } = startLandingsList();
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(calls.inputsOf('loadItems')).toHaveLength(1);
    await calls.resolve('loadItems', [spin, slots]);
    expect(selectStatus(actor.getSnapshot())).toBe('ready');
    expect(selectItems(actor.getSnapshot())).toEqual([spin, slots]);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it("a load failure gives an empty list and 'Failed to load PWA Groups', then a retry", async () => {
    const { actor, calls, effects } = startLandingsList();
    const error = { serverMessage: 'Back office down' };
    await calls.reject('loadItems', error);
    expect(selectStatus(actor.getSnapshot())).toBe('failed');
    expect(selectItems(actor.getSnapshot())).toEqual([]);
    expect(selectError(actor.getSnapshot())).toBe('Failed to load PWA Groups');
    expect(effects).toEqual([{ type: 'reportLoadFailure', error }]);
    actor.send({ type: 'list.retry' });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    await calls.resolve('loadItems', [spin]);
    expect(selectItems(actor.getSnapshot())).toEqual([spin]);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('deletes one landing, then loads the list again keeping the rows meanwhile', async () => {
    const { actor, calls } = startLandingsList();
    await calls.resolve('loadItems', [spin, slots]);
    actor.send({ type: 'list.remove', id: 2 });
    expect(actor.getSnapshot().value).toBe('removing');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectRemovingId(actor.getSnapshot())).toBe(2);
    expect(calls.inputsOf('removeItem')).toEqual([{ id: 2 }]);
    await calls.resolve('removeItem', { success: true });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(selectItems(actor.getSnapshot())).toEqual([spin, slots]);
    expect(calls.inputsOf('loadItems')).toHaveLength(2);
    await calls.resolve('loadItems', [spin]);
    expect(selectItems(actor.getSnapshot())).toEqual([spin]);
    expect(selectRemovingId(actor.getSnapshot())).toBeNull();
  });

  it('a failed delete is reported and keeps the row; nothing is reloaded', async () => {
    const { actor, calls, effects } = startLandingsList();
    await calls.resolve('loadItems', [spin, slots]);
    actor.send({ type: 'list.remove', id: 1 });
    await calls.reject('removeItem', { status: 409 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectItems(actor.getSnapshot())).toEqual([spin, slots]);
    expect(effects).toEqual([{ type: 'reportRemoveFailure', id: 1, error: { status: 409 } }]);
    expect(calls.inputsOf('loadItems')).toHaveLength(1);
  });

  it('a delete is refused while another runs', async () => {
    const { actor, calls } = startLandingsList();
    await calls.resolve('loadItems', [spin, slots]);
    actor.send({ type: 'list.remove', id: 1 });
    actor.send({ type: 'list.remove', id: 2 });
    expect(calls.inputsOf('removeItem')).toEqual([{ id: 1 }]);
  });

  it('a reload after a change that fails ends in the failure state', async () => {
    const { actor, calls } = startLandingsList();
    await calls.resolve('loadItems', [spin]);
    actor.send({ type: 'list.reload' });
    await calls.reject('loadItems', new Error('offline'));
    expect(selectStatus(actor.getSnapshot())).toBe('failed');
    expect(selectItems(actor.getSnapshot())).toEqual([]);
  });
});

describe('templates list', () => {
  it('a load failure gives an empty list without any text (console.md §8)', async () => {
    const { actor, calls, effects } = startTemplatesList();
    await calls.reject('loadItems', { status: 500 });
    expect(selectStatus(actor.getSnapshot())).toBe('failed');
    expect(selectItems(actor.getSnapshot())).toEqual([]);
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(effects).toEqual([{ type: 'reportLoadFailure', error: { status: 500 } }]);
  });

  it('reloads on request (after a template was saved)', async () => {
    const { actor, calls } = startTemplatesList();
    const first = templateOf(3, 'slots7');
    await calls.resolve('loadItems', [first]);
    actor.send({ type: 'list.reload' });
    await calls.resolve('loadItems', [first, templateOf(5, 'promo')]);
    expect(selectItems(actor.getSnapshot()).map((t) => t.code)).toEqual(['slots7', 'promo']);
  });

  it('custom templates only', () => {
    const all = [templateOf(1, 'playstore', false), templateOf(3, 'slots7'), templateOf(4, 'a')];
    expect(customTemplatesOf(all).map((t) => t.id)).toEqual([3, 4]);
  });
});

describe('apps list', () => {
  it("a load failure shows the server's message, else 'Failed to load PWAs'", async () => {
    const { actor, calls, effects } = startAppsList();
    const error = { serverMessage: 'Back office is under maintenance' };
    await calls.reject('loadItems', error);
    expect(selectStatus(actor.getSnapshot())).toBe('failed');
    expect(selectItems(actor.getSnapshot())).toEqual([]);
    expect(selectError(actor.getSnapshot())).toBe('Back office is under maintenance');
    expect(effects).toEqual([{ type: 'reportLoadFailure', error }]);

    actor.send({ type: 'list.retry' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    await calls.reject('loadItems', new Error('socket hang up'));
    expect(selectError(actor.getSnapshot())).toBe('Failed to load PWAs');
  });

  it('a failed delete is reported with the app and keeps the list', async () => {
    const { actor, calls, effects } = startAppsList();
    const app = { id: 3, name: 'Lucky Spin PWA' } as Parameters<typeof calls.resolve>[1];
    await calls.resolve('loadItems', [app]);
    actor.send({ type: 'list.remove', id: 3 });
    expect(selectRemovingId(actor.getSnapshot())).toBe(3);
    await calls.reject('removeItem', { status: 409 });
    expect(effects).toEqual([{ type: 'reportRemoveFailure', id: 3, error: { status: 409 } }]);
    expect(selectItems(actor.getSnapshot())).toEqual([app]);
    expect(calls.inputsOf('loadItems')).toHaveLength(1);
  });
});

describe('a list polls while its page is shown (issue 29)', () => {
  const renamed = landingOf(2, 'Renamed Elsewhere');

  it('shows rows as another operator left them without a focus, quietly (no busy state)', async () => {
    const clock = new SimulatedClock();
    const { actor, calls } = startLandingsList(undefined, clock);
    await calls.resolve('loadItems', [spin, slots]);
    clock.increment(POLL_INTERVAL_MS - 1);
    expect(calls.isPending('pollItems')).toBe(false);
    clock.increment(1);
    expect(calls.isPending('pollItems')).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectStatus(actor.getSnapshot())).toBe('ready');
    // Row 1 deleted elsewhere, row 2 renamed.
    await calls.resolve('pollItems', [renamed]);
    expect(selectItems(actor.getSnapshot())).toEqual([renamed]);
  });

  it('a failed poll keeps the rows and waits twice as long, up to a minute', async () => {
    const clock = new SimulatedClock();
    const { actor, calls } = startLandingsList(undefined, clock);
    await calls.resolve('loadItems', [spin, slots]);
    for (const wait of [POLL_INTERVAL_MS, 2 * POLL_INTERVAL_MS, 4 * POLL_INTERVAL_MS]) {
      clock.increment(wait - 1);
      expect(calls.isPending('pollItems')).toBe(false);
      clock.increment(1);
      await calls.reject('pollItems', new Error('offline'));
      expect(selectItems(actor.getSnapshot())).toEqual([spin, slots]);
      expect(selectError(actor.getSnapshot())).toBeNull();
    }
    for (let i = 0; i < 5; i++) {
      clock.increment(MAX_POLL_INTERVAL_MS);
      await calls.reject('pollItems', new Error('offline'));
    }
    clock.increment(MAX_POLL_INTERVAL_MS);
    await calls.resolve('pollItems', [spin, renamed]);
    expect(selectItems(actor.getSnapshot())).toEqual([spin, renamed]);
    // Answered again: back to 5 s.
    clock.increment(POLL_INTERVAL_MS);
    expect(calls.isPending('pollItems')).toBe(true);
  });

  it('polls not while hidden; a delete goes before a poll in flight', async () => {
    const clock = new SimulatedClock();
    const { actor, calls } = startLandingsList(undefined, clock);
    await calls.resolve('loadItems', [spin, slots]);
    actor.send({ type: 'list.hidden' });
    clock.increment(10 * POLL_INTERVAL_MS);
    expect(calls.isPending('pollItems')).toBe(false);
    actor.send({ type: 'list.shown' });
    actor.send({ type: 'list.reload' });
    await calls.resolve('loadItems', [spin, slots]);
    clock.increment(POLL_INTERVAL_MS);
    expect(calls.isPending('pollItems')).toBe(true);
    actor.send({ type: 'list.remove', id: 2 });
    expect(calls.isPending('pollItems')).toBe(false);
    expect(selectRemovingId(actor.getSnapshot())).toBe(2);
  });

  it('a list in pages polls its first page only: later rows stay until a reload', async () => {
    const clock = new SimulatedClock();
    const { actor, calls } = startLandingsList(undefined, clock);
    await calls.resolve('loadItems', { items: [spin], next: '1' });
    await calls.resolve('loadMore', { items: [slots], next: null });
    clock.increment(POLL_INTERVAL_MS);
    await calls.resolve('pollItems', { items: [landingOf(1, 'Spin Renamed')], next: '1' });
    expect(selectItems(actor.getSnapshot())).toEqual([landingOf(1, 'Spin Renamed'), slots]);
    expect(calls.isPending('loadMore')).toBe(false);
  });
});
