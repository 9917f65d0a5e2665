/** Sign-ins waiting in this page where there are no Web Locks, by lock name. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` holding the page origin's Web Lock `name`, as the refresh lock does: one sign-in
 * at a time for every client of every tab, so the operator sees one 'Sign in again' dialog and
 * the clients after it find the tokens it stored. Without Web Locks (an insecure origin, Node)
 * the clients of this page still take turns.
 */
export function withSignInLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(name, work) as Promise<T>;
  const run = (queues.get(name) ?? Promise.resolve()).then(work, work);
  const settled = run.catch(() => undefined);
  queues.set(name, settled);
  void settled.then(() => {
    if (queues.get(name) === settled) queues.delete(name);
  });
  return run;
}
