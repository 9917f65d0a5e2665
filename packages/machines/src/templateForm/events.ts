import type { ConflictEvent } from '../shared/conflict/formConflict.ts';
import type { TemplateArchive, TemplateFormValues } from './context.ts';

export type TemplateFormEvent =
  /** Code and Description edits. */
  | { type: 'form.change'; values: Partial<Pick<TemplateFormValues, 'code' | 'description'>> }
  /** An archive was chosen (null: the choice was cleared). Create mode only. */
  | { type: 'form.chooseArchive'; archive: TemplateArchive | null }
  /** Undo or Redo puts a step of the form back (a chosen archive is read again). */
  | { type: 'form.restore'; values: TemplateFormValues }
  | { type: 'form.submit' }
  /** Sent by the save's upload while it runs: percent 0–100. */
  | { type: 'upload.progress'; percent: number }
  | ConflictEvent<'code' | 'description' | 'archive'>;
