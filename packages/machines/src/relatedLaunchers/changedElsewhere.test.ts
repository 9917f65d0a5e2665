import { describe, expect, it } from 'vitest';
import { landingFixture, linkableFixture } from '../editor/fixtures.ts';
import * as select from './selectors.ts';
import { startRelatedLaunchers } from './testHarness.ts';

/** Issue 29: another operator links or unlinks launchers of the open landing. */
const opened = { landingId: 5, relatedIds: [2] };
const theirLink = {
  ...landingFixture,
  relatedLaunchers: [...landingFixture.relatedLaunchers!, { id: 7, name: 'Theirs' }],
};
const heard = (version: string) => ({
  type: 'related.changedElsewhere' as const,
  change: { version, updatedBy: null, updatedAt: null },
});

describe('related launchers: links changed elsewhere', () => {
  it('with nothing chosen, shows the new links by itself (the landing and the linkable list loaded again)', async () => {
    const section = startRelatedLaunchers(opened);
    section.actor.send(heard('a1'));
    expect(section.calls.inputsOf('loadLanding')).toEqual([{ landingId: 5 }]);
    expect(section.actor.getSnapshot().hasTag('busy')).toBe(false);
    await section.calls.resolve('loadLanding', theirLink);
    expect(section.actor.getSnapshot().matches('refreshing')).toBe(true);
    await section.calls.resolve('loadLanding', theirLink);
    await section.calls.resolve('loadLinkableLaunchers', linkableFixture);
    const { context } = section.actor.getSnapshot();
    expect(context.relatedIds).toEqual([2, 7]);
    expect(context.version).toBe('a1');
    // The same stamp heard again is what it holds: nothing is read.
    section.actor.send(heard('a1'));
    expect(section.calls.inputsOf('loadLanding')).toHaveLength(2);
  });

  it('with a launcher chosen, keeps it and says who changed the links; Reload drops it', async () => {
    const section = startRelatedLaunchers(opened);
    section.actor.send({ type: 'related.choose', launcherId: 4 });
    section.actor.send(heard('b2'));
    await section.calls.resolve('loadLanding', theirLink);
    let snapshot = section.actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(select.selectLinkChoice(snapshot)).toBe(4);
    expect(snapshot.context.relatedIds).toEqual([2]);
    expect(select.selectChangedElsewhere(snapshot)).toMatchObject({ version: 'b2' });

    section.actor.send({ type: 'related.reload' });
    await section.calls.resolve('loadLanding', theirLink);
    await section.calls.resolve('loadLinkableLaunchers', linkableFixture);
    snapshot = section.actor.getSnapshot();
    expect(select.selectLinkChoice(snapshot)).toBeNull();
    expect(snapshot.context.relatedIds).toEqual([2, 7]);
    expect(select.selectChangedElsewhere(snapshot)).toBeNull();
  });

  it('a Link clicked during the read is held and links once the read ends', async () => {
    const section = startRelatedLaunchers(opened);
    section.actor.send({ type: 'related.choose', launcherId: 4 });
    section.actor.send(heard('f6'));
    section.actor.send({ type: 'related.link' });
    expect(section.calls.inputsOf('linkLauncher')).toEqual([]);
    await section.calls.resolve('loadLanding', landingFixture);
    expect(section.actor.getSnapshot().value).toBe('linking');
    expect(section.calls.inputsOf('linkLauncher')).toHaveLength(1);
  });

  it('says nothing until the read confirms the change', () => {
    const section = startRelatedLaunchers(opened);
    section.actor.send({ type: 'related.choose', launcherId: 4 });
    section.actor.send(heard('e5'));
    expect(section.actor.getSnapshot().value).toBe('readingElsewhere');
    expect(select.selectChangedElsewhere(section.actor.getSnapshot())).toBeNull();
  });

  it('links as shown (its own link, or no version) only take the stamp; a failed read changes nothing', async () => {
    const section = startRelatedLaunchers(opened);
    section.actor.send(heard('c3'));
    await section.calls.resolve('loadLanding', landingFixture);
    expect(section.actor.getSnapshot().value).toBe('idle');
    expect(section.actor.getSnapshot().context.version).toBe('c3');
    section.actor.send(heard('d4'));
    await section.calls.reject('loadLanding', {});
    expect(section.actor.getSnapshot().value).toBe('idle');
    expect(section.actor.getSnapshot().context.relatedIds).toEqual([2]);
    expect(section.toasts).toEqual([]);
  });

  it('without versions, compares the read landing with the links it shows', () => {
    const section = startRelatedLaunchers(opened);
    section.actor.send({
      type: 'related.changedElsewhere',
      change: { row: landingFixture, updatedBy: null, updatedAt: null },
    });
    expect(section.calls.inputsOf('loadLanding')).toEqual([]);
    section.actor.send({
      type: 'related.changedElsewhere',
      change: { row: theirLink, updatedBy: null, updatedAt: null },
    });
    expect(section.calls.inputsOf('loadLanding')).toEqual([{ landingId: 5 }]);
  });
});
