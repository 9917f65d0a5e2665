import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionSnapshot, sessionMachine } from '@landing/machines';

/** The one running session actor of the app (created and started by the composition root). */
export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActorRef | null>(null);

export function SessionProvider({
  session,
  children,
}: {
  session: SessionActorRef;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session actor, to `send` events ('session.login', 'session.logout'). */
export function useSessionActor(): SessionActorRef {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSessionActor needs a <SessionProvider> above it.');
  return session;
}

/** One field of the session through a named selector, e.g. `useSession(selectUserName)`. */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActor(), selector);
}
