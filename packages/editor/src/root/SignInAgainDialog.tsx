import type { ApiClient, LoginRequest } from '@landing/api';
import { useSignInForm } from '@landing/drafts';
import { errorMessage } from '@landing/machines';
import { SignInDialog } from '@landing/ui';
import { useEffect, useState } from 'react';
import { useFieldMessage, useMessages, useSignInWords } from '../messages/messages.tsx';
import { hostTokens } from './hostTokens.ts';

/** A sign-in asked for by the client: resolved true once signed in, false on Log Out. */
type Asked = (signedIn: boolean) => void;

/**
 * The standalone editor's default `onSessionEnded`: the 'Sign in again' dialog over the editor
 * (the console's own, from @landing/ui). It stores the new tokens where the editor's client
 * reads them (localStorage) and lets the client send its held calls again; 'Log Out' removes
 * them (`hostTokens`).
 */
export function SignInAgainDialog({ client }: { client: ApiClient }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  useEffect(
    () => client.onSessionEnded(() => new Promise<boolean>((resolve) => setAsked(() => resolve))),
    [client],
  );
  if (asked === null) return null;
  const answer = (signedIn: boolean) => {
    setAsked(null);
    asked(signedIn);
  };
  return <SignInAgain client={client} onDone={answer} />;
}

function SignInAgain({ client, onDone }: { client: ApiClient; onDone: Asked }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const text = useMessages();
  const words = useSignInWords();
  const signIn = (request: LoginRequest) => {
    setBusy(true);
    setRefusal(null);
    client.tracker.login(request).then(
      (tokens) =>
        onDone(
          hostTokens().signedIn({
            accessToken: tokens.access_token,
            refreshToken: tokens.refresh_token,
          }),
        ),
      (error: unknown) => {
        setBusy(false);
        setRefusal(errorMessage(error, text['signIn.failed']));
      },
    );
  };
  const form = useSignInForm({ signIn });
  const fieldMessage = useFieldMessage('signIn');
  return (
    <SignInDialog
      open
      {...form}
      emailError={fieldMessage(form.emailError)}
      passwordError={fieldMessage(form.passwordError)}
      words={words}
      error={refusal}
      busy={busy}
      onLogOut={() => onDone(hostTokens().loggedOut())}
    />
  );
}
