import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { sessionMachine } from './machine.ts';
import {
  selectIsAuthenticated,
  selectIsLoggingIn,
  selectIsSigningInAgain,
  selectIsUserLoading,
  selectLoginError,
  selectSessionError,
  selectUserEmail,
  selectUserName,
} from './selectors.ts';
import { startSession } from './testHarness.ts';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };
const tagsOf = (snapshot: { tags: Set<string> }) => [...snapshot.tags].sort();

describe('session machine: start-up', () => {
  it('without a stored token waits for a login and moves nowhere (the routes decide)', () => {
    const { actor, effects, calls } = startSession(false);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ signedOut: 'idle' });
    expect(tagsOf(snapshot)).toEqual([]);
    expect(snapshot.context.user).toBeNull();
    expect(effects).toEqual([]);
    expect(calls.isPending('loadUser')).toBe(false);
  });

  it('with a stored token loads the user', async () => {
    const { actor, calls, effects } = startSession(true);
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(tagsOf(actor.getSnapshot())).toEqual(['loading']);
    expect(selectIsUserLoading(actor.getSnapshot())).toBe(true);

    await calls.resolve('loadUser', ada);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ authenticated: 'idle' });
    expect(tagsOf(snapshot)).toEqual(['authenticated']);
    expect(selectUserName(snapshot)).toBe('Ada Lovelace');
    expect(selectUserEmail(snapshot)).toBe('ada@example.com');
    expect(selectIsAuthenticated(snapshot)).toBe(true);
    expect(effects).toEqual([]);
  });

  it('refreshes the token and retries when loading the user fails', async () => {
    const { actor, calls, effects } = startSession(true);
    await calls.reject('loadUser', new Error('401'));
    expect(actor.getSnapshot().value).toBe('refreshingToken');
    expect(tagsOf(actor.getSnapshot())).toEqual(['loading']);
    expect(selectSessionError(actor.getSnapshot())).toBe('Failed to get user');

    await calls.resolve('refreshToken', { access_token: 'fresh' });
    expect(actor.getSnapshot().value).toBe('retryingUser');
    expect(tagsOf(actor.getSnapshot())).toEqual(['loading']);
    expect(effects).toEqual([{ type: 'storeTokens', params: { accessToken: 'fresh' } }]);

    await calls.resolve('loadUser', ada);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
    expect(actor.getSnapshot().context.user).toEqual(ada);
    expect(actor.getSnapshot().context.sessionError).toBeNull();
  });

  it('stores a rotated refresh token too when the tracker sends one', async () => {
    const { calls, effects } = startSession(true);
    await calls.reject('loadUser', new Error('401'));
    await calls.resolve('refreshToken', { access_token: 'fresh', refresh_token: 'rotated' });
    expect(effects).toEqual([
      { type: 'storeTokens', params: { accessToken: 'fresh', refreshToken: 'rotated' } },
    ]);
  });

  it('logs out and goes to /login keeping the page when the refresh fails', async () => {
    const { actor, calls, effects } = startSession(true);
    await calls.reject('loadUser', { data: { message: 'Token expired' } });
    expect(selectSessionError(actor.getSnapshot())).toBe('Token expired');
    await calls.reject('refreshToken', new Error('network'));
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(tagsOf(actor.getSnapshot())).toEqual(['busy']);
    expect(selectSessionError(actor.getSnapshot())).toBe('Failed to refresh');

    await calls.resolve('logout', {});
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ signedOut: 'idle' });
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.hasAccessToken).toBe(false);
    expect(effects).toEqual([
      { type: 'clearSession' },
      { type: 'navigate', to: '/login', keepRedirect: true },
    ]);
  });

  it("shows the server's refresh error text when it sent one", async () => {
    const { actor, calls } = startSession(true);
    await calls.reject('loadUser', new Error('401'));
    await calls.reject('refreshToken', { data: { error: 'Refresh token revoked' } });
    expect(selectSessionError(actor.getSnapshot())).toBe('Refresh token revoked');
  });

  it('logs out when the retried user load fails too, ignoring a failing server logout', async () => {
    const { actor, calls, effects } = startSession(true);
    await calls.reject('loadUser', new Error('401'));
    await calls.resolve('refreshToken', { access_token: 'fresh' });
    await calls.reject('loadUser', new Error('500'));
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(selectSessionError(actor.getSnapshot())).toBe('Failed to get user');

    await calls.reject('logout', new Error('500'));
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(effects.slice(1)).toEqual([
      { type: 'clearSession' },
      { type: 'navigate', to: '/login', keepRedirect: true },
    ]);
  });
});

