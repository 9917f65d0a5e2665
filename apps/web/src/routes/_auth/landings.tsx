import { Landings } from '@landing/console';
import { LANDING_LIST_FIELDS } from '@landing/console/list-fields';
import { createFileRoute } from '@tanstack/react-router';
import { listSearchValidator, routeListView } from '../../search/listSearch.ts';

/** The landings list; its sort and filter live in the URL (`?sort=&order=&q=`). */
export const Route = createFileRoute('/_auth/landings')({
  validateSearch: listSearchValidator(LANDING_LIST_FIELDS),
  component: LandingsRoute,
});

function LandingsRoute() {
  return <Landings {...routeListView(Route.useSearch(), Route.useNavigate())} />;
}
