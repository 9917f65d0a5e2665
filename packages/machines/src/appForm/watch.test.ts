import { ApiError } from '@landing/api';
import { SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MAX_POLL_INTERVAL_MS, POLL_INTERVAL_MS } from '../shared/polling.ts';
import { appFixture, domainsPageFixture, landingsFixture } from './fixtures.ts';
import { APP_FORM_DELETED, APP_FORM_GONE } from './machine.ts';
import {
  selectCanSave,
  selectError,
  selectIsMissing,
  selectIsSaving,
  selectValue,
  selectValues,
} from './selectors.ts';
import { startAppForm } from './testHarness.ts';

const gone = new ApiError({
  kind: 'http',
  status: 404,
  message: 'PWA not found',
  method: 'GET',
  url: '/api/pwa/7',
});

/** The form of app 7 on a simulated clock, loaded. */
async function shownApp(appId: number | null = appFixture.id) {
  const clock = new SimulatedClock();
  const form = startAppForm(appId, undefined, clock);
  await form.calls.resolve('loadDomains', domainsPageFixture);
  await form.calls.resolve('loadLinkableLandings', landingsFixture);
  if (appId !== null) await form.calls.resolve('loadApp', appFixture);
  return { ...form, clock };
}

describe('app form: another operator while the App page is shown (issue 29)', () => {
  it('reads the app every 5 s, quietly (no busy state, Save stays as it was)', async () => {
    const { actor, calls, clock } = await shownApp();
    clock.increment(POLL_INTERVAL_MS - 1);
    expect(calls.isPending('pollApp')).toBe(false);
    clock.increment(1);
    expect(calls.inputsOf('pollApp')).toEqual([{ id: 7 }]);
    expect(selectIsSaving(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.change', values: { name: 'Typed while polling' } });
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
  });

  it('a new app (nothing saved yet) is not polled', async () => {
    const { calls, clock } = await shownApp(null);
    clock.increment(10 * POLL_INTERVAL_MS);
    expect(calls.inputsOf('pollApp')).toEqual([]);
  });

  it('deleted with nothing typed: says so, keeps polling no more', async () => {
    const { actor, calls, clock } = await shownApp();
    clock.increment(POLL_INTERVAL_MS);
    await calls.reject('pollApp', gone);
    expect(selectError(actor.getSnapshot())).toBe(APP_FORM_DELETED);
    expect(selectIsMissing(actor.getSnapshot())).toBe(true);
    clock.increment(10 * MAX_POLL_INTERVAL_MS);
    expect(calls.inputsOf('pollApp')).toHaveLength(1);
  });

  it('deleted over unsaved input: says so and keeps every typed value', async () => {
    const { actor, calls, clock } = await shownApp();
    actor.send({
      type: 'form.change',
      values: { name: 'Mine', openerLink: 'https://mine.example' },
    });
    const typed = selectValues(actor.getSnapshot());
    clock.increment(POLL_INTERVAL_MS);
    await calls.reject('pollApp', gone);
    expect(selectError(actor.getSnapshot())).toBe(APP_FORM_GONE);
    expect(selectIsMissing(actor.getSnapshot())).toBe(true);
    expect(selectValues(actor.getSnapshot())).toEqual(typed);
  });

  it('edited elsewhere, nothing typed: the form shows their values and saves on their version', async () => {
    const { actor, calls, clock } = await shownApp();
    clock.increment(POLL_INTERVAL_MS);
    await calls.resolve('pollApp', { ...appFixture, name: 'Their Name', version: 5 });
    expect(selectValue('name')(actor.getSnapshot())).toBe('Their Name');
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.change', values: { openerLink: 'https://mine.example' } });
    actor.send({ type: 'form.save' });
    expect(calls.inputsOf('updateApp')).toEqual([
      { appId: 7, changes: { openerLink: 'https://mine.example' }, version: 5 },
    ]);
  });

  it('edited elsewhere over unsaved input: the input stays, the save meets their version (the conflict check)', async () => {
    const { actor, calls, clock } = await shownApp();
    actor.send({ type: 'form.change', values: { name: 'Mine' } });
    clock.increment(POLL_INTERVAL_MS);
    await calls.resolve('pollApp', { ...appFixture, name: 'Their Name', version: 5 });
    expect(selectValue('name')(actor.getSnapshot())).toBe('Mine');
    expect(selectError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.save' });
    // Still the version the input was typed on: apps/server answers 409 and the dialog opens.
    expect(calls.inputsOf('updateApp')).toEqual([
      { appId: 7, changes: { name: 'Mine' }, version: 4 },
    ]);
  });

  it('a read showing what the form shows takes only its version; the input stays', async () => {
    const { actor, calls, clock } = await shownApp();
    actor.send({ type: 'form.change', values: { name: 'Mine' } });
    clock.increment(POLL_INTERVAL_MS);
    await calls.resolve('pollApp', { ...appFixture, version: 6 });
    expect(selectValue('name')(actor.getSnapshot())).toBe('Mine');
    expect(actor.getSnapshot().context.version).toBe(6);
  });

  it('a failed poll waits twice as long, up to a minute; an answer brings it back to 5 s', async () => {
    const { actor, calls, clock } = await shownApp();
    for (const wait of [POLL_INTERVAL_MS, 2 * POLL_INTERVAL_MS, 4 * POLL_INTERVAL_MS]) {
      clock.increment(wait - 1);
      expect(calls.isPending('pollApp')).toBe(false);
      clock.increment(1);
      await calls.reject('pollApp', new Error('offline'));
      expect(selectError(actor.getSnapshot())).toBeNull();
    }
    for (let i = 0; i < 5; i++) {
      clock.increment(MAX_POLL_INTERVAL_MS);
      await calls.reject('pollApp', new Error('offline'));
    }
    clock.increment(MAX_POLL_INTERVAL_MS);
    await calls.resolve('pollApp', appFixture);
    clock.increment(POLL_INTERVAL_MS);
    expect(calls.isPending('pollApp')).toBe(true);
  });

  it('polls not while the page is hidden; shown again, reads at once', async () => {
    const { actor, calls, clock } = await shownApp();
    actor.send({ type: 'form.hidden' });
    clock.increment(10 * POLL_INTERVAL_MS);
    expect(calls.isPending('pollApp')).toBe(false);
    actor.send({ type: 'form.shown' });
    expect(calls.inputsOf('pollApp')).toEqual([{ id: 7 }]);
  });

  it('a save goes before a poll in flight: its answer is dropped', async () => {
    const { actor, calls, clock } = await shownApp();
    clock.increment(POLL_INTERVAL_MS);
    actor.send({ type: 'form.change', values: { name: 'Mine' } });
    actor.send({ type: 'form.save' });
    expect(calls.isPending('pollApp')).toBe(false);
    expect(actor.getSnapshot().value).toEqual({ saving: 'updatingApp' });
  });
});
