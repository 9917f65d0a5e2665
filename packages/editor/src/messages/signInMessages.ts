import { defaultSignInDialogWords } from '@landing/ui';
import type { EditorMessages, SignInMessageKey } from '../package/contract.ts';

/** The standalone editor's 'Sign in again' dialog: `@landing/ui`'s words (the console's too). */
export const signInMessages = {
  'signIn.title': defaultSignInDialogWords.title,
  'signIn.description': defaultSignInDialogWords.description,
  'signIn.email': defaultSignInDialogWords.email,
  'signIn.password': defaultSignInDialogWords.password,
  'signIn.logOut': defaultSignInDialogWords.logOut,
  'signIn.submit': defaultSignInDialogWords.submit,
  'signIn.failed': 'Login failed',
} satisfies Pick<EditorMessages, SignInMessageKey>;
