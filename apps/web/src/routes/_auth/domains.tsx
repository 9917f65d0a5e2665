import { Domains } from '@landing/console';
import { DOMAIN_LIST_FIELDS } from '@landing/console/list-fields';
import { createFileRoute } from '@tanstack/react-router';
import { listSearchValidator, routeListView } from '../../search/listSearch.ts';

/** The domains list; its sort and filter live in the URL (`?sort=&order=&q=`). */
export const Route = createFileRoute('/_auth/domains')({
  validateSearch: listSearchValidator(DOMAIN_LIST_FIELDS),
  component: DomainsRoute,
});

function DomainsRoute() {
  return <Domains {...routeListView(Route.useSearch(), Route.useNavigate())} />;
}
