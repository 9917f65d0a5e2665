import { sessionSelectors } from '@landing/machines';
import { ErrorScreen, LinkAdapterProvider, NotFound, Shell, useSession } from '@landing/console';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import type { RouterContext } from '../routerContext.ts';
import { routerLink } from '../routerLink.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundRoute,
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
});

function Root() {
  return (
    <LinkAdapterProvider link={routerLink}>
      <Outlet />
    </LinkAdapterProvider>
  );
}

/** A signed-in operator keeps the navigation around the 404; a visitor sees it alone. */
function NotFoundRoute() {
  const { pathname } = useLocation();
  const isSignedOut = useSession(sessionSelectors.selectIsSignedOut);
  if (isSignedOut) return <NotFound path={pathname} />;
  return (
    <Shell currentPath={pathname}>
      <NotFound path={pathname} />
    </Shell>
  );
}
