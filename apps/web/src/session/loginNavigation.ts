import { LOGIN_PATH } from '@landing/machines';
import type { AnyEventObject } from 'xstate';

/** Where the router goes when the session machine asks for a path. */
export type LoginNavigation =
  { kind: 'stay' } | { kind: 'go'; href: string } | { kind: 'login'; redirect?: string };

/** The answer of the tracker logout the operator asked for (done or failed, both end it). */
const endsRequestedLogout = (event: AnyEventObject) =>
  event.type === 'xstate.done.actor.logout' || event.type === 'xstate.error.actor.logout';

/**
 * At start-up the routes decide: a protected page sends a visitor without a token to /login
 * (keeping it as `redirect`), while /login and unknown paths (the 404 screen) stay as they are.
 * A session that ends on its own (no token at start, a refused refresh) keeps the page the
 * operator was on as `redirect`, so signing in again returns there. Log Out goes to a plain
 * /login. Already on /login, nothing moves (and its `redirect` is kept).
 */
export function loginNavigation(
  to: string,
  cause: AnyEventObject,
  current: { pathname: string; href: string },
): LoginNavigation {
  if (to !== LOGIN_PATH) return { kind: 'go', href: to };
  if (current.pathname === LOGIN_PATH || cause.type === 'xstate.init') return { kind: 'stay' };
  if (endsRequestedLogout(cause) || current.pathname === '/') return { kind: 'login' };
  return { kind: 'login', redirect: current.href };
}
