import { Domains } from '@landing/console';
import { createFileRoute } from '@tanstack/react-router';
import { domainsLogicFor } from '../../wiring/domains.ts';

export const Route = createFileRoute('/_auth/domains')({
  component: DomainsRoute,
});

function DomainsRoute() {
  const { client } = Route.useRouteContext();
  return <Domains logic={domainsLogicFor(client)} />;
}
