import { AppPage, NotFound } from '@landing/console';
import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { appFormLogicFor } from '../../wiring/appForm.ts';
import { parseAppIdParam } from '../../wiring/appIdParam.ts';

export const Route = createFileRoute('/_auth/apps/$appId')({
  component: AppRoute,
});

function AppRoute() {
  const { client } = Route.useRouteContext();
  const { appId: raw } = Route.useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const appId = parseAppIdParam(raw);
  if (appId === undefined) return <NotFound path={pathname} />;
  return (
    <AppPage
      appId={appId}
      logic={appFormLogicFor(client)}
      // The page only goes to the saved app itself: the new or unchanged URL replaces the
      // current entry, so Back still leads to the list.
      onNavigate={(to) => void navigate({ href: to, replace: true })}
    />
  );
}
