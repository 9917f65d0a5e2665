import {
  COMMENTATOR_ICON_MAX_BYTES,
  COMMENTATOR_ICON_TYPES,
  COMMENTATOR_NAME_MESSAGES,
  CommentatorFields,
  schemaIssues,
} from '@landing/api';
import type { CommentatorField, CommentatorFormContext } from './context.ts';

export const COMMENTATOR_MESSAGES = {
  nameTooShort: COMMENTATOR_NAME_MESSAGES.tooShort,
  nameTooLong: COMMENTATOR_NAME_MESSAGES.tooLong,
  iconRequired: 'Icon is required',
  iconTooLarge: 'Icon must be less than 2MB',
  iconType: 'Icon must be JPEG, PNG, or WebP',
} as const;

export type CommentatorErrors = Partial<Record<CommentatorField, string>>;

/** Name by the wire schema `CommentatorFields`; the icon file by its size and its bytes. */
export function validateCommentator(
  context: Pick<CommentatorFormContext, 'name' | 'icon'>,
): CommentatorErrors {
  const errors: CommentatorErrors = {};
  const name = schemaIssues(CommentatorFields, { name: context.name.trim() })['name'];
  if (name === 'maxLength') errors.name = COMMENTATOR_MESSAGES.nameTooLong;
  else if (name) errors.name = COMMENTATOR_MESSAGES.nameTooShort;
  const { icon } = context;
  if (!icon) errors.icon = COMMENTATOR_MESSAGES.iconRequired;
  else if (icon.file.size >= COMMENTATOR_ICON_MAX_BYTES) {
    errors.icon = COMMENTATOR_MESSAGES.iconTooLarge;
  } else if (icon.type === null || !COMMENTATOR_ICON_TYPES.includes(icon.type)) {
    errors.icon = COMMENTATOR_MESSAGES.iconType;
  }
  return errors;
}
