import { createMemoryStorage } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { draftBaseOf, isStaleBase } from './base.ts';
import { draftsMachine } from './machine.ts';
import { createDraftStore, type DraftFormat } from './store.ts';

const saved = { description: 'What the server holds' };
const savedBefore = { description: 'What the server held' };

describe('a draft typed over a version (issue 29)', () => {
  it('is stale when the entity moved to another version, even with the same values saved', () => {
    expect(isStaleBase(draftBaseOf(3, saved), draftBaseOf(4, saved))).toBe(true);
    expect(isStaleBase(draftBaseOf('"abc"', saved), draftBaseOf('abc', saved))).toBe(false);
  });

  it('is not stale on the same version, whatever the values fingerprint says', () => {
    // The saved values are read again after a save and may come back in another form (trimmed,
    // defaults filled in): the version names the state, not the JSON.
    expect(isStaleBase(draftBaseOf(3, savedBefore), draftBaseOf(3, saved))).toBe(false);
  });

  it('compares saved values when the server has no versions, or had none when it was typed', () => {
    expect(isStaleBase(draftBaseOf(undefined, saved), draftBaseOf(undefined, saved))).toBe(false);
    expect(isStaleBase(draftBaseOf(undefined, savedBefore), draftBaseOf(null, saved))).toBe(true);
    expect(isStaleBase(draftBaseOf(undefined, saved), draftBaseOf(7, saved))).toBe(false);
    expect(isStaleBase(draftBaseOf(7, savedBefore), draftBaseOf({ odd: 1 }, saved))).toBe(true);
  });

  it('reads a base written before versions (the saved values as JSON) by its values', () => {
    expect(isStaleBase(JSON.stringify(saved), draftBaseOf(5, saved))).toBe(false);
    expect(isStaleBase(JSON.stringify(savedBefore), draftBaseOf(5, saved))).toBe(true);
    expect(isStaleBase('not json', draftBaseOf(5, saved))).toBe(true);
  });

  it('offers a draft over an older version with the stale warning', () => {
    const format: DraftFormat<{ description: string }> = {
      version: 1,
      read: (values) => values as { description: string },
    };
    const place = { user: 'ann', landingId: 1, launcherId: 1, translationId: 2, form: 'content' };
    const offeredWith = (typedOver: string, now: string) => {
      const storage = createMemoryStorage();
      createDraftStore({ storage, writer: 'tab-before', now: () => 1_000 }).save(place, format, {
        values: { description: 'Typed' },
        baseVersion: typedOver,
      });
      const store = createDraftStore({ storage, writer: 'tab-now', now: () => 2_000 });
      const actor = createActor(draftsMachine, {
        input: { store, place, format, baseVersion: now },
      }).start();
      return actor.getSnapshot().context.stale;
    };
    expect(offeredWith(draftBaseOf(3, saved), draftBaseOf(4, saved))).toBe(true);
    expect(offeredWith(draftBaseOf(4, savedBefore), draftBaseOf(4, saved))).toBe(false);
  });
});
