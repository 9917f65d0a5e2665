import { describe, expect, it } from 'vitest';
import { loginNavigation } from './loginNavigation.ts';

const at = (href: string) => ({ pathname: href.split('?')[0] ?? href, href });

describe('loginNavigation', () => {
  it('goes to any other path as it is (after a login)', () => {
    expect(loginNavigation({ to: '/apps/7?tab=1', keepRedirect: false }, at('/login'))).toEqual({
      kind: 'go',
      href: '/apps/7?tab=1',
    });
  });

  it('stays on /login, keeping its redirect', () => {
    expect(
      loginNavigation({ to: '/login', keepRedirect: true }, at('/login?redirect=%2Fapps')),
    ).toEqual({ kind: 'stay' });
  });

  it('keeps the page as redirect when the intent asks for it (a session that ended by itself)', () => {
    expect(loginNavigation({ to: '/login', keepRedirect: true }, at('/domains?page=2'))).toEqual({
      kind: 'login',
      redirect: '/domains?page=2',
    });
  });

  it('goes to a plain /login when the intent does not keep the page (Log Out)', () => {
    expect(loginNavigation({ to: '/login', keepRedirect: false }, at('/apps'))).toEqual({
      kind: 'login',
    });
  });

  it('needs no redirect from the home page', () => {
    expect(loginNavigation({ to: '/login', keepRedirect: true }, at('/'))).toEqual({
      kind: 'login',
    });
  });
});
