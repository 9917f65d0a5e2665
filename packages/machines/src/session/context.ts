/** The signed-in user as the shell shows it; further fields are not used. */
export type SessionUser = {
  name?: string | null;
  email?: string | null;
};

export type SessionInput = {
  /** Whether token storage holds an access token when the app starts. */
  hasAccessToken: boolean;
};

/**
 * Why a session is ending: the operator's Log Out goes to a plain /login; a session that ends
 * by itself (a failed refresh, a user that cannot be loaded) keeps the page as `redirect`.
 */
export type SessionEnding = 'loggedOut' | 'expired';

export type SessionContext = {
  /** Whether the token store holds an access token (the session is its only writer). */
  hasAccessToken: boolean;
  user: SessionUser | null;
  /** Where a successful login goes (the page the visitor asked for, else '/'). */
  redirectTo: string;
  /** The Login screen's alert text. */
  loginError: string | null;
  /** Why the session last failed ('Failed to get user', 'Failed to refresh', or the server's text). */
  sessionError: string | null;
  /** Set when a logout starts; decides where the operator goes once it is done. */
  ending: SessionEnding;
};

export function initialSessionContext(input: SessionInput): SessionContext {
  return {
    hasAccessToken: input.hasAccessToken,
    user: null,
    redirectTo: '/',
    loginError: null,
    sessionError: null,
    ending: 'loggedOut',
  };
}
