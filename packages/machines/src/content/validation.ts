import {
  LauncherContentUpdate,
  schemaIssues,
  type LauncherContentUpdate as Update,
} from '@landing/api';
import type { ContentField, ContentValues } from './context.ts';

export const CONTENT_MESSAGES = {
  descriptionTooShort: 'Description must be at least 20 characters',
} as const;

export type ContentErrors = Partial<Record<ContentField, string>>;

/** The PATCH body: translatableContent and isDefault only (spec §7). */
export function contentUpdatePayload(values: ContentValues, isDefault: boolean): Update {
  return {
    translatableContent: {
      description: values.description,
      additionalInfo: values.additionalInfo,
      tags: values.tags,
    },
    isDefault,
  };
}

/** The rules of `LauncherContentUpdate`, with the spec's message per field. */
export function validateContent(values: ContentValues, isDefault: boolean): ContentErrors {
  const issues = schemaIssues(LauncherContentUpdate, contentUpdatePayload(values, isDefault));
  const errors: ContentErrors = {};
  if (issues['translatableContent.description']) {
    errors.description = CONTENT_MESSAGES.descriptionTooShort;
  }
  return errors;
}
