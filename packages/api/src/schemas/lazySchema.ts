/**
 * A schema built on its first use (issue 31): the value stands for what `build` returns (it can
 * be called, read and composed like it), but `build` runs only when something first calls or reads
 * it, so loading the schema modules builds none of their schemas. A call's answer schema is built
 * when its first answer is checked; a form's when it is first validated.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  // An arrow function as the target: callable, and with no own property a trap could contradict.
  const proxy = new Proxy((() => undefined) as unknown as T, {
    apply: (_target, thisArg, args: unknown[]) =>
      Reflect.apply(schema() as (...args: unknown[]) => unknown, thisArg, args),
    get: (_target, name) => Reflect.get(schema(), name, schema()),
    has: (_target, name) => Reflect.has(schema(), name),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
  unbuilt.set(proxy, () => {
    if (built !== undefined) return false;
    schema();
    return true;
  });
  return proxy;
}

const unbuilt = new WeakMap<object, () => boolean>();

/**
 * Builds a schema `lazySchema` made, if it is not built yet: true when this call built it (the
 * caller may then end its task before using it), false when it was built or is no lazy schema.
 */
export function buildNow(schema: object): boolean {
  const build = unbuilt.get(schema);
  if (build === undefined || !build()) return false;
  unbuilt.delete(schema);
  return true;
}
