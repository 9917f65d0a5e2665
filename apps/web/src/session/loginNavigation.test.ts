import { describe, expect, it } from 'vitest';
import { loginNavigation } from './loginNavigation.ts';

const at = (href: string) => ({ pathname: href.split('?')[0] ?? href, href });

describe('loginNavigation', () => {
  it('goes to any other path as it is (after a login)', () => {
    expect(
      loginNavigation('/apps/7?tab=1', { type: 'xstate.done.actor.login' }, at('/login')),
    ).toEqual({ kind: 'go', href: '/apps/7?tab=1' });
  });

  it('stays on /login, keeping its redirect', () => {
    expect(
      loginNavigation('/login', { type: 'xstate.init' }, at('/login?redirect=%2Fapps')),
    ).toEqual({
      kind: 'stay',
    });
  });

  it('keeps the page as redirect when the session ends on its own', () => {
    expect(loginNavigation('/login', { type: 'client.logout' }, at('/domains?page=2'))).toEqual({
      kind: 'login',
      redirect: '/domains?page=2',
    });
  });

  it('leaves start-up without a token to the routes (a 404 stays a 404)', () => {
    expect(loginNavigation('/login', { type: 'xstate.init' }, at('/no/such/page'))).toEqual({
      kind: 'stay',
    });
  });

  it('goes to a plain /login after Log Out, whether the tracker answered or failed', () => {
    for (const type of ['xstate.done.actor.logout', 'xstate.error.actor.logout']) {
      expect(loginNavigation('/login', { type }, at('/apps'))).toEqual({ kind: 'login' });
    }
  });

  it('needs no redirect from the home page', () => {
    expect(loginNavigation('/login', { type: 'client.logout' }, at('/'))).toEqual({
      kind: 'login',
    });
  });
});
