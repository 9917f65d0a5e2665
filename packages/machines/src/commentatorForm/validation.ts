import { COMMENTATOR_NAME_MESSAGES, CommentatorFields, schemaIssues } from '@landing/api';
import { maxImageSide, uploadLimits } from '@landing/api/uploads';
import type { CommentatorField, CommentatorFormContext } from './context.ts';

export const COMMENTATOR_MESSAGES = {
  nameTooShort: COMMENTATOR_NAME_MESSAGES.tooShort,
  nameTooLong: COMMENTATOR_NAME_MESSAGES.tooLong,
  iconRequired: 'Icon is required',
  iconTooLarge: 'Icon must be less than 2MB',
  iconType: 'Icon must be JPEG, PNG, or WebP',
  // Not in the spec: the server's image limits, said in the form (docs/decisions.md).
  iconOutsized: `Icon may be at most ${maxImageSide} px a side and 50 megapixels`,
} as const;

export type CommentatorErrors = Partial<Record<CommentatorField, string>>;

/**
 * Name by the wire schema `CommentatorFields`; the icon file by the shared upload rules: its size
 * and what its bytes are (`detectImageType`).
 */
export function validateCommentator(
  context: Pick<CommentatorFormContext, 'name' | 'icon'>,
): CommentatorErrors {
  const errors: CommentatorErrors = {};
  const name = schemaIssues(CommentatorFields, { name: context.name.trim() })['name'];
  if (name === 'maxLength') errors.name = COMMENTATOR_MESSAGES.nameTooLong;
  else if (name) errors.name = COMMENTATOR_MESSAGES.nameTooShort;
  const { icon } = context;
  if (!icon) errors.icon = COMMENTATOR_MESSAGES.iconRequired;
  else if (icon.file.size >= uploadLimits.commentatorIcon) {
    errors.icon = COMMENTATOR_MESSAGES.iconTooLarge;
  } else if (icon.type === null) errors.icon = COMMENTATOR_MESSAGES.iconType;
  else if (icon.type === 'outsized') errors.icon = COMMENTATOR_MESSAGES.iconOutsized;
  return errors;
}
