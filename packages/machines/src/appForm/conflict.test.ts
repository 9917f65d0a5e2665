import { ApiError } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { appFixture, domainsPageFixture, landingsFixture } from './fixtures.ts';
import { APP_FORM_GONE } from './machine.ts';
import { selectCanSave, selectConflict, selectError, selectValue } from './selectors.ts';
import { startAppForm } from './testHarness.ts';
import type { App } from './entities.ts';

const apiError = (status: number, stale = false) =>
  new ApiError({ kind: 'http', status, message: 'refused', method: 'PATCH', url: '/x', stale });

async function loadedEdit(app: App = appFixture) {
  const form = startAppForm(app.id);
  await form.calls.resolve('loadDomains', domainsPageFixture);
  await form.calls.resolve('loadLinkableLandings', landingsFixture);
  await form.calls.resolve('loadApp', app);
  return form;
}

async function renamedAndSaved(app: App = appFixture) {
  const form = await loadedEdit(app);
  form.actor.send({ type: 'form.change', values: { name: 'Mine' } });
  form.actor.send({ type: 'form.save' });
  return form;
}

describe('app form: another operator saved the same app (issue 29)', () => {
  it('a stale update reads the app; a field only they changed is merged and saved on their version', async () => {
    const { actor, calls } = await renamedAndSaved();
    await calls.reject('updateApp', apiError(409, true));
    expect(calls.inputsOf('checkApp')).toEqual([{ id: 7 }]);
    await calls.resolve('checkApp', {
      ...appFixture,
      openerLink: 'https://theirs.example',
      version: 5,
    });
    expect(actor.getSnapshot().value).toEqual({ saving: 'updatingApp' });
    expect(calls.inputsOf('updateApp').at(-1)).toEqual({
      appId: 7,
      changes: { name: 'Mine' },
      version: 5,
    });
    await calls.resolve('updateApp', { ...appFixture, name: 'Mine', version: 6 });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(selectValue('openerLink')(snapshot)).toBe('https://theirs.example');
    expect(snapshot.context.version).toBe(6);
    expect(selectCanSave(snapshot)).toBe(false);
  });

  it('a field both changed opens the dialog; their pick is saved against their version', async () => {
    const { actor, calls } = await renamedAndSaved();
    await calls.reject('updateApp', apiError(409, true));
    await calls.resolve('checkApp', { ...appFixture, name: 'Theirs', version: 5 });
    expect(actor.getSnapshot().value).toBe('conflict');
    const conflict = selectConflict(actor.getSnapshot());
    expect(conflict?.fields).toEqual(['name']);
    expect(conflict?.original.name).toBe('My App');
    expect(conflict?.theirs.name).toBe('Theirs');
    expect(selectValue('name')(actor.getSnapshot())).toBe('Mine');

    actor.send({ type: 'conflict.pick', field: 'name', side: 'theirs' });
    expect(selectConflict(actor.getSnapshot())?.picks).toEqual({ name: 'theirs' });
    actor.send({ type: 'conflict.save' });
    // Their name is what the server holds already: nothing is left to write.
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(selectValue('name')(actor.getSnapshot())).toBe('Theirs');
    expect(calls.inputsOf('updateApp')).toHaveLength(1);
  });

  it('keeping all of mine saves mine against their version', async () => {
    const { actor, calls } = await renamedAndSaved();
    await calls.reject('updateApp', apiError(409, true));
    await calls.resolve('checkApp', { ...appFixture, name: 'Theirs', version: 5 });
    actor.send({ type: 'conflict.pickAll', side: 'mine' });
    actor.send({ type: 'conflict.save' });
    expect(calls.inputsOf('updateApp').at(-1)).toEqual({
      appId: 7,
      changes: { name: 'Mine' },
      version: 5,
    });
  });

  it('cancel closes the dialog and keeps what was typed', async () => {
    const { actor, calls } = await renamedAndSaved();
    await calls.reject('updateApp', apiError(409, true));
    await calls.resolve('checkApp', { ...appFixture, name: 'Theirs', version: 5 });
    actor.send({ type: 'conflict.cancel' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(selectConflict(actor.getSnapshot())).toBeNull();
    expect(selectValue('name')(actor.getSnapshot())).toBe('Mine');
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
  });

  it.each([
    ['the update', 'updateApp'],
    ['the check', 'checkApp'],
  ] as const)(
    'an app deleted meanwhile (404 on %s) says so and keeps the form',
    async (_, call) => {
      const { actor, calls } = await renamedAndSaved();
      if (call === 'checkApp') await calls.reject('updateApp', apiError(409, true));
      await calls.reject(call, apiError(404));
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      expect(selectError(actor.getSnapshot())).toBe(APP_FORM_GONE);
      expect(selectValue('name')(actor.getSnapshot())).toBe('Mine');
    },
  );

  it('against a server without versions the app is read before the write, which names no version', async () => {
    const { actor, calls } = await renamedAndSaved({ ...appFixture, version: undefined });
    expect(actor.getSnapshot().value).toEqual({ saving: 'checkingApp' });
    expect(calls.inputsOf('updateApp')).toEqual([]);
    await calls.resolve('checkApp', { ...appFixture, name: 'Theirs', version: undefined });
    expect(actor.getSnapshot().value).toBe('conflict');
    actor.send({ type: 'conflict.save' });
    expect(calls.inputsOf('updateApp')).toEqual([
      { appId: 7, changes: { name: 'Mine' }, version: undefined },
    ]);
  });
});
