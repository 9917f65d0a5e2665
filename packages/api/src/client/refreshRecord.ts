import type { RefreshedTokens } from '../schemas/auth.ts';

/** The last refresh of a tracker: the refresh token it spent and the tokens it was answered. */
export type RefreshEntry = RefreshedTokens & { spent: string };

/**
 * Where the refresh holding the lock tells the next holder, in another tab, what it did. It
 * must be read the same by every renderer as soon as a write resolves, which localStorage is
 * not in Chromium (each renderer has its own copy, updated asynchronously). Failures read as
 * "no record": the refresh then behaves as without one.
 */
export interface RefreshRecord {
  read: () => Promise<RefreshEntry | undefined>;
  write: (entry: RefreshEntry) => Promise<void>;
}

const DATABASE = 'landing-api-client';
const STORE = 'refreshes';

let opening: Promise<IDBDatabase> | undefined;
const openDatabase = (): Promise<IDBDatabase> =>
  (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  }));

/** Runs one request in its own transaction and resolves once the transaction committed. */
const transact = <T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> =>
  openDatabase().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction(STORE, mode);
        const request = run(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
      }),
  );

const isEntry = (value: unknown): value is RefreshEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RefreshEntry).spent === 'string' &&
  typeof (value as RefreshEntry).access_token === 'string';

/**
 * The record in IndexedDB, keyed by tracker URL: its transactions are served by the browser
 * process, so a committed write is what every tab's next read sees. Without IndexedDB (Node),
 * nothing is recorded.
 */
export const indexedDbRefreshRecord = (key: string): RefreshRecord => {
  if (typeof indexedDB === 'undefined') {
    return { read: () => Promise.resolve(undefined), write: () => Promise.resolve() };
  }
  return {
    read: () =>
      transact('readonly', (store) => store.get(key)).then(
        (value: unknown) => (isEntry(value) ? value : undefined),
        () => undefined,
      ),
    write: (entry) =>
      transact('readwrite', (store) => store.put(entry, key)).then(
        () => undefined,
        () => undefined,
      ),
  };
};

/**
 * Empties every tracker's record. For tests whose independent backends hand out the same
 * token strings: a refresh recorded in one must not stand for a refresh in the next.
 */
export const forgetRefreshRecords = (): Promise<void> =>
  typeof indexedDB === 'undefined'
    ? Promise.resolve()
    : transact('readwrite', (store) => store.clear()).then(
        () => undefined,
        () => undefined,
      );
