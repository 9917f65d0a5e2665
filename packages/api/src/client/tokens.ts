import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../constants.ts';
import type { TokenStorage } from './storage.ts';

/** Tokens are stored as plain strings under `accessToken` and `refreshToken`. */
export interface TokenStore {
  access: () => string | null;
  refresh: () => string | null;
  set: (tokens: { accessToken: string; refreshToken?: string }) => void;
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
