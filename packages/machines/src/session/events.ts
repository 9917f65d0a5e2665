import type { LoginRequest } from '@landing/api';
import type { StoreTokensParams } from './actors.ts';

/** A checked Login form (the login form machine sends only values its rules accept). */
export type SessionLoginEvent = LoginRequest & {
  type: 'session.login';
  /** The page the visitor asked for before being sent to /login. */
  redirectTo?: string;
};

export type SessionEvent =
  | SessionLoginEvent
  /** The operator clicked Log Out. */
  | { type: 'session.logout' }
  /** The API client refreshed after a 401 and reports the answered tokens; the session stores them. */
  | ({ type: 'client.tokensRefreshed' } & StoreTokensParams)
  /** The API client's refresh was refused: the session is over; the session clears the tokens. */
  | { type: 'client.logout' }
  /**
   * The session ended under a call the client holds: sign in again in place (a dialog over
   * the screen) and the client sends the held calls again.
   */
  | { type: 'client.sessionEnded' };

/**
 * Where the operator goes, as the machine states it; the host's router performs it. `to` is a
 * same-site path; with `keepRedirect` a move to /login keeps the current page as `redirect`.
 */
export type SessionNavigate = { type: 'navigate'; to: string; keepRedirect: boolean };

export type SessionEmitted = SessionNavigate;
