import { describe, expect, it } from 'vitest';
import type { LinkableLanding } from './entities.ts';
import { appFixture, domainsPageFixture, landingsFixture } from './fixtures.ts';
import { selectLandingOptions } from './selectors.ts';
import { startAppForm } from './testHarness.ts';

/** The list the mock answers in edit mode: landing 10 is linked to app 7, so it is left out. */
const otherLandings: LinkableLanding[] = [
  { id: 11, mainLauncher: null },
  { id: 12, mainLauncher: { id: 120, name: 'Poker', template: { code: 'PlayMarket' } } },
];

async function loadedForm(appId: number | null, landings: LinkableLanding[]) {
  const started = startAppForm(appId);
  if (appId !== null) await started.calls.resolve('loadApp', appFixture);
  await started.calls.resolve('loadLinkableLandings', landings);
  await started.calls.resolve('loadDomains', domainsPageFixture);
  expect(started.actor.getSnapshot().value).toEqual({ editing: 'idle' });
  return started;
}

describe('app form: landing options', () => {
  it("puts the app's own landing first as 'Landing #{id}' when the linkable list leaves it out", async () => {
    const { actor } = await loadedForm(7, otherLandings);
    expect(selectLandingOptions(actor.getSnapshot())).toEqual([
      { id: 10, label: 'Landing #10' },
      { id: 11, label: 'Landing #11' },
      { id: 12, label: 'Poker' },
    ]);
  });

  it("lists the app's landing once when the linkable list has it", async () => {
    const { actor } = await loadedForm(7, landingsFixture);
    expect(selectLandingOptions(actor.getSnapshot())).toEqual([
      { id: 10, label: 'Casino' },
      { id: 11, label: 'Landing #11' },
    ]);
  });

  it('adds nothing when creating', async () => {
    const { actor } = await loadedForm(null, otherLandings);
    expect(selectLandingOptions(actor.getSnapshot())).toEqual([
      { id: 11, label: 'Landing #11' },
      { id: 12, label: 'Poker' },
    ]);
  });

  it('gives the same array while the landings and the app are unchanged', async () => {
    const { actor } = await loadedForm(7, otherLandings);
    const before = actor.getSnapshot();
    const options = selectLandingOptions(before);
    actor.send({ type: 'form.change', values: { name: 'Renamed App' } });
    const after = actor.getSnapshot();
    expect(after).not.toBe(before);
    expect(selectLandingOptions(after)).toBe(options);
  });

  it("never hands one form's options to another form", async () => {
    const editing = await loadedForm(7, otherLandings);
    const creating = await loadedForm(null, otherLandings);
    const editingOptions = selectLandingOptions(editing.actor.getSnapshot());
    const creatingOptions = selectLandingOptions(creating.actor.getSnapshot());
    expect(creatingOptions).toHaveLength(2);
    expect(selectLandingOptions(editing.actor.getSnapshot())).toEqual(editingOptions);
    expect(selectLandingOptions(editing.actor.getSnapshot())).toHaveLength(3);
  });
});
