import type { FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { ErrorText } from '../ErrorText/ErrorText.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import * as styles from './SignInDialog.css.ts';

export const SIGN_IN_AGAIN_TITLE = 'Sign in again';
export const SIGN_IN_AGAIN_TEXT =
  'Your session has ended. Sign in to continue: nothing you typed is lost.';

export type SignInField = 'email' | 'password';

export type SignInDialogProps = {
  open: boolean;
  email: string;
  password: string;
  emailError?: string | null;
  passwordError?: string | null;
  /** The server's refusal ('Invalid email or password'). */
  error?: string | null;
  busy?: boolean;
  onChange: (field: SignInField, value: string) => void;
  onSubmit: () => void;
  /** Gives up the screen and goes to the cold-start Login page; no button without it. */
  onLogOut?: () => void;
};

/**
 * Signs the operator in again over the current screen, which stays mounted beneath with all it
 * holds. It cannot be dismissed: the calls that caught the end of the session wait for it.
 */
export function SignInDialog({
  open,
  email,
  password,
  emailError,
  passwordError,
  error,
  busy = false,
  onChange,
  onSubmit,
  onLogOut,
}: SignInDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open={open}
      title={SIGN_IN_AGAIN_TITLE}
      description={SIGN_IN_AGAIN_TEXT}
      size="sm"
      hideCloseButton
      dismissible={false}
    >
      <form
        className={styles.form}
        noValidate
        aria-label={SIGN_IN_AGAIN_TITLE}
        aria-busy={busy || undefined}
        onSubmit={submit}
      >
        <TextInput
          label="Login"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          error={emailError ?? undefined}
          onChange={(event) => onChange('email', event.target.value)}
        />
        <TextInput
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError ?? undefined}
          onChange={(event) => onChange('password', event.target.value)}
        />
        {error !== null && error !== undefined && <ErrorText>{error}</ErrorText>}
        <div className={styles.actions}>
          {onLogOut && (
            <Button variant="secondary" onClick={onLogOut} disabled={busy}>
              Log Out
            </Button>
          )}
          <Button type="submit" variant="primary" busy={busy}>
            Login
          </Button>
        </div>
      </form>
    </Modal>
  );
}
