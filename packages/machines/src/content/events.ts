import type { ContentField, ContentValues } from './context.ts';

export type ContentEvent =
  /** Field edits; chip lists are trimmed and case-insensitive duplicates dropped. */
  | { type: 'content.change'; values: Partial<ContentValues> }
  | { type: 'content.save' }
  /** In the conflict dialog: which value a field keeps. */
  | { type: 'conflict.pick'; field: ContentField; side: 'theirs' | 'mine' }
  /** In the conflict dialog: keep all of theirs, or all of mine. */
  | { type: 'conflict.pickAll'; side: 'theirs' | 'mine' }
  /** Saves the merge with the picks, against the version just read. */
  | { type: 'conflict.save' }
  /** Closes the dialog without saving; the form keeps what was typed. */
  | { type: 'conflict.cancel' }
  /** Loads again after a load failure. */
  | { type: 'content.retry' };
