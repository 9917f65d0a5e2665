export type SessionLoginEvent = {
  type: 'session.login';
  email: string;
  password: string;
  /** The page the visitor asked for before being sent to /login. */
  redirectTo?: string;
};

export type SessionEvent =
  | SessionLoginEvent
  /** The operator clicked Log Out. */
  | { type: 'session.logout' }
  /** The API client refreshed the access token after a 401 (it already stored it). */
  | { type: 'client.tokensRefreshed' }
  /** The API client's refresh failed; it already cleared both tokens. */
  | { type: 'client.logout' };
