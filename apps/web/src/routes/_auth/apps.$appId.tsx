import { AppPage, NotFound } from '@landing/console';
import { readAppPageAhead } from '@landing/console/app-page-reads';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { isStarting } from '../../startup/firstScreen.ts';
import { parseAppIdParam } from '../../wiring/appIdParam.ts';

export const Route = createFileRoute('/_auth/apps/$appId')({
  // Opened at start-up, the form's data is asked for beside the page's code and the call
  // functions (issue 31), not after they have loaded and run. Later the calls are loaded and the
  // page asks at once.
  loader: ({ context, params, preload }) => {
    const appId = parseAppIdParam(params.appId);
    if (!preload && isStarting() && appId !== undefined) readAppPageAhead(context.client, appId);
  },
  component: AppRoute,
});

function AppRoute() {
  const { appId: raw } = Route.useParams();
  const { pathname } = useLocation();
  const appId = parseAppIdParam(raw);
  if (appId === undefined) return <NotFound path={pathname} />;
  return <AppPage appId={appId} />;
}
