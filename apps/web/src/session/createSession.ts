import type { ApiClient } from '@landing/api';
import {
  sessionMachine,
  type LoginInput,
  type LoginOutput,
  type RefreshOutput,
  type SessionUser,
} from '@landing/machines';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';

export type SessionEffects = {
  /** Moves the app to a path; `cause` is the machine event that led there. */
  navigate: (to: string, cause: AnyEventObject) => void;
  /** Drops every cached response (router loader data) when the session ends. */
  clearCache: () => void;
};

/**
 * The one session of the app: the session machine with the API client's tracker calls as its
 * actors, the client's token store behind its token actions, and the client's events fed in.
 * Not started: the caller starts it once.
 */
export function createSession(client: ApiClient, effects: SessionEffects) {
  const machine = sessionMachine.provide({
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
        effects.clearCache();
      },
      navigate: ({ event }, { to }) => effects.navigate(to, event),
    },
  });

  const session = createActor(machine, {
    input: { hasAccessToken: client.tokens.access() !== null },
  });
  client.events.on('tokensRefreshed', () => session.send({ type: 'client.tokensRefreshed' }));
  client.events.on('logout', () => session.send({ type: 'client.logout' }));
  return session;
}

export type Session = ReturnType<typeof createSession>;
