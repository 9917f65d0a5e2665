import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import { errorMessage } from '../shared/serverMessage.ts';
import { notProvidedAction } from '../shared/notProvided.ts';
import { sessionActors, type StoreTokensParams } from './actors.ts';
import {
  initialSessionContext,
  type SessionContext,
  type SessionEnding,
  type SessionInput,
} from './context.ts';
import type { SessionEmitted, SessionEvent } from './events.ts';
import { isLoginRequest, loginRequestOf, safeRedirect, tokensFromRefresh } from './guards.ts';

export type SessionTag = 'loading' | 'busy' | 'authenticated';

export const LOGIN_PATH = '/login';

/**
 * Log out from every signed-in state (loading the user, refreshing, authenticated). Written per
 * state rather than at the root: loggingOut and signedOut must not take these events, and a
 * parent state would change the snapshot values callers match on.
 */
const whileSignedIn = {
  'session.logout': {
    description:
      "Log Out. Ends the session even if the server call fails: clearSession, user cleared, navigate({ to: '/login', keepRedirect: false }).",
    target: 'loggingOut',
    actions: 'endByLogOut',
  },
  'client.logout': {
    description:
      "The API client's refresh was refused. Ends the session locally without calling the server and keeps the page: navigate({ to: '/login', keepRedirect: true }).",
    target: 'signedOut',
    actions: ['endByExpiry', 'endSessionLocally'],
  },
} as const;

/** The client refreshed after a 401: the session stores what it answered. */
const storeReportedTokens = {
  type: 'storeTokens',
  params: ({ event }: { event: SessionEvent }) => {
    assertEvent(event, 'client.tokensRefreshed');
    return event.refreshToken === undefined
      ? { accessToken: event.accessToken }
      : { accessToken: event.accessToken, refreshToken: event.refreshToken };
  },
} as const;

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: sessionActors,
  actions: {
    /** Writes `accessToken` (and `refreshToken` when given) to the token store. */
    storeTokens: notProvidedAction<StoreTokensParams>('storeTokens'),
    /** Removes both tokens from the store and drops every cached API response. */
    clearSession: notProvidedAction('clearSession'),
    /** Signed in from the Login page: the session starts, and the page asked for opens. */
    startSignedIn: enqueueActions(({ enqueue, context }) => {
      enqueue.assign({ hasAccessToken: true, sessionError: null });
      enqueue.emit({ type: 'navigate', to: context.redirectTo, keepRedirect: false } as const);
    }),
    /** Signed in again in the dialog: the session goes on where it ended, nobody navigates. */
    resumeSignedIn: assign({ sessionError: null }),
    endByLogOut: assign({ ending: 'loggedOut' as SessionEnding }),
    endByExpiry: assign({ ending: 'expired' as SessionEnding }),
    forgetUser: assign({ user: null, hasAccessToken: false }),
    /**
     * The local half of every ending: both tokens, the user and the cache go, then /login. A
     * Log Out goes to a plain /login; a session that ended by itself keeps the page.
     */
    endSessionLocally: enqueueActions(({ enqueue, context }) => {
      enqueue('clearSession');
      enqueue('forgetUser');
      enqueue(
        emit({
          type: 'navigate',
          to: LOGIN_PATH,
          keepRedirect: context.ending === 'expired',
        } as const),
      );
    }),
  },
  guards: {
    hasStoredAccessToken: ({ context }) => context.hasAccessToken,
    isLoginRequest: ({ event }) => event.type === 'session.login' && isLoginRequest(event),
  },
});

/**
 * Signing in with the tracker (the Login page's, or the dialog over a screen whose session
 * ended): the tokens it answers are stored and `signedIn` follows, after `then`; a refusal goes
 * back to `refused` with the tracker's message.
 */
