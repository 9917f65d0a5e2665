import {
  createApiClient,
  createTokenStore,
  defaultStorage,
  storeReportedTokens,
  type ApiClient,
} from '@landing/api';
import type { EditorConnectionOf } from '../package/contract.ts';

export type EditorConnection = EditorConnectionOf<ApiClient>;

export const clientFor = (connection: EditorConnection): ApiClient =>
  connection.client ?? standaloneClient(connection);

/**
 * A client of the editor's own. No session machine runs beside it, so the editor keeps the
 * tokens the client reports (a refresh, a logout) in localStorage itself.
 */
function standaloneClient(urls: Exclude<EditorConnection, { client: ApiClient }>): ApiClient {
  const tokens = createTokenStore(defaultStorage());
  const client = createApiClient({
    tokens,
    ...(urls.apiUrl === undefined ? {} : { apiUrl: urls.apiUrl }),
    ...(urls.trackerUrl === undefined ? {} : { trackerUrl: urls.trackerUrl }),
    ...(urls.registrarUrl === undefined ? {} : { registrarUrl: urls.registrarUrl }),
  });
  storeReportedTokens(client, tokens);
  return client;
}
