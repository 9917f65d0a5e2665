import type { ApiClient, TokenStore } from '@landing/api';
import {
  sessionMachine,
  type LoginInput,
  type LoginOutput,
  type RefreshOutput,
  type SessionEvent,
  type SessionUser,
} from '@landing/machines';
import { fromPromise } from 'xstate';

export type SessionEffects = {
  /**
   * The token store the session owns: the only writer of the tokens. The API client reads the
   * same store (`createApiClient({ tokens })`) and never writes it.
   */
  tokens: TokenStore;
  /** Drops every cached response when the session ends. */
  clearCache?: () => void;
};

/**
 * The session machine with the API client's tracker calls as its actors and the token store
 * behind its token actions. Where the operator goes is not an effect: the machine emits
 * `navigate` intents and the host's router performs them (`session.on('navigate', ...)`). The
 * web app and the stories wire it the same way.
 */
export function createSessionLogic(client: ApiClient, effects: SessionEffects) {
  return sessionMachine.provide({
    actors: {
      loadUser: fromPromise<SessionUser, void>(() => client.tracker.user()),
      // Joins a refresh the client is already running; answers the tokens, stores nothing.
      refreshToken: fromPromise<RefreshOutput, void>(() => client.tracker.refresh()),
      login: fromPromise<LoginOutput, LoginInput>(({ input }) => client.tracker.login(input)),
      logout: fromPromise<unknown, void>(() => client.tracker.logout()),
    },
    actions: {
      storeTokens: (_, tokens) => effects.tokens.set(tokens),
      clearSession: () => {
        effects.tokens.clear();
        effects.clearCache?.();
      },
    },
  });
}

type ClientReport = Extract<SessionEvent, { type: 'client.tokensRefreshed' | 'client.logout' }>;

/** Feeds the client's reports (refreshed tokens, the end of the session) into a running session. */
export function forwardClientEvents(
  client: ApiClient,
  session: { send: (event: ClientReport) => void },
) {
  const offRefreshed = client.events.on('tokensRefreshed', (tokens) =>
    session.send({ type: 'client.tokensRefreshed', ...tokens }),
  );
  const offLogout = client.events.on('logout', () => session.send({ type: 'client.logout' }));
  return () => {
    offRefreshed();
    offLogout();
  };
}
