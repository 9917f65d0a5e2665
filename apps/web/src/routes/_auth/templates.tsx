import { Templates } from '@landing/console';
import { TEMPLATE_LIST_FIELDS } from '@landing/console/list-fields';
import { createFileRoute } from '@tanstack/react-router';
import { listSearchValidator, routeListView } from '../../search/listSearch.ts';

/** The templates list; its sort and filter live in the URL (`?sort=&order=&q=`). */
export const Route = createFileRoute('/_auth/templates')({
  validateSearch: listSearchValidator(TEMPLATE_LIST_FIELDS),
  component: TemplatesRoute,
});

function TemplatesRoute() {
  return <Templates {...routeListView(Route.useSearch(), Route.useNavigate())} />;
}
