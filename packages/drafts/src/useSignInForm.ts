import type { LoginRequest } from '@landing/api';
import { loginFormMachine, loginFormSelectors } from '@landing/machines';
import type { SignInDialogProps } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';

/** What `SignInDialog` takes from its login form. */
export type SignInFormProps = Pick<
  SignInDialogProps,
  'email' | 'password' | 'emailError' | 'passwordError' | 'onChange' | 'onSubmit'
>;

/**
 * The 'Sign in again' dialog's form: the login form machine (its rules and messages), started
 * with the email the session knew, if any; a valid submit calls `signIn`. The console's
 * session and the standalone editor each decide what a sign-in does.
 */
export function useSignInForm({
  knownEmail,
  signIn,
}: {
  knownEmail?: string | null;
  signIn: (request: LoginRequest) => void;
}): SignInFormProps {
  const form = useActorRef(
    loginFormMachine.provide({ actions: { signIn: (_, request) => signIn(request) } }),
  );
  useEffect(() => {
    if (knownEmail) form.send({ type: 'loginForm.change', field: 'email', value: knownEmail });
    // Only the email known when the dialog opened: the operator may type another.
  }, [form]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    email: useSelector(form, loginFormSelectors.selectEmail),
    password: useSelector(form, loginFormSelectors.selectPassword),
    emailError: useSelector(form, loginFormSelectors.selectEmailError),
    passwordError: useSelector(form, loginFormSelectors.selectPasswordError),
    onChange: (field, value) => form.send({ type: 'loginForm.change', field, value }),
    onSubmit: () => form.send({ type: 'loginForm.submit' }),
  };
}
