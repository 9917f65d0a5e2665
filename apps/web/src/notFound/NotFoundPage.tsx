import { sessionSelectors } from '@landing/machines';
import { NotFound, Shell, useSession } from '@landing/console';
import { useRouterState } from '@tanstack/react-router';

/**
 * The 404 of any unknown path. A signed-in operator keeps the navigation around it; a visitor
 * sees it alone. Its own chunk: the navigation and its styles are not part of /login's load.
 *
 * The path is the one this screen was resolved for: while 'Return to Home' loads `/` (and its
 * redirect to /apps), the router's location is already the next page's, and the screen, still
 * shown, would log that as missing too.
 */
export function NotFoundPage() {
  const pathname = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).pathname,
  });
  const isSignedOut = useSession(sessionSelectors.selectIsSignedOut);
  if (isSignedOut) return <NotFound path={pathname} />;
  return (
    <Shell currentPath={pathname}>
      <NotFound path={pathname} />
    </Shell>
  );
}
