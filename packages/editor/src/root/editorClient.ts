import {
  createApiClient,
  createTokenStore,
  defaultStorage,
  storeReportedTokens,
  type ApiClient,
} from '@landing/api';

/**
 * How an editor reaches the back office: a ready client (shares the host's tokens and request
 * merging), or the three base URLs (the editor builds its own client; tokens from localStorage,
 * where the console keeps them). Empty or missing URLs mean the page's own origin.
 */
export type EditorConnection =
  | { client: ApiClient; apiUrl?: never; trackerUrl?: never; registrarUrl?: never }
  | { client?: never; apiUrl?: string; trackerUrl?: string; registrarUrl?: string };

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
