import { TEMPLATE_CODE_MAX_LENGTH } from '@landing/api';

/*
 * The template form's words, apart from its machine and checks: the editor's messages name them
 * without loading the form (its machine and the upload checks load with the form).
 */

/** The template form's messages (editor.md §8), exactly as written. */
export const TEMPLATE_FORM_MESSAGES = {
  required: 'Required',
  codeCharacters: 'Only latin letters and digits, no spaces',
  codeLength: `Max ${TEMPLATE_CODE_MAX_LENGTH} characters`,
  archiveType: 'Only .zip archives are allowed',
  archiveSize: 'File size must not exceed 20 MB',
} as const;

export const TEMPLATE_SAVE_FALLBACK = 'Failed to save template';
/** What the form says when the template was deleted while it was open (issue 29). */
export const TEMPLATE_GONE =
  'This template was deleted by another operator. What you typed is still in the form.';
