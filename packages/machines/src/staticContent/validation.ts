import { schemaIssues, StaticContentInput } from '@landing/api';
import type { StaticContentErrors, StaticContentField, StaticContentValues } from './context.ts';
import { toStaticContent } from './values.ts';

/** The Static Content messages (editor.md §5); the spec names no text for the last four. */
export const STATIC_CONTENT_MESSAGES = {
  nameRequired: 'Name is required',
  shortNameRequired: 'Short name is required',
  developerRequired: 'Developer name is required',
  invalidEmail: 'Invalid email format',
  sizePositive: 'Size must be a positive number',
  ratingRange: 'Rating must be between 0 and 5',
  versionMax: 'Max 10 characters',
  versionRequired: 'App version is required',
  reviewsNonNegative: 'Reviews must be 0 or more',
  installsNonNegative: 'Installs must be 0 or more',
  ratingPeopleNonNegative: 'Rating count must be 0 or more',
  ratingPeopleInteger: 'Rating count must be a whole number',
  invalidValue: 'Invalid value',
} as const;

const M = STATIC_CONTENT_MESSAGES;

/** Which message a field shows for the rule arktype reports (`code`). */
function messageFor(field: string, code: string): string {
  switch (field) {
    case 'name':
      return M.nameRequired;
    case 'shortName':
      return M.shortNameRequired;
    case 'developer':
      return M.developerRequired;
    case 'email':
      return M.invalidEmail;
    case 'size':
      return M.sizePositive;
    case 'rating':
      return M.ratingRange;
    case 'version':
      return code === 'maxLength' ? M.versionMax : M.versionRequired;
    case 'reviews':
      return M.reviewsNonNegative;
    case 'installs':
      return M.installsNonNegative;
    case 'ratingPeople':
      return code === 'divisor' ? M.ratingPeopleInteger : M.ratingPeopleNonNegative;
    default:
      // Age, stars and Android version come from fixed choices and are never wrong here.
      return M.invalidValue;
  }
}

/**
 * The rules are `StaticContentInput` from @landing/api (what the server accepts); each failure
 * becomes its field's message, the first one per field.
 */
export function validateStaticContent(values: StaticContentValues): StaticContentErrors {
  const errors: StaticContentErrors = {};
  for (const [path, code] of Object.entries(
    schemaIssues(StaticContentInput, toStaticContent(values)),
  )) {
    const field = (path.split(/[.[]/)[0] ?? '') as StaticContentField;
    errors[field] ??= messageFor(field, code);
  }
  return errors;
}
