import { createApiClient, type TokenStorage } from '@landing/api';
import { useActorRef } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { SessionProvider } from './SessionContext.tsx';
import { createSessionLogic, forwardClientEvents } from './sessionLogic.ts';

export type StorySessionProps = {
  /** Token storage of this story (a memory storage, so stories never share tokens). */
  storage: TokenStorage;
  onNavigate: (to: string) => void;
  children: ReactNode;
};

/**
 * The real session machine over a real API client, for stories: the network is answered by
 * the story's MSW handlers, only navigation is a spy.
 */
export function StorySession({ storage, onNavigate, children }: StorySessionProps) {
  const [client] = useState(() => createApiClient({ storage }));
  const [machine] = useState(() =>
    createSessionLogic(client, { navigate: (to) => onNavigate(to) }),
  );
  const session = useActorRef(machine, {
    input: { hasAccessToken: client.tokens.access() !== null },
  });

  useEffect(() => forwardClientEvents(client, session), [client, session]);

  return <SessionProvider session={session}>{children}</SessionProvider>;
}
