import {
  createTokenStore,
  defaultStorage,
  type StoredTokens,
  type TokenStorage,
} from '@landing/api';

/**
 * What the standalone editor's 'Sign in again' dialog does with the tokens it shares with the
 * host page (localStorage, where the editor's client reads them): 'Login' stores the new ones;
 * 'Log Out' removes them before the held calls give up, so any other client of the page (a
 * second editor) whose save is held finds no tokens when its turn comes and gives up too,
 * instead of asking in a dialog of its own.
 */
export function hostTokens(storage: TokenStorage = defaultStorage()) {
  const tokens = createTokenStore(storage);
  return {
    signedIn: (signedIn: StoredTokens): true => {
      tokens.set(signedIn);
      return true;
    },
    loggedOut: (): false => {
      tokens.clear();
      return false;
    },
  };
}
