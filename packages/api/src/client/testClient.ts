import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../constants.ts';
import type { LoopbackServer } from '../test-support/loopbackServer.ts';
import { createApiClient } from './createApiClient.ts';
// The client loads these with its first call; loading them with the test file keeps that one-off
// cost (arktype's transform) out of the first test's time limit.
import './loadCalls.ts';
import './validate.ts';
import { createMemoryStorage } from './storage.ts';
import { storeReportedTokens } from './storeReportedTokens.ts';
import { createTokenStore } from './tokens.ts';

/**
 * A client aimed at a loopback server, with an in-memory token storage and event log. The
 * storage is kept by `storeReportedTokens` (standing in for the session) unless `withOwner` is
 * false.
 */
export const clientFor = (
  server: LoopbackServer,
  tokens: { access?: string; refresh?: string } = { access: 'old-access', refresh: 'refresh-1' },
  { withOwner = true }: { withOwner?: boolean } = {},
) => {
  const storage = createMemoryStorage({
    ...(tokens.access === undefined ? {} : { [ACCESS_TOKEN_KEY]: tokens.access }),
    ...(tokens.refresh === undefined ? {} : { [REFRESH_TOKEN_KEY]: tokens.refresh }),
  });
  const client = createApiClient({
    apiUrl: `${server.origin}/api`,
    trackerUrl: `${server.origin}/tracker/v1`,
    registrarUrl: `${server.origin}/lambda/v1`,
    storage,
  });
  const tokenStore = createTokenStore(storage);
  if (withOwner) storeReportedTokens(client, tokenStore);
  const events: string[] = [];
  client.events.on('logout', () => events.push('logout'));
  client.events.on('tokensRefreshed', ({ accessToken }) =>
    events.push(`tokensRefreshed:${accessToken}`),
  );
  return { client, storage, events, tokenStore };
};
