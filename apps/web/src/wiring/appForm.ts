import type { ApiClient } from '@landing/api';
import { createAppFormLogic, type AppFormLogic } from '@landing/console';

const logicByClient = new WeakMap<ApiClient, AppFormLogic>();

/** The app form machine with its network effects answered by the app's API client. */
export function appFormLogicFor(client: ApiClient): AppFormLogic {
  let logic = logicByClient.get(client);
  if (logic === undefined) {
    logic = createAppFormLogic(client);
    logicByClient.set(client, logic);
  }
  return logic;
}
