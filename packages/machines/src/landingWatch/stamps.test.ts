import type { Design, Launcher } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { changedRows, designIdsOf, rowsFromReads, rowsFromVersions, stampsOf } from './stamps.ts';

/** Without the versions call (issue 29): designs and the shown comments are read too. */
const launcher = (designIds: (number | null)[]): Launcher =>
  ({
    id: 1,
    contents: designIds.map((designId, i) => ({ id: 10 + i, designId })),
  }) as unknown as Launcher;
const design = (iconUrl: string): Design =>
  ({ id: 5, iconUrl, screensData: [] }) as unknown as Design;

describe('rowsFromReads', () => {
  it("reads each translation's design once", () => {
    expect(designIdsOf([launcher([5, 5, null]), launcher([6])])).toEqual([5, 6]);
  });

  it('tells a design and a comment list changed by their text', () => {
    const comments = [{ id: 3, text: 'Mine' }] as never[];
    const before = rowsFromReads(
      [launcher([5])],
      [design('/a.png')],
      [{ contentId: 10, comments }],
    );
    const same = rowsFromReads([launcher([5])], [design('/a.png')], [{ contentId: 10, comments }]);
    expect(changedRows(stampsOf(before), same)).toEqual([]);

    const theirs = [{ id: 3, text: 'Theirs' }] as never[];
    const after = rowsFromReads(
      [launcher([5])],
      [design('/b.png')],
      [{ contentId: 10, comments: theirs }],
    );
    expect(changedRows(stampsOf(before), after)).toEqual([
      expect.objectContaining({ kind: 'design', id: 5, row: design('/b.png') }),
      expect.objectContaining({ kind: 'comments', id: 10, row: theirs, updatedBy: null }),
    ]);
  });
});

describe('changedRows', () => {
  const translations = (...ids: number[]) =>
    rowsFromVersions(
      ids.map((id) => ({
        kind: 'content' as const,
        id,
        version: 1,
        updatedAt: null,
        updatedBy: 'Bea',
      })),
    );

  it('tells a row new since the last poll (a translation another operator added)', () => {
    expect(changedRows(stampsOf(translations(10)), translations(10, 11))).toEqual([
      { kind: 'content', id: 11, version: 1, updatedAt: null, updatedBy: 'Bea' },
    ]);
  });

  it('tells a row gone since the last poll by its kind and id', () => {
    expect(changedRows(stampsOf(translations(10, 11)), translations(10))).toEqual([
      { kind: 'content', id: 11, updatedAt: null, updatedBy: null, gone: true },
    ]);
  });
});
