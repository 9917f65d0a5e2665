import { createApiClient, createTokenStore, type ApiClient, type TokenStorage } from '@landing/api';
import { useActorRef } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { SessionProvider } from './SessionContext.tsx';
import { createSessionLogic, forwardClientEvents } from './sessionLogic.ts';

export type StorySessionProps = {
  /** Token storage of this story (a memory storage, so stories never share tokens). */
  storage: TokenStorage;
  /** Receives every `navigate` intent the session emits (what the router would perform). */
  onNavigate: (to: string, keepRedirect: boolean) => void;
  /** The story's client when its screen calls the server too; default one of its own. */
  client?: ApiClient;
  children: ReactNode;
};

/**
 * The real session machine over a real API client, for stories, wired as the web app wires it:
 * the network is answered by the story's MSW handlers, only navigation is a spy.
 */
export function StorySession({ storage, onNavigate, client: given, children }: StorySessionProps) {
  const [tokens] = useState(() => createTokenStore(storage));
  const [client] = useState(() => given ?? createApiClient({ tokens }));
  const [machine] = useState(() => createSessionLogic(client, { tokens }));
  const session = useActorRef(machine, {
    input: { hasAccessToken: tokens.access() !== null },
  });

  useEffect(() => forwardClientEvents(client, session), [client, session]);
  useEffect(() => {
    const subscription = session.on('navigate', ({ to, keepRedirect }) =>
      onNavigate(to, keepRedirect),
    );
    return () => subscription.unsubscribe();
  }, [session, onNavigate]);

  return <SessionProvider session={session}>{children}</SessionProvider>;
}
