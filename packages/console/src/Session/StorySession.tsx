import { createApiClient, type TokenStorage } from '@landing/api';
import { useActorRef } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { SessionProvider } from './SessionContext.tsx';
import {
  sessionMachine,
  type LoginInput,
  type LoginOutput,
  type RefreshOutput,
  type SessionUser,
} from '@landing/machines';

export type StorySessionProps = {
  /** Token storage of this story (a memory storage, so stories never share tokens). */
  storage: TokenStorage;
  onNavigate: (to: string) => void;
  children: ReactNode;
};

/**
 * The real session machine over a real API client, for stories: the network is answered by
 * the story's MSW handlers, only navigation is a spy. The web app's composition root wires the
 * same effects to the router.
 */
export function StorySession({ storage, onNavigate, children }: StorySessionProps) {
  const [client] = useState(() => createApiClient({ storage }));
  const [machine] = useState(() =>
    sessionMachine.provide({
      actors: {
        loadUser: fromPromise<SessionUser, void>(() => client.tracker.user()),
        refreshToken: fromPromise<RefreshOutput, void>(async () => {
          await client.tracker.refresh();
          return { access_token: client.tokens.access() };
        }),
        login: fromPromise<LoginOutput, LoginInput>(({ input }) => client.tracker.login(input)),
        logout: fromPromise<unknown, void>(() => client.tracker.logout()),
      },
      actions: {
        storeTokens: (_, tokens) => client.tokens.set(tokens),
        clearSession: () => client.tokens.clear(),
        navigate: (_, { to }) => onNavigate(to),
      },
    }),
  );
  const session = useActorRef(machine, {
    input: { hasAccessToken: client.tokens.access() !== null },
  });

  useEffect(() => {
    const offRefreshed = client.events.on('tokensRefreshed', () =>
      session.send({ type: 'client.tokensRefreshed' }),
    );
    const offLogout = client.events.on('logout', () => session.send({ type: 'client.logout' }));
    return () => {
      offRefreshed();
      offLogout();
    };
  }, [client, session]);

  return <SessionProvider session={session}>{children}</SessionProvider>;
}
