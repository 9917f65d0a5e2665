import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './machine.ts';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Whether the token store holds an access token (the routes' guard reads this). */
export const selectHasAccessToken = (snapshot: SessionSnapshot) => snapshot.context.hasAccessToken;
export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectUserName = (snapshot: SessionSnapshot) => snapshot.context.user?.name ?? null;
export const selectUserEmail = (snapshot: SessionSnapshot) => snapshot.context.user?.email ?? null;
/** The user card's loading text shows while this is true. */
export const selectIsUserLoading = (snapshot: SessionSnapshot) => snapshot.hasTag('loading');
export const selectIsAuthenticated = (snapshot: SessionSnapshot) =>
  snapshot.hasTag('authenticated');
export const selectIsSignedOut = (snapshot: SessionSnapshot) => snapshot.matches('signedOut');
export const selectIsLoggingIn = (snapshot: SessionSnapshot) =>
  snapshot.matches({ signedOut: 'submitting' }) ||
  snapshot.matches({ authenticated: { signingInAgain: 'submitting' } });
/** The session ended under a call: the sign-in dialog is over the screen, nothing is left. */
export const selectIsSigningInAgain = (snapshot: SessionSnapshot) =>
  snapshot.matches({ authenticated: 'signingInAgain' });
export const selectIsLoggingOut = (snapshot: SessionSnapshot) => snapshot.matches('loggingOut');
/** The Login screen's alert: the server's message or error field, else 'Login failed'. */
export const selectLoginError = (snapshot: SessionSnapshot) => snapshot.context.loginError;
export const selectSessionError = (snapshot: SessionSnapshot) => snapshot.context.sessionError;
