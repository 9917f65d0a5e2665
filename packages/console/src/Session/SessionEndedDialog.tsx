import { useSignInForm } from '@landing/drafts';
import { sessionSelectors } from '@landing/machines';
import { SignInDialog } from '@landing/ui';
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
  const form = useSignInForm({
    knownEmail: useSession(sessionSelectors.selectUserEmail),
    signIn: (request) => session.send({ type: 'session.login', ...request }),
  });
  return (
    <SignInDialog
      open
      {...form}
      error={useSession(sessionSelectors.selectLoginError)}
      busy={useSession(sessionSelectors.selectIsLoggingIn)}
      onLogOut={() => session.send({ type: 'session.logout' })}
    />
  );
}
