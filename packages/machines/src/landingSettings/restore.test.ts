import { describe, expect, it } from 'vitest';
import { mainLauncher } from '../editor/fixtures.ts';
import { selectIsDirty } from './selectors.ts';
import { settingsOfLauncher } from './settings.ts';
import { startLandingSettings } from './testHarness.ts';

describe('landing settings restore (Undo and Redo)', () => {
  it('puts the settings of a step back, and the saved ones make the form clean again', () => {
    const { actor } = startLandingSettings({ launcher: mainLauncher });
    const saved = settingsOfLauncher(mainLauncher);
    actor.send({ type: 'settings.change', values: { name: 'Spin City' } });
    const typed = actor.getSnapshot().context.settings;
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'settings.restore', settings: saved });
    expect(actor.getSnapshot().context.settings).toEqual(saved);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'settings.restore', settings: typed });
    expect(actor.getSnapshot().context.settings.name).toBe('Spin City');
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  });

  it('brings back a chosen template and its platform for a new landing', () => {
    const { actor } = startLandingSettings({ launcher: null });
    const before = actor.getSnapshot().context.settings;
    actor.send({ type: 'settings.chooseTemplate', templateId: 3, isCustom: false });
    const chosen = actor.getSnapshot().context.settings;
    expect(chosen.platform).toBe('web');
    actor.send({ type: 'settings.restore', settings: before });
    expect(actor.getSnapshot().context.settings).toEqual(before);
    actor.send({ type: 'settings.restore', settings: chosen });
    expect(actor.getSnapshot().context.settings).toEqual(chosen);
  });
});
