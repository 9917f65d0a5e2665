import type { Session } from '@landing/api';
import { createTestModel } from 'xstate/graph';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { CoverageRecorder } from '../testing/coverage.ts';
import { sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itHasEveryScreenPath,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { sessionMachine } from './machine.ts';
import { LOGIN_SCREEN_PATHS } from './screenPaths.ts';
import * as select from './selectors.ts';
import { startSession, type SessionEffect } from './testHarness.ts';

/** Concrete answers for the events the model can take (each guard branch gets a sample). */
const samples: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadUser': [
    { type: 'xstate.done.actor.loadUser', output: { name: 'Ada', email: 'ada@example.com' } },
  ],
  'xstate.error.actor.loadUser': [{ type: 'xstate.error.actor.loadUser', error: { status: 401 } }],
  'xstate.done.actor.refreshToken': [
    { type: 'xstate.done.actor.refreshToken', output: { access_token: 'fresh' } },
    {
      type: 'xstate.done.actor.refreshToken',
      output: { access_token: 'fresh', refresh_token: 'rotated' },
    },
  ],
  'xstate.error.actor.refreshToken': [
    { type: 'xstate.error.actor.refreshToken', error: { status: 401 } },
  ],
  'xstate.done.actor.login': [
    { type: 'xstate.done.actor.login', output: { access_token: 'a', refresh_token: 'r' } },
  ],
  'xstate.error.actor.login': [
    { type: 'xstate.error.actor.login', error: { data: { message: 'Wrong password' } } },
  ],
  'xstate.done.actor.logout': [{ type: 'xstate.done.actor.logout', output: {} }],
  'xstate.error.actor.logout': [{ type: 'xstate.error.actor.logout', error: { status: 500 } }],
  'session.login': [
    { type: 'session.login', email: 'ada@example.com', password: 'secret1', redirectTo: '/apps' },
    { type: 'session.login', email: 'ada', password: '1' },
  ],
  'client.tokensRefreshed': [
    { type: 'client.tokensRefreshed', accessToken: 'renewed', refreshToken: 'rotated' },
  ],
};

const eventTypes = [
  ...Object.keys(samples),
  'session.logout',
  'client.logout',
  'client.sessionEnded',
];

const coverage = new CoverageRecorder();

type Started = ReturnType<typeof startSession>;
/** What the test saw of each walk: effects already checked, and whether the operator logged out. */
const walks = new WeakMap<Started, { seen: number; operatorLoggedOut: boolean }>();
const asSnapshot = (snapshot: AnyMachineSnapshot) =>
  snapshot as Parameters<typeof select.selectUser>[0];
const isSignedIn = (snapshot: AnyMachineSnapshot) =>
  !snapshot.matches('signedOut') && !snapshot.matches('loggingOut');

/**
 * The spec's and DECISIONS.md's promises about the session, after every step of every path.
 * They do not come from the machine's config, so a transition sent elsewhere on purpose breaks
 * a path (packages/machines/src/testing/README.md, "the mutation check").
 */
