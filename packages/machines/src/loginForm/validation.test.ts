import { LoginRequest } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, loginRequestOf, validateLogin } from './validation.ts';

const emails = [
  'operator@example.com',
  '  operator@example.com  ',
  'a@b.co',
  'operator',
  'operator@',
  '@example.com',
  'op erator@example.com',
  '',
  '   ',
];
const passwords = ['secret', 'secret123', '12345', '', '      '];

describe('the login form’s rules are the tracker’s LoginRequest schema', () => {
  const cases = emails.flatMap((email) => passwords.map((password) => ({ email, password })));
  it.each(cases)('"$email" / "$password": the form and the schema agree', (values) => {
    const formAccepts = Object.keys(validateLogin(values)).length === 0;
    expect(formAccepts).toBe(LoginRequest.allows(loginRequestOf(values)));
  });

  it('shows the spec’s message per field', () => {
    expect(validateLogin({ email: 'operator', password: '123' })).toEqual({
      email: LOGIN_MESSAGES.email,
      password: LOGIN_MESSAGES.password,
    });
    expect(validateLogin({ email: ' operator@example.com ', password: 'secret' })).toEqual({});
  });
});
