import { createApiClient, type ApiClient } from '@landing/api';

/**
 * How an editor reaches the back office: a ready client (shares the host's tokens and request
 * merging), or the three base URLs (the editor builds its own client; tokens from localStorage,
 * where the console keeps them). Empty or missing URLs mean the page's own origin.
 */
export type EditorConnection =
  | { client: ApiClient; apiUrl?: never; trackerUrl?: never; registrarUrl?: never }
  | { client?: never; apiUrl?: string; trackerUrl?: string; registrarUrl?: string };

export const clientFor = (connection: EditorConnection): ApiClient =>
  connection.client ??
  createApiClient({
    ...(connection.apiUrl === undefined ? {} : { apiUrl: connection.apiUrl }),
    ...(connection.trackerUrl === undefined ? {} : { trackerUrl: connection.trackerUrl }),
    ...(connection.registrarUrl === undefined ? {} : { registrarUrl: connection.registrarUrl }),
  });
