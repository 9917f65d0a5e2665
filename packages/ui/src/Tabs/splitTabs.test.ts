import { describe, expect, it } from 'vitest';
import { splitTabs } from './splitTabs.ts';

const tabs = ['en', 'de', 'fr', 'es', 'it', 'new'].map((value) => ({
  value,
  pinned: value === 'new',
}));
const values = (list: { value: string }[]) => list.map((tab) => tab.value);

describe('splitTabs', () => {
  it('shows every tab when they fit', () => {
    const { visible, overflow } = splitTabs(tabs, 6, 'en');
    expect(values(visible)).toEqual(['en', 'de', 'fr', 'es', 'it', 'new']);
    expect(overflow).toEqual([]);
  });

  it('keeps pinned tabs and fills the rest in order', () => {
    const { visible, overflow } = splitTabs(tabs, 4, 'en');
    expect(values(visible)).toEqual(['en', 'de', 'fr', 'new']);
    expect(values(overflow)).toEqual(['es', 'it']);
  });

  it('brings an active overflowing tab into view', () => {
    const { visible, overflow } = splitTabs(tabs, 4, 'it');
    expect(values(visible)).toEqual(['en', 'de', 'it', 'new']);
    expect(values(overflow)).toEqual(['fr', 'es']);
  });

  it('without pinned tabs the strip holds exactly maxVisible', () => {
    const plain = tabs.map(({ value }) => ({ value }));
    const { visible, overflow } = splitTabs(plain, 4, 'new');
    expect(values(visible)).toEqual(['en', 'de', 'fr', 'new']);
    expect(values(overflow)).toEqual(['es', 'it']);
  });

  it('shows the active tab even when pinned tabs fill the strip', () => {
    const { visible } = splitTabs(tabs, 1, 'de');
    expect(values(visible)).toEqual(['de']);
  });
});
