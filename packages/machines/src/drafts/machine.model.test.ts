import { createMemoryStorage } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { draftsMachine, type DraftsEvent } from './machine.ts';
import { draftKey, type DraftPlace } from './place.ts';
import * as select from './selectors.ts';
import { createDraftStore, type DraftFormat } from './store.ts';

const place: DraftPlace = {
  user: 'ann@example.com',
  landingId: 1,
  launcherId: 1,
  translationId: 2,
  form: 'content',
};
const format: DraftFormat<{ description: string }> = {
  version: 1,
  read: (values) =>
    typeof values === 'object' && values !== null && 'description' in values
      ? { description: String(values.description) }
      : null,
};
const SAVED_NOW = '{"description":"What the server holds"}';
const SAVED_BEFORE = '{"description":"What the server held"}';
const leftDraft = { description: 'Typed before the reload' };

type Setup = 'no draft' | 'a draft over what the server holds' | 'a draft over an older save';

/** A browser storage as the operator left it, and the draft store a new visit opens over it. */
function openFor(setup: Setup) {
  const storage = createMemoryStorage();
  if (setup !== 'no draft') {
    const earlierTab = createDraftStore({ storage, writer: 'tab-before', now: () => 1_000 });
    earlierTab.save(place, format, {
      values: leftDraft,
      baseVersion: setup === 'a draft over an older save' ? SAVED_BEFORE : SAVED_NOW,
    });
  }
  const store = createDraftStore({ storage, writer: 'tab-now', now: () => 2_000 });
  return { storage, store, input: { store, place, format, baseVersion: SAVED_NOW } };
}

const events: DraftsEvent[] = [
  { type: 'drafts.restore' },
  { type: 'drafts.discard' },
  { type: 'drafts.changed', values: { description: 'Typed now' }, baseVersion: SAVED_NOW },
  { type: 'drafts.changed', values: null, baseVersion: SAVED_NOW },
];

describe.each<Setup>([
  'no draft',
  'a draft over what the server holds',
  'a draft over an older save',
])('drafts of a form opened with %s', (setup) => {
  const model = createTestModel(draftsMachine, { events, input: openFor(setup).input });
  const paths = model.getShortestPaths();

  if (setup !== 'no draft') {
    it('has paths that restore and discard', () => {
      const walked = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
      expect(walked).toContain('drafts.restore');
      expect(walked).toContain('drafts.discard');
    });
  }

  for (const path of paths) {
    it(path.description, () => {
      const { storage, store, input } = openFor(setup);
      const restored: unknown[] = [];
      const actor = createActor(
        draftsMachine.provide({
          actions: { restoreValues: (_, { values }) => void restored.push(values) },
        }),
        { input },
      ).start();
      const offeredKey = draftKey(place, 'tab-before');

      // Opening: a draft left behind is offered (with a warning when the server saved since).
      const first = actor.getSnapshot();
      if (setup === 'no draft') {
        expect(first.value).toBe('keeping');
        expect(select.selectOffer(first)).toBeNull();
      } else {
        expect(first.value).toBe('offering');
        expect(select.selectOffer(first)).toEqual({
          savedAt: 1_000,
          stale: setup === 'a draft over an older save',
          files: [],
        });
      }

      let answered: 'restored' | 'discarded' | null = null;
      for (const step of path.steps) {
        const before = actor.getSnapshot();
        actor.send(step.event);
        const after = actor.getSnapshot();
        expect(after.value).toEqual(step.state.value);
        const { type } = step.event;

        if (before.matches('offering')) {
          if (type === 'drafts.restore') answered = 'restored';
          else if (type === 'drafts.discard') answered = 'discarded';
          else {
            // Typing while the offer is open overwrites nothing: the draft stays offered, and
            // (it is another tab's) this tab keeps what it types in its own entry.
            expect(after.value).toBe('offering');
            expect(storage.getItem(offeredKey)).not.toBeNull();
            const own = storage.getItem(draftKey(place, 'tab-now'));
            if (step.event.type === 'drafts.changed' && step.event.values !== null) {
              expect(JSON.parse(own ?? 'null')).toMatchObject({ values: step.event.values });
            } else {
              expect(own).toBeNull();
            }
          }
        }
        if (before.matches('keeping') && step.event.type === 'drafts.changed') {
          const own = store.latest(place, format);
          if (step.event.values === null) {
            // Saved, reset or typed back: nothing unsaved, nothing kept of this tab.
            expect(storage.getItem(draftKey(place, 'tab-now'))).toBeNull();
          } else {
            expect(own?.values).toEqual(step.event.values);
            expect(own?.ownWrite).toBe(true);
          }
        }
      }

      // Restore puts the draft's values back exactly once; Discard never; either forgets it.
      expect(restored).toEqual(answered === 'restored' ? [leftDraft] : []);
      if (answered !== null) {
        expect(storage.getItem(offeredKey)).toBeNull();
        expect(select.selectOffer(actor.getSnapshot())).toBeNull();
      }
      // Then, wherever the path ended, typing is kept and a save (nothing unsaved) clears it.
      if (actor.getSnapshot().matches('keeping')) {
        actor.send({
          type: 'drafts.changed',
          values: { description: 'More' },
          baseVersion: SAVED_NOW,
        });
        expect(store.latest(place, format)?.values).toEqual({ description: 'More' });
        actor.send({ type: 'drafts.changed', values: null, baseVersion: SAVED_NOW });
        expect(storage.getItem(draftKey(place, 'tab-now'))).toBeNull();
      }
      actor.stop();
    });
  }
});

describe('a change the browser cannot keep', () => {
  it('says so, and says nothing once a change is kept again', () => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, writer: 'tab', limits: { entryChars: 200 } });
    const actor = createActor(draftsMachine, {
      input: { store, place, format, baseVersion: null },
    }).start();
    actor.send({
      type: 'drafts.changed',
      values: { description: 'x'.repeat(300) },
      baseVersion: null,
    });
    expect(select.selectNotKept(actor.getSnapshot())).toBe('tooLarge');
    actor.send({ type: 'drafts.changed', values: { description: 'short' }, baseVersion: null });
    expect(select.selectNotKept(actor.getSnapshot())).toBeNull();
    expect(store.latest(place, format)?.values).toEqual({ description: 'short' });
  });
});

describe('a tab reloaded over its own draft', () => {
  it('offers its own draft before a newer one of another tab, and types over neither meanwhile', () => {
    const storage = createMemoryStorage();
    createDraftStore({ storage, writer: 'tab-a', now: () => 1_000 }).save(place, format, {
      values: { description: 'Typed in A' },
      baseVersion: SAVED_NOW,
    });
    createDraftStore({ storage, writer: 'tab-b', now: () => 2_000 }).save(place, format, {
      values: { description: 'Typed in B' },
      baseVersion: SAVED_NOW,
    });
    const store = createDraftStore({ storage, writer: 'tab-a', now: () => 3_000 });
    const actor = createActor(draftsMachine, {
      input: { store, place, format, baseVersion: SAVED_NOW },
    }).start();
    expect(actor.getSnapshot().context.offered).toMatchObject({
      values: { description: 'Typed in A' },
      ownWrite: true,
    });
    actor.send({ type: 'drafts.changed', values: { description: 'Other' }, baseVersion: null });
    expect(JSON.parse(storage.getItem(draftKey(place, 'tab-a'))!)).toMatchObject({
      values: { description: 'Typed in A' },
    });
    expect(JSON.parse(storage.getItem(draftKey(place, 'tab-b'))!)).toMatchObject({
      values: { description: 'Typed in B' },
    });
  });
});
