import { Shell } from '@landing/console';
import { sessionSelectors } from '@landing/machines';
import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { ScreenAfterShell } from '../startup/ScreenAfterShell.tsx';

/**
 * Every page but /login: without an access token (the session's) the visitor goes to /login, which
 * brings them back here after signing in. Screens are added as files in routes/_auth/.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => {
    if (!sessionSelectors.selectHasAccessToken(context.session.getSnapshot())) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
    // Every page here calls the server at once: fetch the call functions and schemas beside
    // the page's own chunk instead of after it.
    void context.client.preload();
  },
  component: AuthLayout,
});

function AuthLayout() {
  const { pathname } = useLocation();
  return (
    <Shell currentPath={pathname}>
      <ScreenAfterShell>
        <Outlet />
      </ScreenAfterShell>
    </Shell>
  );
}
