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

/** The dialog's words: a host (the editor) may give its own. */
export type SignInDialogWords = {
  title: string;
  description: string;
  /** The email field's label. */
  email: string;
  password: string;
  logOut: string;
  submit: string;
};

export const defaultSignInDialogWords: SignInDialogWords = {
  title: SIGN_IN_AGAIN_TITLE,
  description: SIGN_IN_AGAIN_TEXT,
  email: 'Login',
  password: 'Password',
  logOut: 'Log Out',
  submit: 'Login',
};

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
  /** The dialog's own words, where they differ from `defaultSignInDialogWords`. */
  words?: Partial<SignInDialogWords> | undefined;
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
  words: own,
}: SignInDialogProps) {
  const words = { ...defaultSignInDialogWords, ...own };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open={open}
      title={words.title}
      description={words.description}
      size="sm"
      hideCloseButton
      dismissible={false}
    >
      <form
        className={styles.form}
        noValidate
        aria-label={words.title}
        aria-busy={busy || undefined}
        onSubmit={submit}
      >
        <TextInput
          label={words.email}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          error={emailError ?? undefined}
          onChange={(event) => onChange('email', event.target.value)}
        />
        <TextInput
          label={words.password}
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
              {words.logOut}
            </Button>
          )}
          <Button type="submit" variant="primary" busy={busy}>
            {words.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
