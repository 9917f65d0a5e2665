import { ApiError, type Launcher } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { mainLauncher, relatedLauncher } from '../editor/fixtures.ts';
import type { ChangedElsewhere } from '../shared/changedElsewhere.ts';
import * as select from './selectors.ts';
import { startLandingSettings } from './testHarness.ts';

/**
 * Issue 29, "see it coming", in Landing Settings: the one rule (shared/changedElsewhere.ts) for
 * the launcher another operator saved (its name, template and platform or Webflow data).
 */
const saved: Launcher = { ...mainLauncher, version: 4 };
const theirs: Launcher = { ...saved, name: 'Lucky Puzzle Pro', version: 5 };
const byBea: ChangedElsewhere = {
  version: 5,
  updatedBy: 'Bea',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const changed = (change: ChangedElsewhere) =>
  ({ type: 'settings.changedElsewhere', change }) as const;

function openSettings(launcher: Launcher = saved) {
  return startLandingSettings({ launcher });
}

describe('Landing Settings: another operator saved the launcher', () => {
  it('with no unsaved input, shows their settings by itself', async () => {
    const { actor, calls } = openSettings();
    actor.send(changed(byBea));
    expect(calls.inputsOf('refreshLauncher')).toEqual([{ id: 1 }]);
    await calls.resolve('refreshLauncher', theirs);
    const snapshot = actor.getSnapshot();
    expect(select.selectSettings(snapshot).name).toBe('Lucky Puzzle Pro');
    expect(select.selectIsDirty(snapshot)).toBe(false);
    expect(select.selectChangedElsewhere(snapshot)).toBeNull();
    expect(snapshot.context.launcher?.version).toBe(5);
  });

  it('a Save clicked during the read is held and saves once the read ends', async () => {
    const { actor, calls } = openSettings();
    actor.send({ type: 'settings.change', values: { name: 'My Puzzle' } });
    actor.send(changed(byBea));
    actor.send({ type: 'settings.save' });
    expect(calls.inputsOf('updateLauncher')).toEqual([]);
    await calls.resolve('refreshLauncher', theirs);
    expect(calls.inputsOf('updateLauncher')).toHaveLength(1);
    expect(calls.inputsOf('updateLauncher')[0]).toMatchObject({ name: 'My Puzzle' });
  });

  it('with unsaved input, keeps it (typed meanwhile too) and says who; Reload brings theirs', async () => {
    const { actor, calls } = openSettings();
    actor.send({ type: 'settings.change', values: { name: 'My Puzzle' } });
    actor.send(changed(byBea));
    expect(select.selectChangedElsewhere(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'settings.change', values: { platform: 'web' } });
    await calls.resolve('refreshLauncher', theirs);
    let snapshot = actor.getSnapshot();
    expect(select.selectSettings(snapshot)).toMatchObject({ name: 'My Puzzle', platform: 'web' });
    expect(select.selectChangedElsewhere(snapshot)).toEqual(byBea);

    actor.send({ type: 'settings.reload' });
    await calls.resolve('refreshLauncher', theirs);
    snapshot = actor.getSnapshot();
    expect(select.selectSettings(snapshot)).toMatchObject({
      name: 'Lucky Puzzle Pro',
      platform: 'mobile',
    });
    expect(select.selectIsDirty(snapshot)).toBe(false);
    expect(select.selectChangedElsewhere(snapshot)).toBeNull();
  });

  it('Webflow data of a custom template is heard too', async () => {
    const custom: Launcher = { ...relatedLauncher, version: 2 };
    const { actor, calls } = openSettings(custom);
    actor.send(changed({ ...byBea, version: 3 }));
    await calls.resolve('refreshLauncher', {
      ...custom,
      config: { webflowHtmlTagData: '<meta name="y">' },
      version: 3,
    });
    expect(select.selectSettings(actor.getSnapshot()).webflowHtmlTagData).toBe('<meta name="y">');
  });

  it('its own save (the version it holds) is not read; a read changing no setting takes the version', async () => {
    const { actor, calls } = openSettings();
    actor.send(changed({ ...byBea, version: 4 }));
    expect(calls.isPending('refreshLauncher')).toBe(false);

    actor.send({ type: 'settings.change', values: { name: 'My Puzzle' } });
    actor.send(changed(byBea));
    // Another form saved the launcher's short name: nothing Landing Settings shows changed.
    await calls.resolve('refreshLauncher', { ...saved, version: 5 });
    const snapshot = actor.getSnapshot();
    expect(select.selectChangedElsewhere(snapshot)).toBeNull();
    expect(select.selectSettings(snapshot).name).toBe('My Puzzle');
    expect(snapshot.context.launcher?.version).toBe(5);
    actor.send(changed(byBea));
    expect(calls.isPending('refreshLauncher')).toBe(false);
  });

  it('without versions: the launcher read with the text it shows is its own, another is read', async () => {
    const { actor, calls } = openSettings(mainLauncher);
    const unversioned = { updatedBy: null, updatedAt: null };
    actor.send(changed({ ...unversioned, row: mainLauncher }));
    expect(calls.isPending('refreshLauncher')).toBe(false);
    actor.send(changed({ ...unversioned, row: { ...mainLauncher, name: 'Lucky Puzzle Pro' } }));
    await calls.resolve('refreshLauncher', { ...mainLauncher, name: 'Lucky Puzzle Pro' });
    expect(select.selectSettings(actor.getSnapshot()).name).toBe('Lucky Puzzle Pro');
  });

  it('a launcher deleted meanwhile says so and keeps what was typed', async () => {
    const { actor, calls, toasts } = openSettings();
    actor.send({ type: 'settings.change', values: { name: 'My Puzzle' } });
    actor.send(changed(byBea));
    await calls.reject(
      'refreshLauncher',
      new ApiError({ kind: 'http', status: 404, message: 'gone', method: 'GET', url: '/x' }),
    );
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('idle')).toBe(true);
    expect(select.selectSettings(snapshot).name).toBe('My Puzzle');
    expect(toasts).toEqual([
      'error: This launcher was deleted by another operator. What you typed is still in the form.',
    ]);
  });

  it('a new landing has no launcher to hear of', () => {
    const { actor, calls } = startLandingSettings({ launcher: null });
    actor.send(changed(byBea));
    expect(calls.isPending('refreshLauncher')).toBe(false);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
