import { CONTENT_TEXTS } from '@landing/machines';
import type { ContentMessageKey } from '../package/contract.ts';

/** The Content section's labels, buttons and headings: the spec's words. */
export const contentMessages = {
  'content.title': 'Content',
  'content.loading': 'Loading content…',
  'content.gone': CONTENT_TEXTS.gone,
  'content.description': 'Description',
  'content.tags': 'Tags',
  'content.tagsHint': 'Enter or comma adds a tag.',
  'content.additionalInfo': 'Additional Info Items',
  'content.additionalInfoHint': 'Enter or comma adds an item.',
  'content.save': 'Save Content',
  'content.conflictTitle': 'Someone else saved this translation',
  'content.conflictSave': 'Save Merged Content',
} satisfies Record<ContentMessageKey, string>;
