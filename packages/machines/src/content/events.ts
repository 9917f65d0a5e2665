import type { ContentValues } from './context.ts';

export type ContentEvent =
  /** Field edits; chip lists are trimmed and case-insensitive duplicates dropped. */
  | { type: 'content.change'; values: Partial<ContentValues> }
  | { type: 'content.save' }
  /** Loads again after a load failure. */
  | { type: 'content.retry' };
