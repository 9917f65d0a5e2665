import type { ApiClient } from '@landing/api';

/**
 * The client with `locales.list()` answered once per editor: the catalog and the Comments
 * section read the same answer instead of asking `/api/locales` twice. A failed load is asked
 * again on the next call. The editor creates no locale, so the one answer stays true for it.
 */
export function withLocalesLoadedOnce(client: ApiClient): ApiClient {
  let loaded: ReturnType<ApiClient['locales']['list']> | undefined;
  const list = () =>
    (loaded ??= client.locales.list().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  const locales = new Proxy(client.locales, {
    get: (group, name, receiver): unknown =>
      name === 'list' ? list : Reflect.get(group, name, receiver),
  });
  return { ...client, locales };
}
