import type { LoginFieldErrors } from './context.ts';

export const PASSWORD_MIN_LENGTH = 6;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The Login form's rules (spec §5); an empty object means the form may be submitted. */
export function validateLogin(values: { email: string; password: string }): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!isValidEmail(values.email)) errors.email = 'Enter a valid email';
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = 'Password must be at least 6 characters';
  }
  return errors;
}
