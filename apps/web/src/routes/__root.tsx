import { ErrorScreen, LinkAdapterProvider, NotFound } from '@landing/console';
import { createRootRoute, Outlet, useLocation } from '@tanstack/react-router';
import { routerLink } from '../routerLink.tsx';

export const Route = createRootRoute({
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

function NotFoundRoute() {
  const { pathname } = useLocation();
  return <NotFound path={pathname} />;
}
