import { loginFormMachine, loginFormSelectors, sessionSelectors } from '@landing/machines';
import { Button, ErrorText, TextInput } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useSession, useSessionActor } from '../Session/SessionContext.tsx';
import * as styles from './Login.css.ts';

/** What 'Restore Access' tells the operator: accounts are managed by an administrator. */
export const RESTORE_ACCESS_MESSAGE =
  'To restore access, contact your administrator: they will reset your password.';

export type LoginProps = {
  /** The page the visitor asked for before being sent here; a login goes there, else '/'. */
  redirectTo?: string;
  /** Shows the Restore Access message; the browser's alert unless the host shows its own. */
  onRestoreAccess?: (message: string) => void;
};

const browserAlert = (message: string) => window.alert(message);

export function Login({ redirectTo, onRestoreAccess = browserAlert }: LoginProps) {
  const session = useSessionActor();
  const isLoggingIn = useSession(sessionSelectors.selectIsLoggingIn);
  const loginError = useSession(sessionSelectors.selectLoginError);
  // The fields and their rules live in the form machine; a checked submit signs in.
  const form = useActorRef(
    loginFormMachine.provide({
      actions: {
        signIn: (_, request) =>
          session.send({
            type: 'session.login',
            ...request,
            ...(redirectTo === undefined ? {} : { redirectTo }),
          }),
      },
    }),
  );
  const email = useSelector(form, loginFormSelectors.selectEmail);
  const password = useSelector(form, loginFormSelectors.selectPassword);
  const emailError = useSelector(form, loginFormSelectors.selectEmailError);
  const passwordError = useSelector(form, loginFormSelectors.selectPasswordError);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: 'loginForm.submit' });
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Login</h1>
        <form
          className={styles.form}
          noValidate
          aria-label="Login"
          data-state={isLoggingIn ? 'submitting' : 'idle'}
          aria-busy={isLoggingIn || undefined}
          onSubmit={submit}
        >
          <TextInput
            label="Login"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            error={emailError}
            onChange={(event) =>
              form.send({ type: 'loginForm.change', field: 'email', value: event.target.value })
            }
          />
          <TextInput
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(event) =>
              form.send({ type: 'loginForm.change', field: 'password', value: event.target.value })
            }
          />
          {loginError !== null && <ErrorText className={styles.failure}>{loginError}</ErrorText>}
          <Button type="submit" variant="primary" busy={isLoggingIn}>
            Login
          </Button>
        </form>
        <section className={styles.forgot} aria-labelledby="forget-password-title">
          <h2 id="forget-password-title" className={styles.forgotTitle}>
            Forget Password
          </h2>
          <Button variant="ghost" onClick={() => onRestoreAccess(RESTORE_ACCESS_MESSAGE)}>
            Restore Access
          </Button>
        </section>
      </div>
    </main>
  );
}