describe('session machine: signed in', () => {
  async function signedIn() {
    const session = startSession(true);
    await session.calls.resolve('loadUser', ada);
    return session;
  }

  it('Log Out calls the server, then clears tokens, user and cache and goes to a plain /login', async () => {
    const { actor, calls, effects } = await signedIn();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(calls.isPending('logout')).toBe(true);
    expect(effects).toEqual([]);

    await calls.resolve('logout', {});
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(tagsOf(actor.getSnapshot())).toEqual([]);
    expect(effects).toEqual([
      { type: 'clearSession' },
      { type: 'navigate', to: '/login', keepRedirect: false },
    ]);
  });

  it("the client's logout event ends the session without calling the server, keeping the page", async () => {
    const { actor, calls, effects } = await signedIn();
    actor.send({ type: 'client.logout' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(calls.isPending('logout')).toBe(false);
    expect(effects).toEqual([
      { type: 'clearSession' },
      { type: 'navigate', to: '/login', keepRedirect: true },
    ]);
  });

  it("the client's tokensRefreshed event stores the tokens and reloads the user quietly", async () => {
    const { actor, calls, effects } = await signedIn();
    actor.send({ type: 'client.tokensRefreshed', accessToken: 'new', refreshToken: 'rotated' });
    expect(effects).toEqual([
      { type: 'storeTokens', params: { accessToken: 'new', refreshToken: 'rotated' } },
    ]);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'reloadingUser' });
    expect(tagsOf(actor.getSnapshot())).toEqual(['authenticated']);
    expect(actor.getSnapshot().context.user).toEqual(ada);
    expect(calls.isPending('refreshToken')).toBe(false);

    await calls.resolve('loadUser', { name: 'Ada King', email: null });
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
    expect(selectUserName(actor.getSnapshot())).toBe('Ada King');
    expect(selectUserEmail(actor.getSnapshot())).toBeNull();
  });

  it('keeps the shown user when the quiet reload fails', async () => {
    const { actor, calls } = await signedIn();
    actor.send({ type: 'client.tokensRefreshed', accessToken: 'new' });
    await calls.reject('loadUser', new Error('500'));
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
    expect(actor.getSnapshot().context.user).toEqual(ada);
  });

  it('stores tokensRefreshed while the user is first loading, without a second load (the client retries)', () => {
    const { actor, calls, effects } = startSession(true);
    actor.send({ type: 'client.tokensRefreshed', accessToken: 'new' });
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(calls.inputsOf('loadUser')).toHaveLength(1);
    expect(effects).toEqual([{ type: 'storeTokens', params: { accessToken: 'new' } }]);
  });

  it('leaves a refresh it is waiting for to its own answer (stored once)', async () => {
    const { actor, calls, effects } = startSession(true);
    await calls.reject('loadUser', new Error('500'));
    actor.send({ type: 'client.tokensRefreshed', accessToken: 'fresh' });
    await calls.resolve('refreshToken', { access_token: 'fresh' });
    expect(effects).toEqual([{ type: 'storeTokens', params: { accessToken: 'fresh' } }]);
  });

  it('can log out while the user is still loading', async () => {
    const { actor, calls } = startSession(true);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(calls.isPending('loadUser')).toBe(false);
    await calls.resolve('logout', {});
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
  });
});

