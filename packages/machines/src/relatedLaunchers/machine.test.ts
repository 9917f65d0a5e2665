import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { landingFixture, linkableFixture } from '../editor/fixtures.ts';
import { EDITOR_SYSTEM_ID } from '../editor/protocol.ts';
import { relatedLaunchersMount } from './section.ts';
import * as select from './selectors.ts';
import { fakeRelatedLaunchers, startRelatedLaunchers } from './testHarness.ts';

const opened = { landingId: 5, relatedIds: [2] };

describe('related launchers', () => {
  it('needs a landing to link', () => {
    const section = startRelatedLaunchers({ landingId: null, relatedIds: [] });
    section.actor.send({ type: 'related.choose', launcherId: 4 });
    section.actor.send({ type: 'related.link' });
    expect(section.calls.inputsOf('linkLauncher')).toEqual([]);
    expect(section.toasts).toEqual(['error: No landing selected']);
  });

  it('is dirty while a launcher is chosen, busy linking until the landing and the list are loaded again', async () => {
    const section = startRelatedLaunchers(opened);
    const dirty = () => relatedLaunchersMount.isDirty(section.actor.getSnapshot());
    expect(dirty()).toBe(false);
    section.actor.send({ type: 'related.choose', launcherId: 4 });
    expect(select.selectLinkChoice(section.actor.getSnapshot())).toBe(4);
    // A chosen launcher not linked yet is an edit not saved: leaving asks first.
    expect(dirty()).toBe(true);
    section.actor.send({ type: 'related.link' });
    expect(select.selectIsLinking(section.actor.getSnapshot())).toBe(true);
    expect(section.actor.getSnapshot().hasTag('busy')).toBe(true);
    await section.calls.resolve('linkLauncher', {});
    expect(dirty()).toBe(false);
    expect(select.selectIsLinking(section.actor.getSnapshot())).toBe(true);
    expect(section.calls.inputsOf('loadLanding')).toEqual([{ landingId: 5 }]);
    expect(section.calls.inputsOf('loadLinkableLaunchers')).toEqual([{ landingId: 5 }]);
    await section.calls.resolve('loadLanding', landingFixture);
    await section.calls.resolve('loadLinkableLaunchers', linkableFixture);
    expect(section.actor.getSnapshot().value).toBe('idle');
    expect(section.toasts).toEqual(['success: Launcher linked successfully']);
  });

  it('unlinks only a related launcher, then knows the landing as it was loaded again', async () => {
    const section = startRelatedLaunchers(opened);
    section.actor.send({ type: 'related.unlink', launcherId: 9 });
    expect(section.actor.getSnapshot().value).toBe('idle');
    section.actor.send({ type: 'related.unlink', launcherId: 2 });
    expect(select.selectIsUnlinking(section.actor.getSnapshot())).toBe(true);
    expect(section.calls.inputsOf('unlinkLauncher')).toEqual([{ landingId: 5, launcherId: 2 }]);
    await section.calls.resolve('unlinkLauncher', {});
    await section.calls.resolve('loadLanding', { ...landingFixture, relatedLaunchers: [] });
    await section.calls.resolve('loadLinkableLaunchers', linkableFixture);
    section.actor.send({ type: 'related.unlink', launcherId: 2 });
    expect(section.actor.getSnapshot().value).toBe('idle');
  });

  it('reports what it loaded again to the editor, null for a load that failed', async () => {
    const { machine, calls } = fakeRelatedLaunchers();
    const reports: unknown[] = [];
    const editor = setup({ actors: { related: machine } }).createMachine({
      invoke: { id: 'section', src: 'related', input: opened },
      on: { 'landing.refreshed': { actions: ({ event }) => reports.push(event) } },
    });
    const actor = createActor(editor, { systemId: EDITOR_SYSTEM_ID }).start();
    const section = actor.getSnapshot().children['section'];
    section?.send({ type: 'related.choose', launcherId: 4 });
    section?.send({ type: 'related.link' });
    await calls.resolve('linkLauncher', {});
    await calls.reject('loadLanding', {});
    await calls.resolve('loadLinkableLaunchers', linkableFixture);
    expect(reports).toEqual([
      { type: 'landing.refreshed', landing: null, linkableLaunchers: linkableFixture },
    ]);
    actor.stop();
  });

  it('mounts for the landing open: its related launchers, one actor per landing, never dirty', () => {
    const context = {
      landingId: 5,
      landing: landingFixture,
      launcher: { id: 1, name: 'x', template: { isCustom: false } },
      activeContent: null,
      baseContent: null,
    } as unknown as Parameters<typeof relatedLaunchersMount.inputFrom>[0];
    expect(relatedLaunchersMount.inputFrom(context)).toEqual({ landingId: 5, relatedIds: [2] });
    expect(relatedLaunchersMount.key(context)).toBe('relatedLaunchers:5');
    expect(relatedLaunchersMount.needsTranslation).toBe(false);
  });
});
