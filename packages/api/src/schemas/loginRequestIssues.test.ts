import { describe, expect, it } from 'vitest';
import { LoginRequest } from './auth.ts';
import { schemaIssues } from './issues.ts';
import { loginRequestIssues } from './loginRequestIssues.ts';

const emails = [
  'operator@example.com',
  'first.last+tag@sub.example.co',
  'a_b%c-d@x-y.io',
  '',
  'operator',
  'operator@',
  '@example.com',
  'operator@example',
  'operator@example.c',
  'operator@@example.com',
  'oper ator@example.com',
  ' operator@example.com',
  'operator@exa_mple.com',
  'operator@example.com.',
  'opérateur@example.com',
  'operator@example.123',
];
const passwords = ['', 'x', '12345', '123456', 'a long passphrase', '      '];

describe('loginRequestIssues', () => {
  it.each(emails.flatMap((email) => passwords.map((password) => ({ email, password }))))(
    'agrees with the LoginRequest schema on %j',
    (value) => {
      expect(loginRequestIssues(value)).toEqual(schemaIssues(LoginRequest, value));
    },
  );

  it('names each failed field by the rule that failed', () => {
    expect(loginRequestIssues({ email: 'nope', password: '123' })).toEqual({
      email: 'pattern',
      password: 'minLength',
    });
    expect(loginRequestIssues({ email: 'op@example.com', password: '123456' })).toEqual({});
  });
});
