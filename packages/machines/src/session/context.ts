/** The signed-in user as the shell shows it; further fields are not used. */
export type SessionUser = {
  name?: string | null;
  email?: string | null;
};

export type LoginFieldErrors = {
  email?: string;
  password?: string;
};

export type SessionInput = {
  /** Whether token storage holds an access token when the app starts. */
  hasAccessToken: boolean;
};

export type SessionContext = {
  hasAccessToken: boolean;
  user: SessionUser | null;
  /** Where a successful login goes (the page the visitor asked for, else '/'). */
  redirectTo: string;
  /** The Login screen's alert text. */
  loginError: string | null;
  /** Per-field messages of the Login form, set when a submit is refused. */
  loginFieldErrors: LoginFieldErrors;
  /** Why the session last failed ('Failed to get user', 'Failed to refresh', or the server's text). */
  sessionError: string | null;
};

export function initialSessionContext(input: SessionInput): SessionContext {
  return {
    hasAccessToken: input.hasAccessToken,
    user: null,
    redirectTo: '/',
    loginError: null,
    loginFieldErrors: {},
    sessionError: null,
  };
}
