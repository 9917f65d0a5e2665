import { sessionSelectors } from '@landing/machines';
import { NotFound, Shell, useSession } from '@landing/console';
import { useLocation } from '@tanstack/react-router';

/**
 * The 404 of any unknown path. A signed-in operator keeps the navigation around it; a visitor
 * sees it alone. Its own chunk: the navigation and its styles are not part of /login's load.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const isSignedOut = useSession(sessionSelectors.selectIsSignedOut);
  if (isSignedOut) return <NotFound path={pathname} />;
  return (
    <Shell currentPath={pathname}>
      <NotFound path={pathname} />
    </Shell>
  );
}
