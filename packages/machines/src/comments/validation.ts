import { CommentCreate, schemaIssues } from '@landing/api';
import type { CommentFormField, CommentFormValues } from './context.ts';
import type { CommentCreate as CommentPayload } from './entities.ts';

export const COMMENT_MESSAGES = {
  commentatorRequired: 'Please select a commentator',
  languageRequired: 'Please select a language',
  textTooShort: 'Comment must be at least 2 characters long',
  textTooLong: 'Comment cannot exceed 500 characters',
  starsRange: 'Rating must be between 1 and 5',
  countRatedMin: 'Count Rated must be a whole number of at least 1',
} as const;

export type CommentErrors = Partial<Record<CommentFormField, string>>;

/** What the form sends: the text trimmed, an empty reply as null, Count Rated as a number. */
export function commentPayload(values: CommentFormValues) {
  const countRated = values.countRated.trim() === '' ? Number.NaN : Number(values.countRated);
  const reply = values.reply.trim();
  return {
    commentatorId: values.commentatorId,
    langId: values.langId,
    text: values.text.trim(),
    reply: reply === '' ? null : reply,
    stars: values.stars,
    countRated,
  };
}

/** The payload once the form is valid (the schema accepted it). */
export const validPayload = (values: CommentFormValues) => commentPayload(values) as CommentPayload;

/** The rules of the wire schema `CommentCreate`, with the spec's message per field. */
export function validateComment(values: CommentFormValues): CommentErrors {
  const issues = schemaIssues(CommentCreate, commentPayload(values));
  const errors: CommentErrors = {};
  if (issues['commentatorId']) errors.commentatorId = COMMENT_MESSAGES.commentatorRequired;
  if (issues['langId']) errors.langId = COMMENT_MESSAGES.languageRequired;
  if (issues['text'] === 'maxLength') errors.text = COMMENT_MESSAGES.textTooLong;
  else if (issues['text']) errors.text = COMMENT_MESSAGES.textTooShort;
  if (issues['stars']) errors.stars = COMMENT_MESSAGES.starsRange;
  if (issues['countRated']) errors.countRated = COMMENT_MESSAGES.countRatedMin;
  return errors;
}

export const isCommentValid = (values: CommentFormValues) =>
  Object.keys(validateComment(values)).length === 0;
