import type { SchemaIssues } from './issues.ts';

/** The pattern of arktype's `string.email`, the email rule of `LoginRequest`. */
const EMAIL_PATTERN = /^[\w%+.-]+@[\d.A-Za-z-]+\.[A-Za-z]{2,}$/;
/** `LoginRequest`'s `password: 'string >= 6'`. */
const PASSWORD_MIN_LENGTH = 6;

/**
 * `schemaIssues(LoginRequest, value)` without arktype: the login screen is the console's first
 * page, and checking two fields must not load and evaluate the schema library before it paints.
 * Same paths and rule codes as the schema; a test holds the two together.
 */
export function loginRequestIssues(value: { email: string; password: string }): SchemaIssues {
  const issues: SchemaIssues = {};
  if (!EMAIL_PATTERN.test(value.email)) issues['email'] = 'pattern';
  if (value.password.length < PASSWORD_MIN_LENGTH) issues['password'] = 'minLength';
  return issues;
}
