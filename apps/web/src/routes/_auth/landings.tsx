import { Landings } from '@landing/console';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/landings')({
  component: LandingsRoute,
});

function LandingsRoute() {
  const { client } = Route.useRouteContext();
  const navigate = useNavigate();
  return <Landings calls={client.landing} onNavigate={(to) => void navigate({ href: to })} />;
}
