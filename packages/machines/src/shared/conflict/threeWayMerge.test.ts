import { describe, expect, it } from 'vitest';
import { resolveMerge, threeWayMerge } from './threeWayMerge.ts';

type Form = { description: string; tags: string[] };
const kinds = { description: 'value', tags: 'set' } as const;
const base: Form = { description: 'Base text', tags: ['a', 'b'] };

describe('threeWayMerge', () => {
  it('takes the side that changed a field, without asking', () => {
    const theirs = { ...base, description: 'Their text' };
    const mine = { ...base, tags: ['a', 'b', 'c'] };
    expect(threeWayMerge(kinds, base, theirs, mine)).toEqual({
      merged: { description: 'Their text', tags: ['a', 'b', 'c'] },
      conflicts: [],
    });
  });

  it('a field both changed differently is a conflict, holding mine until picked', () => {
    const theirs = { ...base, description: 'Their text' };
    const mine = { ...base, description: 'My text' };
    const result = threeWayMerge(kinds, base, theirs, mine);
    expect(result).toEqual({ merged: mine, conflicts: ['description'] });
    expect(resolveMerge(result.merged, theirs, { description: 'theirs' })).toEqual(theirs);
    expect(resolveMerge(result.merged, theirs, { description: 'mine' })).toEqual(mine);
  });

  it('both changed to the same value is no conflict', () => {
    const same = { ...base, description: 'Same' };
    expect(threeWayMerge(kinds, base, same, same).conflicts).toEqual([]);
  });

  it('merges set fields: both sides’ additions stay, both sides’ removals go', () => {
    const theirs = { ...base, tags: ['b', 'x'] }; // removed a, added x
    const mine = { ...base, tags: ['a', 'y'] }; //   removed b, added y
    expect(threeWayMerge(kinds, base, theirs, mine)).toEqual({
      merged: { description: 'Base text', tags: ['x', 'y'] },
      conflicts: [],
    });
  });
});
