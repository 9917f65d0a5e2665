import { LoginRequest } from '@landing/api';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { SignInParams } from './actors.ts';
import type { LoginField } from './context.ts';
import { loginFormMachine } from './machine.ts';
import * as select from './selectors.ts';
import { LOGIN_MESSAGES } from './validation.ts';

function startForm() {
  const signIns: SignInParams[] = [];
  const actor = createActor(
    loginFormMachine.provide({ actions: { signIn: (_, request) => signIns.push(request) } }),
  ).start();
  const type = (field: LoginField, value: string) =>
    actor.send({ type: 'loginForm.change', field, value });
  const submit = () => actor.send({ type: 'loginForm.submit' });
  return { actor, signIns, type, submit };
}

describe('login form machine', () => {
  it('shows no message while the operator types before the first submit', () => {
    const { actor, type } = startForm();
    type('email', 'ada@');
    type('password', '1');
    expect(select.selectEmail(actor.getSnapshot())).toBe('ada@');
    expect(select.selectPassword(actor.getSnapshot())).toBe('1');
    expect(select.selectEmailError(actor.getSnapshot())).toBeNull();
    expect(select.selectPasswordError(actor.getSnapshot())).toBeNull();
  });

  it('refuses an invalid submit with the spec’s messages, keeps the values and signs nobody in', () => {
    const { actor, signIns, type, submit } = startForm();
    type('email', 'operator@example');
    type('password', '12345');
    submit();
    const snapshot = actor.getSnapshot();
    expect(select.selectEmailError(snapshot)).toBe(LOGIN_MESSAGES.email);
    expect(select.selectPasswordError(snapshot)).toBe(LOGIN_MESSAGES.password);
    expect(select.selectEmail(snapshot)).toBe('operator@example');
    expect(signIns).toEqual([]);
  });

  it('after a refused submit, each message goes as soon as its field is right', () => {
    const { actor, type, submit } = startForm();
    submit();
    type('email', 'ada@example.com');
    expect(select.selectEmailError(actor.getSnapshot())).toBeNull();
    expect(select.selectPasswordError(actor.getSnapshot())).toBe(LOGIN_MESSAGES.password);
    type('password', 'secret1');
    expect(select.selectPasswordError(actor.getSnapshot())).toBeNull();
  });

  it('hands on a valid submit once, as the tracker’s LoginRequest (email trimmed)', () => {
    const { signIns, type, submit } = startForm();
    type('email', '  ada@example.com ');
    type('password', ' secret ');
    submit();
    expect(signIns).toEqual([{ email: 'ada@example.com', password: ' secret ' }]);
    expect(signIns.every((request) => LoginRequest.allows(request))).toBe(true);
  });

  it('signs in from the correcting state too, and clears the messages', () => {
    const { actor, signIns, type, submit } = startForm();
    submit();
    type('email', 'ada@example.com');
    type('password', 'secret1');
    submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(signIns).toHaveLength(1);
    type('email', 'x');
    expect(select.selectEmailError(actor.getSnapshot())).toBeNull();
  });

  it('fails loudly when signIn was not provided', () => {
    const actor = createActor(loginFormMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'loginForm.change', field: 'email', value: 'ada@example.com' });
    actor.send({ type: 'loginForm.change', field: 'password', value: 'secret1' });
    actor.send({ type: 'loginForm.submit' });
    expect(String(errors[0])).toContain('signIn must be provided');
  });
});
