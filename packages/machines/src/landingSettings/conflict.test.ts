import { ApiError, type Launcher } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { mainLauncher } from '../editor/fixtures.ts';
import * as select from './selectors.ts';
import { startLandingSettings } from './testHarness.ts';

/**
 * Issue 29 in Landing Settings: a save names the launcher's version; a stale write, or a save to
 * a server without versions, reads the launcher and merges (injected actors).
 */
const loaded: Launcher = { ...mainLauncher, version: 4 };
const http = (status: number, stale = false) =>
  new ApiError({ kind: 'http', status, message: 'refused', method: 'PATCH', url: '/x', stale });

function typedName(launcher: Launcher = loaded) {
  const started = startLandingSettings({ launcher });
  started.actor.send({ type: 'settings.change', values: { name: 'My Puzzle' } });
  started.actor.send({ type: 'settings.save' });
  return started;
}

describe('Landing Settings: two operators saved the launcher', () => {
  it('names the version it loaded; a stale write takes a setting only they changed without asking', async () => {
    const { actor, calls, toasts } = typedName();
    expect(calls.inputsOf('updateLauncher')).toEqual([
      { id: 1, version: 4, name: 'My Puzzle', config: { templateView: 'mobile' } },
    ]);
    await calls.reject('updateLauncher', http(409, true));
    expect(calls.inputsOf('checkLauncher')).toEqual([{ id: 1 }]);
    await calls.resolve('checkLauncher', {
      ...loaded,
      config: { templateView: 'web' },
      version: 5,
    });
    expect(actor.getSnapshot().matches('conflict')).toBe(false);
    expect(calls.inputsOf('updateLauncher')[1]).toEqual({
      id: 1,
      version: 5,
      name: 'My Puzzle',
      config: { templateView: 'web' },
    });
    await calls.resolve('updateLauncher', {
      ...loaded,
      name: 'My Puzzle',
      config: { templateView: 'web' },
      version: 6,
    });
    expect(select.selectIsDirty(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.launcher?.version).toBe(6);
    expect(toasts).toEqual(['success: Launcher settings saved!']);
  });

  it('a name both changed opens the dialog; the pick is saved against their version', async () => {
    const { actor, calls } = typedName();
    await calls.reject('updateLauncher', http(409, true));
    await calls.resolve('checkLauncher', {
      ...loaded,
      name: 'Their Puzzle',
      config: { templateView: 'web' },
      version: 5,
    });
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches('conflict')).toBe(true);
    expect(select.selectConflict(snapshot)).toMatchObject({
      fields: ['name'],
      original: { name: 'Lucky Puzzle' },
      theirs: { name: 'Their Puzzle', platform: 'web' },
    });
    expect(select.selectMine(snapshot).name).toBe('My Puzzle');
    expect(calls.inputsOf('updateLauncher')).toHaveLength(1);

    actor.send({ type: 'conflict.pick', field: 'name', side: 'theirs' });
    actor.send({ type: 'conflict.save' });
    expect(calls.inputsOf('updateLauncher')[1]).toEqual({
      id: 1,
      version: 5,
      name: 'Their Puzzle',
      config: { templateView: 'web' },
    });
    snapshot = actor.getSnapshot();
    expect(snapshot.matches({ saving: 'updatingLauncher' })).toBe(true);
    expect(select.selectConflict(snapshot)).toBeNull();
  });

  it('Cancel keeps what was typed; the next save meets their change again', async () => {
    const { actor, calls } = typedName();
    await calls.reject('updateLauncher', http(409, true));
    await calls.resolve('checkLauncher', { ...loaded, name: 'Their Puzzle', version: 5 });
    actor.send({ type: 'conflict.cancel' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('idle')).toBe(true);
    expect(select.selectSettings(snapshot).name).toBe('My Puzzle');
    expect(snapshot.context.launcher?.version).toBe(4);
    actor.send({ type: 'settings.save' });
    expect(calls.inputsOf('updateLauncher')[1]).toMatchObject({ version: 4 });
  });

  it('without versions, reads before writing: a name both changed opens the dialog, nothing written', async () => {
    const { actor, calls } = typedName(mainLauncher);
    expect(calls.inputsOf('updateLauncher')).toEqual([]);
    expect(calls.inputsOf('checkLauncher')).toEqual([{ id: 1 }]);
    await calls.resolve('checkLauncher', { ...mainLauncher, name: 'Their Puzzle' });
    expect(actor.getSnapshot().matches('conflict')).toBe(true);
    expect(calls.inputsOf('updateLauncher')).toEqual([]);
    actor.send({ type: 'conflict.pickAll', side: 'mine' });
    actor.send({ type: 'conflict.save' });
    expect(calls.inputsOf('updateLauncher')).toEqual([
      { id: 1, version: undefined, name: 'My Puzzle', config: { templateView: 'mobile' } },
    ]);
  });

  it.each([
    ['the write', 'updateLauncher', loaded],
    ['the read before the write', 'checkLauncher', mainLauncher],
  ] as const)(
    'a launcher deleted meanwhile (answering %s) says so and keeps the input',
    async (_, call, launcher) => {
      const { actor, calls, toasts } = typedName(launcher);
      await calls.reject(call, http(404));
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches('idle')).toBe(true);
      expect(select.selectSettings(snapshot).name).toBe('My Puzzle');
      expect(toasts).toEqual([
        'error: This launcher was deleted by another operator. What you typed is still in the form.',
      ]);
    },
  );
});
