import type { Design } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { designDraftFormat } from '../drafts/formats.ts';
import { designDraftOf, designFilesOf, designRestoreEvents, savedDesignDraftOf } from './draft.ts';
import { iconFile, ownDesign, shotA, SQUARE, storedDesign } from './fixtures.ts';
import { startDesign } from './testHarness.ts';

const fourShots: Design = {
  ...storedDesign,
  screensData: ['one', 'two', 'three', 'four'].map((name) => ({
    name: `${name}.png`,
    url: `/files/${name}.png`,
  })),
};

async function loaded(design: Design) {
  const started = startDesign(ownDesign);
  await started.calls.resolve('loadDesign', design);
  return started;
}

describe('a Design draft', () => {
  it('keeps the stored screenshots in their order and names chosen files to re-attach', async () => {
    const { actor, calls } = await loaded(fourShots);
    actor.send({ type: 'screen.remove', key: 'stored:two.png' });
    actor.send({ type: 'screen.moveLeft', key: 'stored:four.png' });
    actor.send({ type: 'icon.choose', file: iconFile });
    await calls.resolve('inspectImages', [SQUARE]);
    actor.send({ type: 'screens.add', files: [shotA] });
    await calls.resolve('inspectImages', [SQUARE]);
    const { context } = actor.getSnapshot();

    expect(designDraftOf(context)).toEqual({ screens: ['one.png', 'four.png', 'three.png'] });
    expect(savedDesignDraftOf(context)).toEqual({
      screens: ['one.png', 'two.png', 'three.png', 'four.png'],
    });
    expect(designFilesOf(context)).toEqual([
      { field: 'icon', name: 'icon.png' },
      { field: 'screens', name: 'a.png' },
    ]);
  });

  it("brings a freshly loaded gallery to the draft's order through the operator's own events", async () => {
    const { actor } = await loaded(fourShots);
    const draft = { screens: ['four.png', 'one.png', 'three.png'] };
    for (const event of designRestoreEvents(draft, actor.getSnapshot().context.screens)) {
      actor.send(event);
    }
    expect(designDraftOf(actor.getSnapshot().context)).toEqual(draft);
  });

  it('skips screenshots the server no longer holds, and a name written twice', async () => {
    const { actor } = await loaded(fourShots);
    const draft = { screens: ['gone.png', 'three.png', 'three.png', 'two.png'] };
    for (const event of designRestoreEvents(draft, actor.getSnapshot().context.screens)) {
      actor.send(event);
    }
    expect(designDraftOf(actor.getSnapshot().context)).toEqual({
      screens: ['three.png', 'two.png'],
    });
  });

  it('reads back version 1 and refuses anything else', () => {
    expect(designDraftFormat.read({ screens: ['a.png'] }, 1)).toEqual({ screens: ['a.png'] });
    expect(designDraftFormat.read({ screens: ['a.png'] }, 2)).toBeNull();
    expect(designDraftFormat.read({ screens: [1] }, 1)).toBeNull();
    expect(designDraftFormat.read(['a.png'], 1)).toBeNull();
  });
});
