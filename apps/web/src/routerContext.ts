import type { ApiClient } from '@landing/api';
import type { Session } from './session/createSession.ts';

/** What every route's `beforeLoad` and component can read from the router. */
export type RouterContext = {
  client: ApiClient;
  session: Session;
};
