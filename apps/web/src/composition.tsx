import { createApiClient } from '@landing/api';
import { ErrorScreen } from '@landing/console';
import { createRouter } from '@tanstack/react-router';
import type { AnyEventObject } from 'xstate';
import { serviceUrls } from './config.ts';
import { routeTree } from './routeTree.gen.ts';
import { createSession } from './session/createSession.ts';
import { loginNavigation } from './session/loginNavigation.ts';

/** The composition root: one API client, one session, one router, wired to each other. */
export const client = createApiClient({
  apiUrl: serviceUrls.api,
  trackerUrl: serviceUrls.tracker,
  registrarUrl: serviceUrls.registrar,
});

export const session = createSession(client, {
  navigate: navigateForSession,
  clearCache: () => router.clearCache(),
});

export const router = createRouter({
  routeTree,
  context: { client, session },
  defaultPreload: 'intent',
  defaultErrorComponent: ({ error }) => <ErrorScreen error={error} />,
  scrollRestoration: true,
});

function navigateForSession(to: string, cause: AnyEventObject): void {
  const next = loginNavigation(to, cause, router.state.location);
  if (next.kind === 'stay') return;
  if (next.kind === 'go') {
    void router.navigate({ href: next.href });
    return;
  }
  void router.navigate({
    to: '/login',
    search: next.redirect === undefined ? {} : { redirect: next.redirect },
    replace: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
