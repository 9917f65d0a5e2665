/**
 * Runs `work` holding the page origin's Web Lock `name`: every client of every tab of the origin
 * waits for the one refresh under way, then uses the tokens it got (from the refresh record:
 * the stored ones may not have reached this tab yet). Where there are no Web
 * Locks (an insecure origin, Node), `work` runs at once and the server's grace window for a
 * just-rotated refresh token keeps simultaneous refreshes from ending the session.
 */
export function withRefreshLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, work) as Promise<T>) : work();
}
