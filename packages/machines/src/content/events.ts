import type { ConflictEvent } from '../shared/conflict/formConflict.ts';
import type { ChangedElsewhere, ContentField, ContentValues } from './context.ts';

export type ContentEvent =
  /** Field edits; chip lists are trimmed and case-insensitive duplicates dropped. */
  | { type: 'content.change'; values: Partial<ContentValues> }
  | { type: 'content.save' }
  | ConflictEvent<ContentField>
  /** Loads again after a load failure. */
  | { type: 'content.retry' }
  /** Another operator saved this translation (the landing watch heard of it; issue 29). */
  | { type: 'content.changedElsewhere'; change: ChangedElsewhere }
  /** 'Reload': the translation as saved now replaces the unsaved input. */
  | { type: 'content.reload' };
