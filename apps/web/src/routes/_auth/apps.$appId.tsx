import { AppPage, NotFound } from '@landing/console';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { parseAppIdParam } from '../../wiring/appIdParam.ts';

export const Route = createFileRoute('/_auth/apps/$appId')({
  component: AppRoute,
});

function AppRoute() {
  const { appId: raw } = Route.useParams();
  const { pathname } = useLocation();
  const appId = parseAppIdParam(raw);
  if (appId === undefined) return <NotFound path={pathname} />;
  return <AppPage appId={appId} />;
}
