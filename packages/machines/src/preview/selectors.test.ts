import { describe, expect, it } from 'vitest';
import { CACHE_BUST_PARAM, selectFrameSrc, type PreviewSnapshot } from './selectors.ts';
import { startPreview, target } from './testHarness.ts';

const showing = async (url: string, reloads: number): Promise<PreviewSnapshot> => {
  const { actor, calls } = startPreview(target);
  await calls.resolve('loadPreviewUrl', { url });
  const snapshot = actor.getSnapshot();
  return { ...snapshot, context: { ...snapshot.context, reloads } };
};

describe('selectFrameSrc', () => {
  it('keeps the address as given before any reload', async () => {
    expect(selectFrameSrc(await showing('/p/1?token=a#top', 0))).toBe('/p/1?token=a#top');
  });

  it('adds the reload count before the hash, with the right separator', async () => {
    expect(selectFrameSrc(await showing('/p/1', 2))).toBe(`/p/1?${CACHE_BUST_PARAM}=2`);
    expect(selectFrameSrc(await showing('https://x.example/p?t=a#top', 3))).toBe(
      `https://x.example/p?t=a&${CACHE_BUST_PARAM}=3#top`,
    );
  });
});
