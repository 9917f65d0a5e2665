/** A call group's functions: every one answers with a promise. */
export type CallGroup = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A call group whose module is loaded on its first call. Each function is made once, so
 * `group.list === group.list`, and a function set on the group (a test's spy) wins. The group is
 * not a thenable: awaiting it gives the group itself.
 */
export function lazyCallGroup<T extends CallGroup>(load: () => Promise<T>): T {
  const made: Record<PropertyKey, unknown> = {};
  return new Proxy(made, {
    get(target, name) {
      if (name in target || typeof name === 'symbol' || name === 'then') return target[name];
      const call = (...args: never[]) =>
        load().then((group) => {
          const loaded = group[name];
          if (loaded === undefined) throw new TypeError(`No call named ${name}`);
          return loaded(...args);
        });
      target[name] = call;
      return call;
    },
  }) as T;
}
