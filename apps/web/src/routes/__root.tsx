import { sessionSelectors } from '@landing/machines';
import {
  ConsoleServicesProvider,
  ErrorScreen,
  NotFound,
  Shell,
  useSession,
  type ConsoleServices,
} from '@landing/console';
import { createRootRouteWithContext, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { RouterContext } from '../routerContext.ts';
import { routerLink } from '../routerLink.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundRoute,
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
});

/** Every console screen gets its dependencies from here: the client, navigation and links. */
function Root() {
  const { client } = Route.useRouteContext();
  const router = useRouter();
  const services = useMemo<ConsoleServices>(
    () => ({
      client,
      link: routerLink,
      navigate: (to, options) => void router.navigate({ href: to, replace: options?.replace }),
    }),
    [client, router],
  );
  return (
    <ConsoleServicesProvider services={services}>
      <Outlet />
    </ConsoleServicesProvider>
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
