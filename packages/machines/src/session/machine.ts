import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { errorMessage } from '../shared/serverMessage.ts';
import { notProvidedAction } from '../shared/notProvided.ts';
import {
  sessionActors,
  type LoginOutput,
  type NavigateParams,
  type RefreshOutput,
  type StoreTokensParams,
} from './actors.ts';
import { initialSessionContext, type SessionContext, type SessionInput } from './context.ts';
import type { SessionEvent } from './events.ts';
import {
  hasAccessToken,
  hasBothTokens,
  isLoginFormValid,
  safeRedirect,
  tokensFromRefresh,
} from './guards.ts';
import { loginRequestOf, validateLogin } from './validation.ts';

export type SessionTag = 'loading' | 'busy' | 'authenticated';

export const LOGIN_PATH = '/login';

/**
 * Log out from every signed-in state (loading the user, refreshing, authenticated). Written per
 * state rather than at the root: loggingOut and signedOut must not take these events, and a
 * parent state would change the snapshot values callers match on.
 */
const whileSignedIn = {
  'session.logout': { target: 'loggingOut' },
  'client.logout': { target: 'signedOut', actions: 'endSessionLocally' },
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: sessionActors,
  actions: {
    /** Writes `accessToken` (and `refreshToken` when given) to token storage. */
    storeTokens: notProvidedAction<StoreTokensParams>('storeTokens'),
    /** Removes both tokens from storage and drops every cached API response. */
    clearSession: notProvidedAction('clearSession'),
    /** Moves the app to a path ('/login', the page asked for, '/'). */
    navigate: notProvidedAction<NavigateParams>('navigate'),
    forgetUser: assign({ user: null, hasAccessToken: false }),
    /** Log out's local half: both tokens, the user and the cache go, then /login. */
    endSessionLocally: enqueueActions(({ enqueue }) => {
      enqueue('clearSession');
      enqueue('forgetUser');
      enqueue({ type: 'navigate', params: { to: LOGIN_PATH } });
    }),
  },
  guards: {
    hasStoredAccessToken: ({ context }) => context.hasAccessToken,
    isLoginFormValid: ({ event }) => event.type === 'session.login' && isLoginFormValid(event),
    answeredBothTokens: (_, output: LoginOutput) => hasBothTokens(output),
    answeredAccessToken: (_, output: RefreshOutput) => hasAccessToken(output),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => initialSessionContext(input),
  initial: 'checkingToken',
  states: {
    checkingToken: {
      description: 'Start-up: a stored access token leads to loading the user, none to /login.',
      always: [
        { guard: 'hasStoredAccessToken', target: 'loadingUser' },
        { target: 'signedOut', actions: { type: 'navigate', params: { to: LOGIN_PATH } } },
      ],
    },
    loadingUser: {
      description: 'Loads the signed-in user with the stored access token.',
      tags: 'loading',
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: {
          target: 'authenticated',
          actions: assign({ user: ({ event }) => event.output, sessionError: null }),
        },
        onError: {
          target: 'refreshingToken',
          actions: assign({
            sessionError: ({ event }) => errorMessage(event.error, 'Failed to get user'),
          }),
        },
      },
      on: whileSignedIn,
    },
    refreshingToken: {
      description: 'Loading the user failed: refreshes the access token once before retrying.',
      tags: 'loading',
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: [
          {
            guard: { type: 'answeredAccessToken', params: ({ event }) => event.output },
            target: 'retryingUser',
            actions: {
              type: 'storeTokens',
              params: ({ event }) => tokensFromRefresh(event.output),
            },
          },
          { target: 'loggingOut', actions: assign({ sessionError: 'Failed to refresh' }) },
        ],
        onError: {
          target: 'loggingOut',
          actions: assign({
            sessionError: ({ event }) => errorMessage(event.error, 'Failed to refresh'),
          }),
        },
      },
      on: whileSignedIn,
    },
    retryingUser: {
      description: 'Loads the user again with the refreshed token; a second failure logs out.',
      tags: 'loading',
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: {
          target: 'authenticated',
          actions: assign({ user: ({ event }) => event.output, sessionError: null }),
        },
        onError: {
          target: 'loggingOut',
          actions: assign({
            sessionError: ({ event }) => errorMessage(event.error, 'Failed to get user'),
          }),
        },
      },
      on: whileSignedIn,
    },
    authenticated: {
      description: 'Signed in with a known user; the console is usable.',
      tags: 'authenticated',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing in flight.',
          on: { 'client.tokensRefreshed': { target: 'reloadingUser' } },
        },
        reloadingUser: {
          description:
            'The client renewed the access token: reloads the user quietly, keeping the shown one.',
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            onDone: {
              target: 'idle',
              actions: assign({ user: ({ event }) => event.output }),
            },
            // A real expiry reaches us as `client.logout` from the client, not as this failure.
            onError: { target: 'idle' },
          },
        },
      },
      on: whileSignedIn,
    },
    loggingOut: {
      description: 'Tells the tracker to end the session; the answer does not matter.',
      tags: 'busy',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: 'endSessionLocally' },
        onError: { target: 'signedOut', actions: 'endSessionLocally' },
      },
    },
    signedOut: {
      description: 'No session: the Login screen is shown.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The Login form waits for a submit.',
          on: {
            'session.login': [
              {
                guard: 'isLoginFormValid',
                target: 'submitting',
                actions: assign({
                  redirectTo: ({ event }) => safeRedirect(event.redirectTo),
                  loginError: null,
                  loginFieldErrors: {},
                }),
              },
              {
                actions: assign({
                  loginFieldErrors: ({ event }) => validateLogin(event),
                }),
              },
            ],
          },
        },
        submitting: {
          description: 'Signing in with the tracker; the Login button is busy.',
          tags: 'busy',
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'session.login');
              return loginRequestOf(event);
            },
            onDone: [
              {
                guard: { type: 'answeredBothTokens', params: ({ event }) => event.output },
                target: '#session.loadingUser',
                actions: [
                  {
                    type: 'storeTokens',
                    params: ({ event }) => ({
                      accessToken: event.output.access_token ?? '',
                      refreshToken: event.output.refresh_token ?? '',
                    }),
                  },
                  assign({ hasAccessToken: true, sessionError: null }),
                  { type: 'navigate', params: ({ context }) => ({ to: context.redirectTo }) },
                ],
              },
              { target: 'idle', actions: assign({ loginError: 'Failed to login' }) },
            ],
            onError: {
              target: 'idle',
              actions: assign({
                loginError: ({ event }) => errorMessage(event.error, 'Login failed'),
              }),
            },
          },
        },
      },
    },
  },
});
