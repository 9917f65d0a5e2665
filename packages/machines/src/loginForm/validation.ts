import { loginRequestIssues, type LoginRequest } from '@landing/api';
import type { LoginFieldErrors, LoginValues } from './context.ts';

/** The spec's messages (§5); the rules behind them are the tracker's `LoginRequest` schema. */
export const LOGIN_MESSAGES = {
  email: 'Enter a valid email',
  password: 'Password must be at least 6 characters',
} as const;

/** What a login sends: the email trimmed, the password as typed. */
export const loginRequestOf = (values: LoginValues): LoginRequest => ({
  email: values.email.trim(),
  password: values.password,
});

/**
 * The Login form's rules: the tracker's `LoginRequest` schema over what a login sends, each
 * failed field mapped to the spec's message. An empty object means the form may be submitted.
 * Checked by `loginRequestIssues`, the schema's arktype-free twin: the login screen is the first
 * page and must not load the schema library.
 */
export function validateLogin(values: LoginValues): LoginFieldErrors {
  const issues = loginRequestIssues(loginRequestOf(values));
  const errors: LoginFieldErrors = {};
  if (issues['email']) errors.email = LOGIN_MESSAGES.email;
  if (issues['password']) errors.password = LOGIN_MESSAGES.password;
  return errors;
}

export const isLoginValid = (values: LoginValues): boolean =>
  Object.keys(validateLogin(values)).length === 0;
