import type { ApiClient } from '@landing/api';
import {
  sessionMachine,
  type LoginInput,
  type LoginOutput,
  type RefreshOutput,
  type SessionUser,
} from '@landing/machines';
import { fromPromise, type AnyEventObject } from 'xstate';

export type SessionEffects = {
  /** Moves the app to a path; `cause` is the machine event that led there. */
  navigate: (to: string, cause: AnyEventObject) => void;
  /** Drops every cached response when the session ends. */
  clearCache?: () => void;
};

/**
 * The session machine with the API client's tracker calls as its actors and the client's token
 * store behind its token actions. The web app and the stories wire it the same way.
 */
export function createSessionLogic(client: ApiClient, effects: SessionEffects) {
  return sessionMachine.provide({
    actors: {
      loadUser: fromPromise<SessionUser, void>(() => client.tracker.user()),
      // The client runs the refresh (joining one already running) and stores the new token.
      refreshToken: fromPromise<RefreshOutput, void>(async () => {
        await client.tracker.refresh();
        return { access_token: client.tokens.access() };
      }),
      login: fromPromise<LoginOutput, LoginInput>(({ input }) => client.tracker.login(input)),
      logout: fromPromise<unknown, void>(() => client.tracker.logout()),
    },
    actions: {
      storeTokens: (_, tokens) => client.tokens.set(tokens),
      clearSession: () => {
        client.tokens.clear();
        effects.clearCache?.();
      },
      navigate: ({ event }, { to }) => effects.navigate(to, event),
    },
  });
}

/** Feeds the client's token events into a running session; returns the unsubscribe. */
export function forwardClientEvents(
  client: ApiClient,
  session: { send: (event: { type: 'client.tokensRefreshed' | 'client.logout' }) => void },
) {
  const offRefreshed = client.events.on('tokensRefreshed', () =>
    session.send({ type: 'client.tokensRefreshed' }),
  );
  const offLogout = client.events.on('logout', () => session.send({ type: 'client.logout' }));
  return () => {
    offRefreshed();
    offLogout();
  };
}
