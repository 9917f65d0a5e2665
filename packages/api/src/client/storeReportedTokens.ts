import type { ApiEventBus } from './events.ts';
import type { TokenStore } from './tokens.ts';

/**
 * Makes `store` the owner of a client's tokens where no session machine runs (the standalone
 * editor, tests of the client): refreshed tokens are stored, a logout clears them. The console
 * does not use this: its session machine stores and clears. Returns the unsubscribe.
 */
export function storeReportedTokens(
  client: { events: Pick<ApiEventBus, 'on'> },
  store: TokenStore,
): () => void {
  const offRefreshed = client.events.on('tokensRefreshed', (tokens) => store.set(tokens));
  const offLogout = client.events.on('logout', () => store.clear());
  return () => {
    offRefreshed();
    offLogout();
  };
}