function checkPromises({ event, before, after, started }: ModelStep<Started>) {
  const now = asSnapshot(after);
  const walk = walks.get(started) ?? { seen: 0, operatorLoggedOut: false };
  const effects: SessionEffect[] = started.effects.slice(walk.seen);
  walk.seen = started.effects.length;
  if (event.type === 'session.logout' && isSignedIn(before)) walk.operatorLoggedOut = true;
  walks.set(started, walk);
  const endsSession = (keepRedirect: boolean) => [
    { type: 'clearSession' },
    { type: 'navigate', to: '/login', keepRedirect },
  ];

  // Start-up never moves the operator: the routes decide (a 404 stays a 404).
  if (before.matches('checkingToken'))
    expect(effects.filter((e) => e.type === 'navigate')).toEqual([]);

  // Log Out always ends the session, even when the server's logout fails: the operator's own
  // Log Out goes to a plain /login, a session that ended by itself keeps the page.
  if (event.type === 'xstate.done.actor.logout' || event.type === 'xstate.error.actor.logout') {
    expect(select.selectIsSignedOut(now)).toBe(true);
    expect(select.selectUser(now)).toBeNull();
    expect(effects).toEqual(endsSession(!walk.operatorLoggedOut));
  }
  // The API client's refused refresh ends it locally, from wherever the operator was signed in.
  if (event.type === 'client.logout' && isSignedIn(before)) {
    expect(select.selectIsSignedOut(now)).toBe(true);
    expect(select.selectHasAccessToken(now)).toBe(false);
    expect(effects).toEqual(endsSession(true));
  }
  // Tokens the client reports are stored exactly once while signed in: by this event, or by the
  // answer of the refresh the session is waiting for (it carries the same tokens).
  if (event.type === 'client.tokensRefreshed' && isSignedIn(before)) {
    const stored = [
      { type: 'storeTokens', params: { accessToken: 'renewed', refreshToken: 'rotated' } },
    ];
    expect(effects).toEqual(before.matches('refreshingToken') ? [] : stored);
  }

  // The session ending under a call signed in: a dialog over the screen, nothing cleared,
  // nobody moved, the user kept.
  if (event.type === 'client.sessionEnded' && before.hasTag('authenticated')) {
    expect(select.selectIsSigningInAgain(now)).toBe(true);
    expect(select.selectUser(now)).toEqual(select.selectUser(asSnapshot(before)));
    expect(effects).toEqual([]);
  }
  const signingInAgain = select.selectIsSigningInAgain(asSnapshot(before));
  // Signing in again stores exactly the answered tokens and moves nobody.
  if (event.type === 'xstate.done.actor.login' && signingInAgain) {
    const { output } = event as unknown as { output: Session };
    expect(select.selectIsSigningInAgain(now)).toBe(false);
    expect(effects).toEqual([
      {
        type: 'storeTokens',
        params: { accessToken: output.access_token, refreshToken: output.refresh_token },
      },
    ]);
    return;
  }
  // A failed login stays on the form (or the dialog) with a message and stores nothing.
  if (event.type === 'xstate.error.actor.login') {
    expect(
      signingInAgain ? select.selectIsSigningInAgain(now) : select.selectIsSignedOut(now),
    ).toBe(true);
    expect(select.selectLoginError(now)).toEqual(expect.any(String));
    expect(effects).toEqual([]);
  }
  // A login stores exactly the tokens the tracker answered, then goes where it was asked.
  if (event.type === 'xstate.done.actor.login') {
    const { output } = event as unknown as { output: Session };
    expect(effects).toEqual([
      {
        type: 'storeTokens',
        params: { accessToken: output.access_token, refreshToken: output.refresh_token },
      },
      { type: 'navigate', to: '/apps', keepRedirect: false },
    ]);
    expect(select.selectHasAccessToken(now)).toBe(true);
  }
  // A request the tracker's schema refuses is never sent.
  if (event.type === 'session.login' && 'password' in event && event.password === '1') {
    expect(select.selectIsLoggingIn(now)).toBe(false);
  }

  // Nothing else moves the operator or touches the tokens.
  const navigates = effects.filter((e) => e.type === 'navigate').length;
  const clears = effects.filter((e) => e.type === 'clearSession').length;
  if (event.type !== 'xstate.done.actor.login') expect(navigates).toBe(clears);
  if (select.selectIsSignedOut(now)) expect(select.selectHasAccessToken(now)).toBe(false);

  // The view's selectors agree with the state.
  if (select.selectIsAuthenticated(now)) expect(select.selectUser(now)).not.toBeNull();
  if (select.selectIsLoggingIn(now)) {
    expect(select.selectIsSignedOut(now) || select.selectIsSigningInAgain(now)).toBe(true);
  }
  expect(select.selectIsLoggingOut(now)).toBe(now.matches('loggingOut'));
}

describe.each([
  { hasAccessToken: true, label: 'with a stored token' },
  { hasAccessToken: false, label: 'without a stored token' },
])('session model, $label', ({ hasAccessToken }) => {
  const model = createTestModel(toTestModelMachine(sessionMachine), {
    input: { hasAccessToken },
    events: sampleEvents(samples),
  });
  const paths = model.getShortestPaths();

  itWalksEveryPath(
    paths,
    () => startSession(hasAccessToken, coverage.inspect),
    eventTypes,
    checkPromises,
  );

  if (!hasAccessToken) itHasEveryScreenPath(paths, LOGIN_SCREEN_PATHS, 'Login');
});

describe('session model coverage', () => {
  itCoversEveryStateAndTransition(sessionMachine, coverage);
});
