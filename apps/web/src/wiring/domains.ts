import type { ApiClient } from '@landing/api';
import { createDomainsLogic, type DomainsLogic } from '@landing/console';

const logicByClient = new WeakMap<ApiClient, DomainsLogic>();

/** The domains page's machines with their network effects answered by the app's API client. */
export function domainsLogicFor(client: ApiClient): DomainsLogic {
  let logic = logicByClient.get(client);
  if (logic === undefined) {
    logic = createDomainsLogic(client);
    logicByClient.set(client, logic);
  }
  return logic;
}
