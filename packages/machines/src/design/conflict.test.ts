import { ApiError, type Design } from '@landing/api';
import { describe, expect, it } from 'vitest';
import type { UpdateDesignInput } from './actors.ts';
import { mergeGallery } from './conflict.ts';
import type { ScreenItem } from './context.ts';
import { iconFile, ownDesign, shotA, SQUARE, storedDesign } from './fixtures.ts';
import * as selectors from './selectors.ts';
import { startDesign } from './testHarness.ts';

const stored = (name: string): ScreenItem => ({
  key: `stored:${name}`,
  kind: 'stored',
  name,
  url: `/files/${name}`,
});
const chosen = (n: number): ScreenItem => ({ key: `chosen:${n}`, kind: 'chosen', file: shotA });
const names = (screens: ScreenItem[]) =>
  screens.map((screen) => (screen.kind === 'stored' ? screen.name : screen.key));
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(stored) as [
  ScreenItem,
  ScreenItem,
  ScreenItem,
  ScreenItem,
];

describe('mergeGallery: the gallery merged as a list (issue 29)', () => {
  it('takes the side that changed the gallery when only one did', () => {
    expect(names(mergeGallery([a, b], [b, a, c], [a, b]))).toEqual(['b', 'a', 'c']);
    expect(names(mergeGallery([a, b], [a, b], [b, chosen(0), a]))).toEqual(['b', 'chosen:0', 'a']);
  });

  it('keeps their additions and drops their removals under my moves', () => {
    // They added d at the end and removed b; I moved c first.
    expect(names(mergeGallery([a, b, c], [a, c, d], [c, a, b]))).toEqual(['c', 'a', 'd']);
  });

  it('drops what I removed and puts my additions after the screenshot they follow', () => {
    // They added d first; I removed a and added a new one after b.
    expect(names(mergeGallery([a, b, c], [d, a, b, c], [b, chosen(0), c]))).toEqual([
      'd',
      'b',
      'chosen:0',
      'c',
    ]);
  });

  it('my order wins where both moved the same screenshots', () => {
    expect(names(mergeGallery([a, b, c], [c, b, a], [b, a, c]))).toEqual(['b', 'a', 'c']);
  });
});

/** The design (the translation's own, id 2) as another operator saved it, at a version or none. */
const theirs = (changes: Partial<Design>, version: unknown = 4): Design => ({
  ...storedDesign,
  id: 2,
  ...changes,
  version,
});
/** The same from a back office without versions. */
const unversioned = (changes: Partial<Design>): Design => ({
  ...theirs(changes),
  version: undefined,
});

async function ownDesignLoaded(design: Design) {
  const started = startDesign(ownDesign);
  await started.calls.resolve('loadDesign', design);
  return started;
}

describe('design: another operator saved it (issue 29)', () => {
  it('names its version; a stale answer reads the design, takes their screenshot and saves against their version', async () => {
    const { actor, calls } = await ownDesignLoaded(theirs({}, 3));
    actor.send({ type: 'screen.moveRight', key: 'stored:one.png' });
    actor.send({ type: 'design.save' });
    expect((calls.inputsOf('updateDesign')[0] as UpdateDesignInput).version).toBe(3);
    await calls.reject(
      'updateDesign',
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'stale',
        method: 'PATCH',
        url: '/x',
        stale: true,
      }),
    );
    expect(actor.getSnapshot().value).toBe('checkingDesign');
    const third = { name: 'three.png', url: '/files/three.png' };
    await calls.resolve(
      'checkDesign',
      theirs({ screensData: [...storedDesign.screensData, third] }),
    );
    const retry = calls.inputsOf('updateDesign')[1] as UpdateDesignInput;
    expect(retry.version).toBe(4);
    expect(retry.changes.screens).toEqual([
      { kind: 'existing', name: 'two.png' },
      { kind: 'existing', name: 'one.png' },
      { kind: 'existing', name: 'three.png' },
    ]);
  });

  it('without versions: reads the design before writing and writes without one', async () => {
    const { actor, calls } = await ownDesignLoaded(unversioned({}));
    actor.send({ type: 'icon.choose', file: iconFile });
    await calls.resolve('inspectImages', [SQUARE]);
    actor.send({ type: 'design.save' });
    expect(calls.isPending('updateDesign')).toBe(false);
    expect(calls.isPending('checkDesign')).toBe(true);
    expect(selectors.selectIsSaving(actor.getSnapshot())).toBe(true);
    // They removed the second screenshot meanwhile: it goes, my icon stays.
    await calls.resolve(
      'checkDesign',
      unversioned({ screensData: storedDesign.screensData.slice(0, 1) }),
    );
    const sent = calls.inputsOf('updateDesign')[0] as UpdateDesignInput;
    expect(sent.version).toBeUndefined();
    expect(sent.changes).toEqual({
      icon: iconFile,
      screens: [{ kind: 'existing', name: 'one.png' }],
    });
  });

  it('without versions: an icon both changed opens the dialog; their pick saves theirs and nothing is left to write', async () => {
    const { actor, calls, effects } = await ownDesignLoaded(unversioned({}));
    actor.send({ type: 'icon.choose', file: iconFile });
    await calls.resolve('inspectImages', [SQUARE]);
    actor.send({ type: 'design.save' });
    await calls.resolve('checkDesign', unversioned({ iconUrl: '/files/their-icon.png' }));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('conflict');
    expect(selectors.selectConflict(snapshot)?.fields).toEqual(['icon']);
    expect(selectors.selectConflict(snapshot)?.theirs.icon).toEqual({
      kind: 'stored',
      url: '/files/their-icon.png',
    });
    actor.send({ type: 'conflict.cancel' });
    expect(actor.getSnapshot().context.icon).toEqual({ kind: 'chosen', file: iconFile });
    actor.send({ type: 'design.save' });
    await calls.resolve('checkDesign', unversioned({ iconUrl: '/files/their-icon.png' }));
    actor.send({ type: 'conflict.pick', field: 'icon', side: 'theirs' });
    actor.send({ type: 'conflict.save' });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.icon).toEqual({
      kind: 'stored',
      url: '/files/their-icon.png',
    });
    expect(calls.inputsOf('updateDesign')).toEqual([]);
    expect(effects).toEqual([]);
  });

  it('a design deleted meanwhile keeps every chosen file and says so', async () => {
    const { actor, calls, effects } = await ownDesignLoaded(unversioned({}));
    actor.send({ type: 'icon.choose', file: iconFile });
    await calls.resolve('inspectImages', [SQUARE]);
    actor.send({ type: 'design.save' });
    await calls.reject(
      'checkDesign',
      new ApiError({ kind: 'http', status: 404, message: 'gone', method: 'GET', url: '/x' }),
    );
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.icon).toEqual({ kind: 'chosen', file: iconFile });
    expect(effects).toEqual([
      {
        type: 'notify',
        kind: 'error',
        text: 'This design was deleted by another operator. What you typed is still in the form.',
      },
    ]);
  });
});
