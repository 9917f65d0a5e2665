/** The subset of the Web Storage API the client needs. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** An in-memory Storage, for node (tests, SSR) where localStorage does not exist. */
export const createMemoryStorage = (initial: Record<string, string> = {}): Storage => {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
};

/** The browser's localStorage when there is one, else a memory storage. */
export const defaultStorage = (): TokenStorage =>
  typeof globalThis.localStorage === 'undefined' ? createMemoryStorage() : globalThis.localStorage;
