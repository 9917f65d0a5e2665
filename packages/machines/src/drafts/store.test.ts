import { createMemoryStorage } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { draftKey, type DraftPlace } from './place.ts';
import { createDraftStore, type DraftFormat, type DraftStorage } from './store.ts';

const place: DraftPlace = {
  user: 'ann@example.com',
  landingId: 7,
  launcherId: 3,
  translationId: 11,
  form: 'content',
};

interface Text {
  description: string;
}

const textFormat: DraftFormat<Text> = {
  version: 2,
  read: (values, version) => {
    if (typeof values !== 'object' || values === null) return null;
    // Version 1 kept the description as `text`.
    if (version === 1 && 'text' in values && typeof values.text === 'string') {
      return { description: values.text };
    }
    if (version === 2 && 'description' in values && typeof values.description === 'string') {
      return { description: values.description };
    }
    return null;
  },
};

/** A memory storage that throws the browser's quota error past `capacity` characters. */
function limitedStorage(capacity: number): DraftStorage & { used: () => number } {
  const memory = createMemoryStorage();
  const used = () => {
    let total = 0;
    for (let index = 0; index < memory.length; index += 1) {
      const key = memory.key(index) ?? '';
      total += key.length + (memory.getItem(key) ?? '').length;
    }
    return total;
  };
  return {
    get length() {
      return memory.length;
    },
    key: (index) => memory.key(index),
    getItem: (key) => memory.getItem(key),
    removeItem: (key) => memory.removeItem(key),
    setItem: (key, value) => {
      const previous = memory.getItem(key);
      const grown = used() - (previous === null ? 0 : key.length + previous.length);
      if (grown + key.length + value.length > capacity) {
        throw Object.assign(new Error('The quota has been exceeded.'), {
          name: 'QuotaExceededError',
        });
      }
      memory.setItem(key, value);
    },
    used,
  };
}

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the draft store', () => {
  it('keeps a draft and reads it back with when it was written', () => {
    const time = clock();
    const store = createDraftStore({ storage: createMemoryStorage(), writer: 'tab-a', ...time });
    expect(store.latest(place, textFormat)).toBeNull();
    expect(
      store.save(place, textFormat, {
        values: { description: 'Hello' },
        files: [{ field: 'icon', name: 'icon.png' }],
        baseVersion: '2026-11-24T10:00:00Z',
      }),
    ).toBe('saved');
    expect(store.latest(place, textFormat)).toEqual({
      key: draftKey(place, 'tab-a'),
      values: { description: 'Hello' },
      files: [{ field: 'icon', name: 'icon.png' }],
      savedAt: 1_000_000,
      baseVersion: '2026-11-24T10:00:00Z',
      ownWrite: true,
    });
  });

  it('keeps every place apart: another user, translation or form sees nothing', () => {
    const store = createDraftStore({ storage: createMemoryStorage(), writer: 'tab-a' });
    store.save(place, textFormat, { values: { description: 'Hello' } });
    for (const other of [
      { ...place, user: 'bob@example.com' },
      { ...place, translationId: 12 },
      { ...place, form: 'comments' },
      { ...place, landingId: null },
    ]) {
      expect(store.latest(other, textFormat)).toBeNull();
    }
  });

  it('clear forgets only this tab’s draft; remove forgets the one offered', () => {
    const storage = createMemoryStorage();
    const time = clock();
    const tabA = createDraftStore({ storage, writer: 'tab-a', ...time });
    const tabB = createDraftStore({ storage, writer: 'tab-b', ...time });
    tabA.save(place, textFormat, { values: { description: 'from A' } });
    time.advance(10);
    tabB.save(place, textFormat, { values: { description: 'from B' } });
    tabA.clear(place);
    const left = tabA.latest(place, textFormat);
    expect(left?.values).toEqual({ description: 'from B' });
    expect(left?.ownWrite).toBe(false);
    tabA.remove(left?.key ?? '');
    expect(tabB.latest(place, textFormat)).toBeNull();
  });

  it('two tabs on one landing do not clobber each other: each gets its own back, a new tab the newest', () => {
    const storage = createMemoryStorage();
    const time = clock();
    const tabA = createDraftStore({ storage, writer: 'tab-a', ...time });
    const tabB = createDraftStore({ storage, writer: 'tab-b', ...time });
    const newTab = createDraftStore({ storage, writer: 'tab-c', ...time });
    tabA.save(place, textFormat, { values: { description: 'A1' } });
    time.advance(5);
    tabB.save(place, textFormat, { values: { description: 'B1' } });
    time.advance(5);
    tabA.save(place, textFormat, { values: { description: 'A2' } });
    expect(tabB.latest(place, textFormat)).toMatchObject({
      values: { description: 'B1' },
      ownWrite: true,
    });
    expect(tabA.latest(place, textFormat)?.values).toEqual({ description: 'A2' });
    expect(newTab.latest(place, textFormat)).toMatchObject({
      values: { description: 'A2' },
      ownWrite: false,
    });
    // A saves its form: its draft goes, B's unsaved values are still there.
    tabA.clear(place);
    expect(tabA.latest(place, textFormat)?.values).toEqual({ description: 'B1' });
  });

  it('drops a corrupt entry and reads on past it', () => {
    const storage = createMemoryStorage();
    const time = clock();
    const store = createDraftStore({ storage, writer: 'tab-a', ...time });
    store.save(place, textFormat, { values: { description: 'good' } });
    const corrupt = [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ version: 2, values: { description: 'no time' } }),
      JSON.stringify({ version: 2, savedAt: Date.now() + 1e12, values: { description: 7 } }),
    ];
    corrupt.forEach((text, index) => storage.setItem(draftKey(place, `broken-${index}`), text));
    expect(store.latest(place, textFormat)?.values).toEqual({ description: 'good' });
    for (const index of corrupt.keys()) {
      expect(storage.getItem(draftKey(place, `broken-${index}`))).toBeNull();
    }
  });

  it('reads an old version through the format’s migration and drops one it cannot read', () => {
    const storage = createMemoryStorage();
    const time = clock();
    const store = createDraftStore({ storage, writer: 'tab-a', ...time });
    storage.setItem(
      draftKey(place, 'old-tab'),
      JSON.stringify({ version: 1, savedAt: time.now(), values: { text: 'typed in v1' } }),
    );
    expect(store.latest(place, textFormat)?.values).toEqual({ description: 'typed in v1' });
    storage.setItem(
      draftKey(place, 'old-tab'),
      JSON.stringify({ version: 0, savedAt: time.now(), values: ['unknown shape'] }),
    );
    expect(store.latest(place, textFormat)).toBeNull();
    expect(storage.getItem(draftKey(place, 'old-tab'))).toBeNull();
  });

  it('drops drafts older than the age bound', () => {
    const time = clock();
    const store = createDraftStore({
      storage: createMemoryStorage(),
      writer: 'tab-a',
      ...time,
      limits: { maxAgeMs: 1000 },
    });
    store.save(place, textFormat, { values: { description: 'old' } });
    time.advance(1001);
    expect(store.latest(place, textFormat)).toBeNull();
  });

  it('refuses a draft over the entry bound and forgets the older one it would replace', () => {
    const store = createDraftStore({
      storage: createMemoryStorage(),
      writer: 'tab-a',
      limits: { entryChars: 300 },
    });
    store.save(place, textFormat, { values: { description: 'short' } });
    expect(store.save(place, textFormat, { values: { description: 'x'.repeat(400) } })).toBe(
      'tooLarge',
    );
    expect(store.latest(place, textFormat)).toBeNull();
  });

  it('stays within the total bound by dropping the oldest drafts of other places', () => {
    const time = clock();
    const storage = createMemoryStorage();
    const store = createDraftStore({
      storage,
      writer: 'tab-a',
      ...time,
      limits: { totalChars: 600 },
    });
    const places = [1, 2, 3, 4].map((id) => ({ ...place, translationId: id }));
    for (const each of places) {
      time.advance(1);
      expect(store.save(each, textFormat, { values: { description: 'y'.repeat(100) } })).toBe(
        'saved',
      );
    }
    expect(store.latest(places[3]!, textFormat)).not.toBeNull();
    expect(store.latest(places[0]!, textFormat)).toBeNull();
    let total = 0;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      total += key.length + (storage.getItem(key) ?? '').length;
    }
    expect(total).toBeLessThanOrEqual(600);
  });

  it('on a quota error drops the oldest drafts and writes; answers full when nothing is left to drop', () => {
    const time = clock();
    const storage = limitedStorage(700);
    const store = createDraftStore({ storage, writer: 'tab-a', ...time });
    const first = { ...place, translationId: 1 };
    const second = { ...place, translationId: 2 };
    store.save(first, textFormat, { values: { description: 'a'.repeat(200) } });
    time.advance(1);
    expect(store.save(second, textFormat, { values: { description: 'b'.repeat(300) } })).toBe(
      'saved',
    );
    expect(store.latest(first, textFormat)).toBeNull();
    expect(store.latest(second, textFormat)?.values.description).toHaveLength(300);
    // Bigger than the whole storage: refused, and the place's older draft is gone too.
    expect(store.save(second, textFormat, { values: { description: 'c'.repeat(800) } })).toBe(
      'full',
    );
    expect(store.latest(second, textFormat)).toBeNull();
  });

  it('never touches other keys of the storage', () => {
    const storage = createMemoryStorage({ accessToken: 'token', 'landing-draftish': 'x' });
    const store = createDraftStore({ storage, writer: 'tab-a', limits: { totalChars: 10 } });
    store.save(place, textFormat, { values: { description: 'too big for the total' } });
    expect(storage.getItem('accessToken')).toBe('token');
    expect(storage.getItem('landing-draftish')).toBe('x');
  });
});
