import type * as Arktype from 'arktype';
import { describe, expect, it, vi } from 'vitest';

// Every definition arktype's `type` is given, in order: what has been built so far.
const built = vi.hoisted(() => [] as unknown[]);
vi.mock('arktype', async (importOriginal) => {
  const arktype = await importOriginal<typeof Arktype>();
  const counting = <T extends object>(type: T) =>
    new Proxy(type, {
      apply: (target, thisArg, args: unknown[]): unknown => {
        built.push(args[0]);
        return Reflect.apply(target as (...args: unknown[]) => unknown, thisArg, args);
      },
    });
  // The answers' schemas are made with a scope's `type` (answerType.ts): counted alike.
  const makeScope = arktype.scope as unknown as (...args: unknown[]) => { type: object };
  const scope = (...args: unknown[]) => {
    const made = makeScope(...args);
    return new Proxy(made, {
      get: (target, name) =>
        name === 'type' ? counting(target.type) : (Reflect.get(target, name) as unknown),
    });
  };
  return { ...arktype, type: counting(arktype.type), scope };
});

const definesKey = (key: string) =>
  built.some(
    (definition) => typeof definition === 'object' && definition !== null && key in definition,
  );

describe('lazySchema (issue 31)', () => {
  it('builds no schema when the call groups load, and a call’s schema on its first answer only', async () => {
    // The unit tests share one module registry (vitest.config.ts, `isolate: false`): another
    // file may have loaded the calls, and built their schemas, with the real arktype.
    vi.resetModules();
    const { callGroups } = await import('../client/loadCalls.ts');
    await import('./index.ts');
    const answers: unknown[] = [];
    const transport = {
      call: (spec: { schema: (value: unknown) => unknown }) => {
        answers.push(spec.schema([{ id: 1, name: 'Shop', pushService: 'firebase' }, { id: 0 }]));
        return Promise.resolve(answers.at(-1));
      },
    };
    const groups = callGroups(transport as never, {} as never);
    expect(built).toEqual([]);

    await groups.pwa.list();
    expect(answers).toEqual([[{ id: 1, name: 'Shop', pushService: 'firebase' }]]);
    // The app's schema is built; the landing's (`mainLauncher?`) and the template's are not.
    expect(definesKey('pushService?')).toBe(true);
    expect(definesKey('mainLauncher?')).toBe(false);
    expect(definesKey('isCustom?')).toBe(false);

    const count = built.length;
    await groups.pwa.list();
    expect(built).toHaveLength(count);
  });

  it('reads, composes and refuses like the schema it stands for', async () => {
    const { type } = await import('arktype');
    const { lazySchema } = await import('./lazySchema.ts');
    const build = vi.fn(() => type({ id: 'number.integer > 0' }));
    const Row = lazySchema(build);
    const Rows = lazySchema(() => Row.or('null').array());
    expect(build).not.toHaveBeenCalled();
    expect(Rows([{ id: 2 }, null])).toEqual([{ id: 2 }, null]);
    expect(Row({ id: 0 })).toBeInstanceOf(type.errors);
    expect(type({ row: Row })({ row: { id: 3 } })).toEqual({ row: { id: 3 } });
    expect(Row.partial()({})).toEqual({});
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('buildNow builds a schema once, before its first use, and tells whether it did', async () => {
    const { type } = await import('arktype');
    const { buildNow, lazySchema } = await import('./lazySchema.ts');
    const build = vi.fn(() => type({ id: 'number.integer > 0' }));
    const Row = lazySchema(build);
    expect(buildNow(Row)).toBe(true);
    expect(build).toHaveBeenCalledTimes(1);
    expect(buildNow(Row)).toBe(false);
    expect(Row({ id: 4 })).toEqual({ id: 4 });
    expect(build).toHaveBeenCalledTimes(1);
    // Used first, then asked: already built. A schema lazySchema did not make: nothing to build.
    const Used = lazySchema(() => type('string'));
    expect(Used('x')).toBe('x');
    expect(buildNow(Used)).toBe(false);
    expect(buildNow(type('number'))).toBe(false);
  });
});
