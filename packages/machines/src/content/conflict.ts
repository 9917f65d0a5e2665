import type { LauncherContent } from '@landing/api';
import { formConflictOf } from '../shared/conflict/formConflict.ts';
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
  return {
    ...formConflictOf(FIELD_KINDS, original, mine, theirs, current.version),
    isDefault: current.isDefault,
  };
}
