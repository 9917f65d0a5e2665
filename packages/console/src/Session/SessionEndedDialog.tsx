import { loginFormMachine, loginFormSelectors, sessionSelectors } from '@landing/machines';
import { SignInDialog } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSession, useSessionActor } from './SessionContext.tsx';

/**
 * The sign-in dialog over whatever screen the session ended under: the screen stays mounted
 * with what was typed, and the calls the client holds are sent again once signed in.
 */
export function SessionEndedDialog() {
  const isSigningInAgain = useSession(sessionSelectors.selectIsSigningInAgain);
  return isSigningInAgain ? <SignInAgain /> : null;
}

function SignInAgain() {
  const session = useSessionActor();
  const isLoggingIn = useSession(sessionSelectors.selectIsLoggingIn);
  const loginError = useSession(sessionSelectors.selectLoginError);
  const knownEmail = useSession(sessionSelectors.selectUserEmail);
  const form = useActorRef(
    loginFormMachine.provide({
      actions: { signIn: (_, request) => session.send({ type: 'session.login', ...request }) },
    }),
  );
  useEffect(() => {
    if (knownEmail) form.send({ type: 'loginForm.change', field: 'email', value: knownEmail });
    // Only the email the session knew when it ended: the operator may type another.
  }, [form]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <SignInDialog
      open
      email={useSelector(form, loginFormSelectors.selectEmail)}
      password={useSelector(form, loginFormSelectors.selectPassword)}
      emailError={useSelector(form, loginFormSelectors.selectEmailError)}
      passwordError={useSelector(form, loginFormSelectors.selectPasswordError)}
      error={loginError}
      busy={isLoggingIn}
      onChange={(field, value) => form.send({ type: 'loginForm.change', field, value })}
      onSubmit={() => form.send({ type: 'loginForm.submit' })}
      onLogOut={() => session.send({ type: 'session.logout' })}
    />
  );
}
