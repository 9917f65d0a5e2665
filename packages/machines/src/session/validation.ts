import { LoginRequest, schemaIssues } from '@landing/api';
import type { LoginFieldErrors } from './context.ts';

export const PASSWORD_MIN_LENGTH = 6;

export const LOGIN_MESSAGES = {
  email: 'Enter a valid email',
  password: 'Password must be at least 6 characters',
} as const;

/** What a login sends: the email trimmed, the password as typed. */
export const loginRequestOf = (values: { email: string; password: string }): LoginRequest => ({
  email: values.email.trim(),
  password: values.password,
});

export function isValidEmail(value: string): boolean {
  return !schemaIssues(LoginRequest, { email: value.trim(), password: 'x'.repeat(6) })['email'];
}

/**
 * The Login form's rules (spec §5) are the tracker's `LoginRequest` schema over what a login
 * sends; the spec gives the messages. An empty object means the form may be submitted.
 */
export function validateLogin(values: { email: string; password: string }): LoginFieldErrors {
  const issues = schemaIssues(LoginRequest, loginRequestOf(values));
  const errors: LoginFieldErrors = {};
  if (issues['email']) errors.email = LOGIN_MESSAGES.email;
  if (issues['password']) errors.password = LOGIN_MESSAGES.password;
  return errors;
}
