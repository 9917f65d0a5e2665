import type { ConflictEvent } from '../shared/conflict/formConflict.ts';
import type { ContentField, ContentValues } from './context.ts';

export type ContentEvent =
  /** Field edits; chip lists are trimmed and case-insensitive duplicates dropped. */
  | { type: 'content.change'; values: Partial<ContentValues> }
  | { type: 'content.save' }
  | ConflictEvent<ContentField>
  /** Loads again after a load failure. */
  | { type: 'content.retry' };
