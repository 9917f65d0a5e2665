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
  builders.set(proxy, () => {
    const wasUnbuilt = built === undefined;
    schema();
    return wasUnbuilt;
  });
  return proxy;
}

/** Each lazy schema's build: true when it built the schema, false when it was built already. */
const builders = new WeakMap<object, () => boolean>();

/**
 * Builds a schema `lazySchema` made, if it is not built yet: true when this call built it (the
 * caller may then end its task before using it), false when it was built or is no lazy schema.
 */
export const buildNow = (schema: object): boolean => builders.get(schema)?.() ?? false;
