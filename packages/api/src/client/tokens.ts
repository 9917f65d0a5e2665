import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../constants.ts';
import type { TokenStorage } from './storage.ts';

/**
 * How the API client reads the tokens before each call. The client never writes them: it
 * reports refreshed tokens and the end of the session (`tokensRefreshed`, `logout` events) to
 * the session that owns them, the console's session machine.
 */
export interface TokenSource {
  access: () => string | null;
  refresh: () => string | null;
}

export type StoredTokens = { accessToken: string; refreshToken?: string };

/** The owner's side: tokens are stored as plain strings under `accessToken` and `refreshToken`. */
export interface TokenStore extends TokenSource {
  set: (tokens: StoredTokens) => void;
  clear: () => void;
}

export const createTokenStore = (storage: TokenStorage): TokenStore => ({
  access: () => storage.getItem(ACCESS_TOKEN_KEY),
  refresh: () => storage.getItem(REFRESH_TOKEN_KEY),
  set({ accessToken, refreshToken }) {
    storage.setItem(ACCESS_TOKEN_KEY, accessToken);
    if (refreshToken !== undefined) storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  },
  clear() {
    storage.removeItem(ACCESS_TOKEN_KEY);
    storage.removeItem(REFRESH_TOKEN_KEY);
  },
});

/** A read-only view of a storage's tokens (what a client gets when no source is injected). */
export const readTokens = (storage: TokenStorage): TokenSource => {
  const { access, refresh } = createTokenStore(storage);
  return { access, refresh };
};
