import type { Design } from '@landing/api';
import { describe, expect, it } from 'vitest';
import type { ChangedElsewhere } from '../shared/changedElsewhere.ts';
import type { UpdateDesignInput } from './actors.ts';
import { iconFile, ownDesign, SQUARE, storedDesign } from './fixtures.ts';
import * as select from './selectors.ts';
import { startDesign } from './testHarness.ts';

/**
 * Issue 29, "see it coming", in Design: the one rule (shared/changedElsewhere.ts) for a design
 * another operator saved; unsaved input is chosen files and gallery moves.
 */
const mine: Design = { ...storedDesign, id: 2 };
const byBea: ChangedElsewhere = {
  version: 4,
  updatedBy: 'Bea',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const theirGallery: Design = {
  ...mine,
  version: 4,
  screensData: [{ name: 'three.png', url: '/files/three.png' }],
};
const screenNames = (design: ReturnType<typeof startDesign>) =>
  design.actor.getSnapshot().context.screens.map((screen) => screen.key);

async function openDesign() {
  const design = startDesign(ownDesign);
  await design.calls.resolve('loadDesign', mine);
  expect(design.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
  return design;
}

const changed = (change: ChangedElsewhere) =>
  ({ type: 'design.changedElsewhere', change }) as const;

describe('Design: another operator saved the design', () => {
  it('ignores its own save (the version it holds) without reading', async () => {
    const design = await openDesign();
    design.actor.send(changed({ ...byBea, version: 3 }));
    expect(design.calls.isPending('refreshDesign')).toBe(false);
    expect(select.selectChangedElsewhere(design.actor.getSnapshot())).toBeNull();
  });

  it('with no unsaved input, shows their design by itself', async () => {
    const design = await openDesign();
    design.actor.send(changed(byBea));
    expect(design.calls.inputsOf('refreshDesign')).toEqual([{ id: 2 }]);
    await design.calls.resolve('refreshDesign', theirGallery);
    const snapshot = design.actor.getSnapshot();
    expect(screenNames(design)).toEqual(['stored:three.png']);
    expect(select.selectIsDirty(snapshot)).toBe(false);
    expect(snapshot.context.design?.version).toBe(4);
    expect(select.selectChangedElsewhere(snapshot)).toBeNull();
  });

  it('with a gallery move, keeps it and says who; Reload brings their design', async () => {
    const design = await openDesign();
    design.actor.send({ type: 'screen.moveLeft', key: 'stored:two.png' });
    design.actor.send(changed(byBea));
    await design.calls.resolve('refreshDesign', theirGallery);
    let snapshot = design.actor.getSnapshot();
    expect(screenNames(design)).toEqual(['stored:two.png', 'stored:one.png']);
    expect(select.selectChangedElsewhere(snapshot)).toEqual(byBea);
    // Still the version it started from: a save meets their change (409, merge or dialog).
    expect(snapshot.context.design?.version).toBe(3);

    design.actor.send({ type: 'design.reload' });
    await design.calls.resolve('loadDesign', theirGallery);
    snapshot = design.actor.getSnapshot();
    expect(screenNames(design)).toEqual(['stored:three.png']);
    expect(select.selectIsDirty(snapshot)).toBe(false);
    expect(select.selectChangedElsewhere(snapshot)).toBeNull();
  });

  it('a Save clicked during the read is held and saves, against the version it holds, once the read ends', async () => {
    const design = await openDesign();
    design.actor.send({ type: 'screen.moveLeft', key: 'stored:two.png' });
    design.actor.send(changed(byBea));
    design.actor.send({ type: 'design.save' });
    expect(design.calls.inputsOf('updateDesign')).toEqual([]);
    await design.calls.resolve('refreshDesign', theirGallery);
    const sent = design.calls.inputsOf('updateDesign') as UpdateDesignInput[];
    expect(sent).toHaveLength(1);
    // Their save is still to meet: 409 or the read before writing, then the conflict flow.
    expect(sent[0]?.version).toBe(3);
    expect(design.actor.getSnapshot().context.heldClick).toBeNull();
  });

  it('with a chosen icon, keeps the file and says who', async () => {
    const design = await openDesign();
    design.actor.send({ type: 'icon.choose', file: iconFile });
    await design.calls.resolve('inspectImages', [SQUARE]);
    design.actor.send(changed(byBea));
    await design.calls.resolve('refreshDesign', {
      ...mine,
      version: 4,
      iconUrl: '/files/theirs.png',
    });
    const snapshot = design.actor.getSnapshot();
    expect(snapshot.context.icon).toEqual({ kind: 'chosen', file: iconFile });
    expect(select.selectChangedElsewhere(snapshot)).toEqual(byBea);
  });

  it('a save that changed no file it shows only takes the version, input kept, no notice', async () => {
    const design = await openDesign();
    design.actor.send({ type: 'screen.moveLeft', key: 'stored:two.png' });
    design.actor.send(changed(byBea));
    await design.calls.resolve('refreshDesign', { ...mine, version: 4, tags: ['theirs'] });
    const snapshot = design.actor.getSnapshot();
    expect(screenNames(design)).toEqual(['stored:two.png', 'stored:one.png']);
    expect(select.selectChangedElsewhere(snapshot)).toBeNull();
    expect(snapshot.context.design?.version).toBe(4);
  });
});
