import { describe, expect, it } from 'vitest';
import { addEntry, customEntry, matchingOptions, removeEntry, splitOnCommas } from './entries.ts';

const react = { value: 'r', label: 'React' };
const vue = { value: 'v', label: 'Vue' };
const svelte = { value: 's', label: 'Svelte' };

describe('addEntry', () => {
  it('appends, ignoring an item already selected', () => {
    expect(addEntry([react], vue)).toEqual([react, vue]);
    const same = [react];
    expect(addEntry(same, react)).toBe(same);
  });
  it('a cap of one replaces the selection; a larger cap stops additions', () => {
    expect(addEntry([react], vue, 1)).toEqual([vue]);
    expect(addEntry([react, vue], svelte, 2)).toEqual([react, vue]);
    expect(addEntry([react], svelte, 2)).toEqual([react, svelte]);
  });
});

describe('removeEntry', () => {
  it('removes by value', () => {
    expect(removeEntry([react, vue], 'r')).toEqual([vue]);
  });
});

describe('customEntry', () => {
  it('trims', () => {
    expect(customEntry('  Solid  ', [react], [])).toEqual({ value: 'Solid', label: 'Solid' });
  });
  it('ignores blanks and labels that exist, ignoring case', () => {
    expect(customEntry('   ', [], [])).toBeNull();
    expect(customEntry('REACT', [react], [])).toBeNull();
    expect(customEntry(' vue ', [], [vue])).toBeNull();
  });
});

describe('splitOnCommas', () => {
  it('separates finished parts from the text still typed', () => {
    expect(splitOnCommas('a, b ,c')).toEqual({ parts: ['a', ' b '], rest: 'c' });
    expect(splitOnCommas('abc')).toEqual({ parts: [], rest: 'abc' });
    expect(splitOnCommas('abc,')).toEqual({ parts: ['abc'], rest: '' });
  });
});

describe('matchingOptions', () => {
  it('matches labels containing the text, ignoring case', () => {
    expect(matchingOptions([react, vue, svelte], 'E')).toEqual([react, vue, svelte]);
    expect(matchingOptions([react, vue, svelte], 'vel')).toEqual([svelte]);
    expect(matchingOptions([react, vue], '  ')).toEqual([react, vue]);
  });
});
