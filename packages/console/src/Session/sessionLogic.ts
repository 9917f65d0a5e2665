import type { ApiClient, TokenStore } from '@landing/api';
import {
  sessionMachine,
  sessionSelectors,
  type LoginInput,
  type LoginOutput,
  type RefreshOutput,
  type SessionUser,
} from '@landing/machines';
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';

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

type RunningSession = ActorRefFrom<typeof sessionMachine>;

/**
 * Feeds the client's reports (refreshed tokens, the end of the session) into a running session,
 * and lets the session sign the operator in again when it ends under a call.
 */
export function forwardClientEvents(client: ApiClient, session: RunningSession) {
  const offRefreshed = client.events.on('tokensRefreshed', (tokens) =>
    session.send({ type: 'client.tokensRefreshed', ...tokens }),
  );
  const offLogout = client.events.on('logout', () => session.send({ type: 'client.logout' }));
  const offEnded = client.onSessionEnded(() => signInAgainThrough(session));
  return () => {
    offRefreshed();
    offLogout();
    offEnded();
  };
}

/**
 * Opens the session's sign-in dialog and resolves once it closes: true when the operator signed
 * in again (the client sends the held calls again), false after a Log Out or when the session
 * was not signed in (a cold start still goes to /login).
 */
async function signInAgainThrough(session: RunningSession): Promise<boolean> {
  session.send({ type: 'client.sessionEnded' });
  if (!sessionSelectors.selectIsSigningInAgain(session.getSnapshot())) return false;
  const settled = await waitFor(
    session,
    (snapshot) => !sessionSelectors.selectIsSigningInAgain(snapshot),
  );
  return sessionSelectors.selectIsAuthenticated(settled);
}
