import type { Design } from '@landing/api';
import { resolvedValues, type FormConflict } from '../shared/conflict/formConflict.ts';
import {
  designValuesOf,
  valuesFromDesign,
  type DesignContext,
  type DesignValues,
  type ScreenItem,
} from './context.ts';

/** The design's fields a conflict dialog may list (the gallery merges as a list, never asks). */
export type DesignConflictField = 'icon' | 'video' | 'videoPreview';
const FILE_FIELDS: DesignConflictField[] = ['icon', 'video', 'videoPreview'];

type FileValue = DesignValues[DesignConflictField];

/** One file as the form holds it: a stored one by its URL, a chosen one by the file itself. */
const sameFile = (a: FileValue, b: FileValue): boolean => {
  if (a === null || b === null) return a === b;
  if (a.kind === 'stored' && b.kind === 'stored') return a.url === b.url;
  return a.kind === 'chosen' && b.kind === 'chosen' && a.file === b.file;
};

const keysOf = (screens: readonly ScreenItem[]) => screens.map((screen) => screen.key);
const sameOrder = (a: readonly ScreenItem[], b: readonly ScreenItem[]) =>
  keysOf(a).join('\n') === keysOf(b).join('\n');

/**
 * The gallery merged as a list (issue 29): a screenshot the other operator added stays and one
 * they removed goes, as do the operator's own additions and removals; where the operator moved
 * screenshots, the ones both sides still have take the operator's order in the places they hold
 * in theirs (their additions keep their places); the operator's additions come after the
 * screenshot they follow in the form.
 */
export function mergeGallery(
  original: readonly ScreenItem[],
  theirs: readonly ScreenItem[],
  mine: readonly ScreenItem[],
): ScreenItem[] {
  if (sameOrder(mine, original)) return [...theirs];
  if (sameOrder(theirs, original)) return [...mine];
  const inOriginal = new Set(keysOf(original));
  const inMine = new Set(keysOf(mine));
  const inTheirs = new Set(keysOf(theirs));
  // Theirs without what the operator removed.
  const kept = theirs.filter((screen) => !inOriginal.has(screen.key) || inMine.has(screen.key));
  const shared = new Set(
    kept.filter((screen) => inOriginal.has(screen.key)).map((screen) => screen.key),
  );
  const myOrder = mine.filter((screen) => shared.has(screen.key));
  let next = 0;
  const merged = kept.map((screen) => (shared.has(screen.key) ? myOrder[next++]! : screen));
  // The operator's own additions, each after the screenshot it follows in the form.
  mine.forEach((screen, i) => {
    if (inOriginal.has(screen.key) || inTheirs.has(screen.key)) return;
    const before = mine
      .slice(0, i)
      .reverse()
      .find((earlier) => merged.includes(earlier));
    merged.splice(before ? merged.indexOf(before) + 1 : 0, 0, screen);
  });
  return merged;
}

/**
 * The design form against the design as stored now (issue 29): original (as loaded), theirs,
 * mine. A file only one side changed takes that side without asking; a file both changed to
 * different ones is a conflict; the gallery merges as a list.
 */
export function designConflictOf(
  context: DesignContext,
  current: Design,
): FormConflict<DesignValues> {
  const original = valuesFromDesign(context.design);
  const mine = designValuesOf(context);
  const theirs = valuesFromDesign(current);
  const merged: DesignValues = {
    ...mine,
    screens: mergeGallery(original.screens, theirs.screens, mine.screens),
  };
  const fields: DesignConflictField[] = [];
  for (const field of FILE_FIELDS) {
    const [o, t, m] = [original[field], theirs[field], mine[field]];
    if (sameFile(t, m) || sameFile(t, o)) continue;
    if (sameFile(m, o)) merged[field] = t as never;
    else fields.push(field);
  }
  // A stored video both sides kept keeps the bytes fetched for frame capture.
  if (merged.video?.kind === 'stored' && mine.video && sameFile(merged.video, mine.video)) {
    merged.video = mine.video;
  }
  return { theirs, original, fields, picks: {}, merged, version: current.version };
}

/** The resolved merge in the form; the design as read is what it is now checked against. */
export const takeResolvedDesign = (
  conflict: FormConflict<DesignValues>,
  context: DesignContext,
): Partial<DesignContext> => ({
  ...resolvedValues(conflict),
  design: context.readDesign,
  readDesign: null,
});
