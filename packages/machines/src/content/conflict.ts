import type { LauncherContent } from '@landing/api';
import { resolveMerge, threeWayMerge } from '../shared/conflict/threeWayMerge.ts';
import { valuesFromContent, type ContentConflict, type ContentValues } from './context.ts';

/** The description is one text; tags and additional info items merge as lists. */
const FIELD_KINDS = { description: 'value', tags: 'set', additionalInfo: 'set' } as const;

/** The three-way merge of the form against the translation as the server holds it now. */
export function contentConflictOf(
  original: ContentValues,
  mine: ContentValues,
  current: LauncherContent,
): ContentConflict {
  const theirs = valuesFromContent(current.translatableContent);
  const { merged, conflicts } = threeWayMerge(FIELD_KINDS, original, theirs, mine);
  return {
    theirs,
    original,
    fields: conflicts,
    picks: {},
    merged,
    version: current.version,
    isDefault: current.isDefault,
  };
}

export const resolvedContent = (conflict: ContentConflict): ContentValues =>
  resolveMerge(conflict.merged, conflict.theirs, conflict.picks);
