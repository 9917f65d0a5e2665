import { ConsoleServicesProvider, ErrorScreen, type ConsoleServices } from '@landing/console';
import {
  createRootRouteWithContext,
  lazyRouteComponent,
  Outlet,
  useRouter,
} from '@tanstack/react-router';
import { toastStore } from '@landing/ui';
import { useEffect, useMemo } from 'react';
import type { RouterContext } from '../routerContext.ts';
import { routerLink } from '../routerLink.tsx';
import { firstScreenCommitted } from '../startup/firstScreen.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // The root route is not split by the router plugin: the 404 (with the navigation) is split here.
  notFoundComponent: lazyRouteComponent(
    () => import('../notFound/NotFoundPage.tsx'),
    'NotFoundPage',
  ),
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
});

/**
 * Every console screen gets its dependencies from here: the client, navigation, links and
 * toasts (the app's one toaster, `ToasterOnDemand` in main.tsx).
 */
function Root() {
  const { client } = Route.useRouteContext();
  const router = useRouter();
  const services = useMemo<ConsoleServices>(
    () => ({
      client,
      link: routerLink,
      navigate: (to, options) => void router.navigate({ href: to, replace: options?.replace }),
      notify: (kind, text) => void toastStore.add(kind, text),
    }),
    [client, router],
  );
  useEffect(firstScreenCommitted, []);
  return (
    <ConsoleServicesProvider services={services}>
      <Outlet />
    </ConsoleServicesProvider>
  );
}
