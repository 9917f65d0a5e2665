import { createApiClient, createTokenStore } from '@landing/api';
import { ErrorScreen } from '@landing/console';
import { createRouter } from '@tanstack/react-router';
import type { SessionNavigate } from '@landing/machines';
import { serviceUrls } from './config.ts';
import { routeTree } from './routeTree.gen.ts';
import { createSession } from './session/createSession.ts';
import { firstScreenPainted } from './startup/firstScreen.ts';
import { loginNavigation } from './session/loginNavigation.ts';

/**
 * The composition root: one token store, one API client, one session, one router, wired to each
 * other. The session is the only writer of the tokens; the client reads them.
 */
const tokens = createTokenStore(localStorage);

export const client = createApiClient({
  tokens,
  apiUrl: serviceUrls.api,
  trackerUrl: serviceUrls.tracker,
  registrarUrl: serviceUrls.registrar,
  loadCallsAfter: () => firstScreenPainted,
});

export const session = createSession(client, {
  tokens,
  clearCache: () => router.clearCache(),
});

export const router = createRouter({
  routeTree,
  context: { client, session },
  defaultPreload: 'intent',
  defaultErrorComponent: ({ error }) => <ErrorScreen error={error} />,
  scrollRestoration: true,
});

/** Where the operator goes is the session's intent; the router performs it. */
session.on('navigate', navigateForSession);

function navigateForSession(intent: SessionNavigate): void {
  const next = loginNavigation(intent, router.state.location);
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