const signingIn = ({
  description,
  signedIn,
  refused,
  then,
}: {
  description: string;
  signedIn: string;
  refused: string;
  then: 'startSignedIn' | 'resumeSignedIn';
}) =>
  sessionSetup.createStateConfig({
    description,
    tags: 'busy',
    invoke: {
      id: 'login',
      src: 'login',
      input: ({ event }) => {
        assertEvent(event, 'session.login');
        return loginRequestOf(event);
      },
      onDone: {
        target: signedIn,
        actions: [
          {
            type: 'storeTokens',
            params: ({ event }) => ({
              accessToken: event.output.access_token,
              refreshToken: event.output.refresh_token,
            }),
          },
          then,
        ],
      },
      onError: {
        target: refused,
        actions: assign({
          loginError: ({ event }) => errorMessage(event.error, 'Login failed'),
        }),
      },
    },
  });

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => initialSessionContext(input),
  initial: 'checkingToken',
  states: {
    checkingToken: {
      // No navigation from here: the routes send a visitor of a console page to /login with
      // the page as `redirect`, while /login and unknown paths (the 404 screen) stay.
      description: 'Start-up: a stored access token leads to loading the user, none to signedOut.',
      always: [{ guard: 'hasStoredAccessToken', target: 'loadingUser' }, { target: 'signedOut' }],
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
      on: {
        ...whileSignedIn,
        'client.tokensRefreshed': {
          description:
            '{ accessToken, refreshToken? }: the API client refreshed after a 401. The tokens are stored with storeTokens (in every signed-in state) and the user reloads quietly; it never starts another refresh.',
          actions: storeReportedTokens,
        },
      },
    },
    refreshingToken: {
      // The refresh below joins the client's one refresh, so the client's report of it
      // (`client.tokensRefreshed`) carries the same tokens: they are stored once, from the answer.
      description: 'Loading the user failed: refreshes the access token once before retrying.',
      tags: 'loading',
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: {
          target: 'retryingUser',
          actions: {
            type: 'storeTokens',
            params: ({ event }) => tokensFromRefresh(event.output),
          },
        },
        onError: {
          target: 'loggingOut',
          actions: [
            'endByExpiry',
            assign({
              sessionError: ({ event }) => errorMessage(event.error, 'Failed to refresh'),
            }),
          ],
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
          actions: [
            'endByExpiry',
            assign({
              sessionError: ({ event }) => errorMessage(event.error, 'Failed to get user'),
            }),
          ],
        },
      },
      on: { ...whileSignedIn, 'client.tokensRefreshed': { actions: storeReportedTokens } },
    },
    authenticated: {
      description: 'Signed in with a known user; the console is usable.',
      tags: 'authenticated',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing in flight.',
          on: {
            'client.tokensRefreshed': { target: 'reloadingUser', actions: storeReportedTokens },
          },
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
          on: { 'client.tokensRefreshed': { actions: storeReportedTokens } },
        },
        signingInAgain: {
          // Nothing is cleared and nobody navigates: the screen and what was typed stay under
          // the dialog, and the client holds the calls until this state is left.
          description:
            'The session ended under a call: a sign-in dialog over the screen; the client holds the call.',
          initial: 'asking',
          states: {
            asking: {
              description: 'The dialog waits for a checked submit (or Log Out).',
              on: {
                'session.login': {
                  description:
                    'Signing in again in place: a checked login request signs in without leaving the page.',
                  guard: 'isLoginRequest',
                  target: 'submitting',
                  actions: assign({ loginError: null }),
                },
              },
            },
            submitting: signingIn({
              description: 'Signing in again with the tracker; the dialog is busy.',
              signedIn: '#session.authenticated.reloadingUser',
              refused: 'asking',
              then: 'resumeSignedIn',
            }),
          },
        },
      },
      on: {
        ...whileSignedIn,
        'client.sessionEnded': {
          description:
            'The session ended under an open page: the operator is asked to sign in again in place.',
          target: '.signingInAgain',
          actions: assign({ loginError: null }),
        },
      },
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
          description: 'The Login form waits for a checked submit.',
          on: {
            'session.login': {
              description:
                "{ email, password, redirectTo? }: a checked Login form (only values LoginRequest accepts). Success: storeTokens, navigate to redirectTo (a same-site path, else '/'), load the user. Failure: loginError = the server's message, else 'Login failed'.",
              guard: 'isLoginRequest',
              target: 'submitting',
              actions: assign({
                redirectTo: ({ event }) => safeRedirect(event.redirectTo),
                loginError: null,
              }),
            },
          },
        },
        submitting: signingIn({
          description: 'Signing in with the tracker; the Login button is busy.',
          signedIn: '#session.loadingUser',
          refused: 'idle',
          then: 'startSignedIn',
        }),
      },
    },
  },
});
