import { Shell } from '@landing/console';
import { sessionSelectors } from '@landing/machines';
import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';

/**
 * Every page but /login: without an access token (the session's) the visitor goes to /login, which
 * brings them back here after signing in. Screens are added as files in routes/_auth/.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => {
    if (!sessionSelectors.selectHasAccessToken(context.session.getSnapshot())) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: AuthLayout,
});

function AuthLayout() {
  const { pathname } = useLocation();
  return (
    <Shell currentPath={pathname}>
      <Outlet />
    </Shell>
  );
}
