import type { Design, Landing, Launcher } from '@landing/api';
import { describe, expect, it } from 'vitest';
import {
  changedRows,
  designIdsOf,
  landingRowFromRead,
  rowsFromReads,
  rowsFromVersions,
  stampsOf,
} from './stamps.ts';

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

describe('landingRowFromRead', () => {
  const landing = (relatedIds: number[], name = 'Lucky Spin') =>
    ({
      id: 1,
      mainLauncher: { id: 1, name },
      relatedLaunchers: relatedIds.map((id) => ({ id, name: `Launcher ${id}` })),
    }) as unknown as Landing;

  it("tells the landing's links changed (a related launcher linked, unlinked or moved), not a rename", () => {
    const before = stampsOf([landingRowFromRead(landing([2, 3]))]);
    expect(changedRows(before, [landingRowFromRead(landing([2, 3], 'Renamed'))])).toEqual([]);
    for (const related of [[2], [2, 3, 4], [3, 2]]) {
      expect(changedRows(before, [landingRowFromRead(landing(related))])).toEqual([
        expect.objectContaining({ kind: 'landing', id: 1, row: landing(related) }),
      ]);
    }
  });
});
