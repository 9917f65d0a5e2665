import { Apps } from '@landing/console';
import { APP_LIST_FIELDS } from '@landing/console/list-fields';
import { createFileRoute } from '@tanstack/react-router';
import { listSearchValidator, routeListView } from '../../search/listSearch.ts';

/** The apps list; its sort and filter live in the URL (`?sort=&order=&q=`). */
export const Route = createFileRoute('/_auth/apps/')({
  validateSearch: listSearchValidator(APP_LIST_FIELDS),
  component: AppsRoute,
});

function AppsRoute() {
  return <Apps {...routeListView(Route.useSearch(), Route.useNavigate())} />;
}
