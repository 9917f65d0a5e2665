import { reads, type ApiClient } from '@landing/api';
import { APP_DOMAINS_QUERY } from '@landing/machines';

/**
 * What /apps/{id} reads as it opens (the app form's `loading` state: the app, the linkable
 * landings, the active domains; and the operator, whose draft the form keeps), started before the page's code and the call functions have
 * loaded (issue 31): the form draws with its data in the first screens instead of asking once
 * they have. The form's calls take these answers and check them as their own.
 */
export function readAppPageAhead(
  client: Pick<ApiClient, 'readAhead'>,
  /** Null for /apps/new, which loads no app. */
  appId: number | null,
): void {
  if (appId !== null) client.readAhead(reads.app(appId));
  client.readAhead(reads.linkableLandings());
  client.readAhead(reads.domains(APP_DOMAINS_QUERY));
  client.readAhead(reads.user());
}