describe('session machine: login', () => {
  const good = { email: 'ada@example.com', password: 'secret1' };

  it("never asks the tracker with a request its schema refuses (the form's job is the message)", () => {
    const { actor, calls } = startSession(false);
    actor.send({ type: 'session.login', email: 'ada@', password: '12345' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(calls.isPending('login')).toBe(false);
  });

  it('signs in, stores both tokens and goes to the page asked for', async () => {
    const { actor, calls, effects } = startSession(false);
    actor.send({ type: 'session.login', email: 'x', password: '' });
    actor.send({ type: 'session.login', ...good, redirectTo: '/apps/5' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'submitting' });
    expect(tagsOf(actor.getSnapshot())).toEqual(['busy']);
    expect(selectIsLoggingIn(actor.getSnapshot())).toBe(true);
    expect(calls.inputsOf('login')).toEqual([{ email: 'ada@example.com', password: 'secret1' }]);

    await calls.resolve('login', { access_token: 'acc', refresh_token: 'ref' });
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(actor.getSnapshot().context.hasAccessToken).toBe(true);
    expect(effects).toEqual([
      { type: 'storeTokens', params: { accessToken: 'acc', refreshToken: 'ref' } },
      { type: 'navigate', to: '/apps/5', keepRedirect: false },
    ]);
    await calls.resolve('loadUser', ada);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
  });

  it("goes to '/' when no page was asked for, or when the target is another site", async () => {
    for (const redirectTo of [undefined, '//evil.example', 'https://evil.example', '/login']) {
      const { actor, calls, effects } = startSession(false);
      actor.send({ type: 'session.login', ...good, redirectTo });
      await calls.resolve('login', { access_token: 'acc', refresh_token: 'ref' });
      expect(effects.at(-1)).toEqual({ type: 'navigate', to: '/', keepRedirect: false });
    }
  });

  it.each([
    ['the server message', { data: { message: 'Wrong password' } }, 'Wrong password'],
    ['the server error field', { data: { error: 'Unauthorized' } }, 'Unauthorized'],
    ['a rejected body', { message: 'Account locked' }, 'Account locked'],
    ["'Login failed' without one", new Error('HTTPError: 401'), 'Login failed'],
  ])('shows %s when the login is refused', async (_, error, message) => {
    const { actor, calls, effects } = startSession(false);
    actor.send({ type: 'session.login', ...good });
    await calls.reject('login', error);
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(tagsOf(actor.getSnapshot())).toEqual([]);
    expect(selectLoginError(actor.getSnapshot())).toBe(message);
    expect(effects).toEqual([]);
  });

  it('clears the login error on the next try', async () => {
    const { actor, calls } = startSession(false);
    actor.send({ type: 'session.login', ...good });
    await calls.reject('login', new Error('Login failed'));
    expect(selectLoginError(actor.getSnapshot())).toBe('Login failed');
    actor.send({ type: 'session.login', ...good });
    expect(selectLoginError(actor.getSnapshot())).toBeNull();
  });
});

describe('session machine: injection', () => {
  it('fails loudly, naming the effect, when an implementation was not provided', async () => {
    const actor = createActor(sessionMachine, { input: { hasAccessToken: true } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    // loadUser, refreshToken and logout fail as not provided; ending the session needs clearSession.
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('error'));
    expect(String(errors[0])).toContain('clearSession must be provided');
  });
});

describe('session machine: the session ends under a call (sign in again in place)', () => {
  async function endedMidEdit() {
    const session = startSession(true);
    await session.calls.resolve('loadUser', ada);
    session.actor.send({ type: 'client.sessionEnded' });
    return session;
  }
  const credentials = { email: 'ada@example.com', password: 'secret-password' };

  it('opens the dialog over the screen: nothing cleared, nobody moved, the user kept', async () => {
    const { actor, effects } = await endedMidEdit();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ authenticated: { signingInAgain: 'asking' } });
    expect(selectIsSigningInAgain(snapshot)).toBe(true);
    expect(selectIsAuthenticated(snapshot)).toBe(true);
    expect(selectUserEmail(snapshot)).toBe('ada@example.com');
    expect(snapshot.context.hasAccessToken).toBe(true);
    expect(effects).toEqual([]);
  });

  it('signing in stores the new tokens and closes the dialog without navigating', async () => {
    const { actor, calls, effects } = await endedMidEdit();
    actor.send({ type: 'session.login', ...credentials, redirectTo: '/elsewhere' });
    expect(selectIsLoggingIn(actor.getSnapshot())).toBe(true);
    expect(calls.inputsOf('login')).toEqual([credentials]);

    await calls.resolve('login', { access_token: 'again', refresh_token: 'again-r' });
    expect(selectIsSigningInAgain(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'reloadingUser' });
    expect(effects).toEqual([
      { type: 'storeTokens', params: { accessToken: 'again', refreshToken: 'again-r' } },
    ]);
    await calls.resolve('loadUser', ada);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
  });

  it("a refused password keeps the dialog with the server's message; a retry clears it", async () => {
    const { actor, calls } = await endedMidEdit();
    actor.send({ type: 'session.login', ...credentials });
    await calls.reject('login', { data: { message: 'Invalid email or password' } });
    expect(actor.getSnapshot().value).toEqual({ authenticated: { signingInAgain: 'asking' } });
    expect(selectLoginError(actor.getSnapshot())).toBe('Invalid email or password');

    actor.send({ type: 'session.login', ...credentials });
    expect(selectLoginError(actor.getSnapshot())).toBeNull();
  });

  it('Log Out from the dialog ends the session the usual way, to a plain /login', async () => {
    const { actor, calls, effects } = await endedMidEdit();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await calls.resolve('logout', {});
    expect(effects).toEqual([
      { type: 'clearSession' },
      { type: 'navigate', to: '/login', keepRedirect: false },
    ]);
  });

  it('is not offered before the user is known: a cold start still ends at /login', () => {
    const { actor } = startSession(true);
    actor.send({ type: 'client.sessionEnded' });
    expect(actor.getSnapshot().value).toBe('loadingUser');
  });
});
