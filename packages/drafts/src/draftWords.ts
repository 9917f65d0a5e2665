import { DRAFT_TEXTS } from '@landing/machines';

/**
 * The drafts bar's words, templates with `{name}` placeholders: `{form}` is the form's label,
 * `{time}` when the draft was kept, `{files}` the files' names. A host (the editor) passes its
 * own; any left out keeps these.
 */
export const defaultDraftWords = {
  label: 'Unsaved changes: {form}',
  question: 'Restore unsaved changes from {time}?',
  restore: 'Restore',
  discard: 'Discard',
  filesToReattach: 'Files to re-attach: {files}',
  /** The language `{time}` is written in (a BCP 47 tag; one the browser refuses means 'en'). */
  locale: 'en',
  ...DRAFT_TEXTS,
} as const;

export type DraftWords = { [K in keyof typeof defaultDraftWords]: string };

/** A template's `{name}` placeholders filled in. */
export function fillDraftWord(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
