import type { DraftWords } from '@landing/drafts';
import type { ConflictDialogWords } from '@landing/ui';

/** The template form's own words; a host that translates gives its own (the console: these). */
export type TemplateFormWords = {
  addTitle: string;
  editTitle: string;
  archiveFile: string;
  code: string;
  description: string;
  create: string;
  saveChanges: string;
  /** The status line while the archive uploads. */
  uploading: (percent: number) => string;
  /** A field's or the save's message as the form shows it, by the machine's English text. */
  message: (text: string) => string;
  /** The draft bar's name of the form. */
  draftLabel: string;
  /** The draft bar's own words (Restore, Discard, …). */
  drafts?: Partial<DraftWords>;
  conflictTitle: string;
  conflictSave: string;
  /** The conflict dialog's column labels besides Code and Description. */
  conflictArchive: string;
  /** The conflict dialog's own words (Cancel, Keep All of Theirs, …). */
  conflict?: Partial<ConflictDialogWords>;
};

export const defaultTemplateFormWords: TemplateFormWords = {
  addTitle: 'Add Template',
  editTitle: 'Edit Template',
  archiveFile: 'Archive File',
  code: 'Code',
  description: 'Description',
  create: 'Create',
  saveChanges: 'Save Changes',
  uploading: (percent) => `Uploading… ${percent}%`,
  message: (text) => text,
  draftLabel: 'Template',
  conflictTitle: 'Someone else saved this template',
  conflictSave: 'Save Merged Template',
  conflictArchive: 'Archive',
};
