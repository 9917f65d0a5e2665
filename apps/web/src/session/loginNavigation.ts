import { LOGIN_PATH, type SessionNavigate } from '@landing/machines';

/** What the router does with one `navigate` intent of the session. */
export type LoginNavigation =
  { kind: 'stay' } | { kind: 'go'; href: string } | { kind: 'login'; redirect?: string };

/**
 * Performs the session's intent against where the router is: a move to /login keeps the
 * current page as `redirect` when the intent asks for it (not for the home page). Already on
 * /login, nothing moves, so its own `redirect` is kept.
 */
export function loginNavigation(
  intent: Pick<SessionNavigate, 'to' | 'keepRedirect'>,
  current: { pathname: string; href: string },
): LoginNavigation {
  if (intent.to !== LOGIN_PATH) return { kind: 'go', href: intent.to };
  if (current.pathname === LOGIN_PATH) return { kind: 'stay' };
  if (!intent.keepRedirect || current.pathname === '/') return { kind: 'login' };
  return { kind: 'login', redirect: current.href };
}
