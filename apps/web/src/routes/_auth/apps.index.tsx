import { Apps } from '@landing/console';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/apps/')({
  component: AppsRoute,
});

function AppsRoute() {
  const { client } = Route.useRouteContext();
  const navigate = useNavigate();
  return <Apps pwa={client.pwa} onNavigate={(to) => void navigate({ href: to })} />;
}
