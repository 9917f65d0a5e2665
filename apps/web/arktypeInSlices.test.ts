import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { arktypeInSlices, yieldModule } from './arktypeInSlices.ts';
import {
  consoleSourceRoots,
  stringKeywordsNamedIn,
  stringKeywordsUsedUnder,
  withOnlyStringKeywords,
} from './arktypeStringKeywords.ts';

const plugin = arktypeInSlices();
const transform = (code: string, id: string): string | null =>
  (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id)?.code ??
  null;

/** The part of arktype's `type` the test uses (apps/web does not depend on arktype). */
type ArkType = ((definition: object) => (data: unknown) => unknown) & {
  errors: abstract new (...args: never[]) => { summary: string };
};

/** An installed package's directory, resolved as `from` would import it. */
const packageDirOf = (name: string, from: string): string => {
  let dir = dirname(createRequire(from).resolve(name));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
};
/** arktype as @landing/api imports it. */
const arktypeDir = packageDirOf(
  'arktype',
  fileURLToPath(new URL('../../packages/api/package.json', import.meta.url)),
);
const arktypeManifest = join(arktypeDir, 'package.json');

const work = mkdtempSync(join(tmpdir(), 'arktype-in-slices-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The `string.*` keywords the console's build keeps: those its sources name. */
const keptStringKeywords = stringKeywordsUsedUnder(consoleSourceRoots());

/**
 * arktype, @ark/schema, @ark/util and arkregex copied under `work/node_modules` with every file
 * transformed as the console's build does (its unused `string.*` keywords left out, then the
 * slices); the yield module one that counts its calls.
 */
function installTransformed(): { yields: number } {
  const packages = {
    arktype: arktypeDir,
    '@ark/schema': packageDirOf('@ark/schema', arktypeManifest),
    '@ark/util': packageDirOf('@ark/util', arktypeManifest),
    arkregex: packageDirOf('arkregex', arktypeManifest),
  };
  const countingYield = join(work, 'yieldToMain.mjs');
  writeFileSync(
    countingYield,
    `export const yieldToMain = () => {
  globalThis.__arkYields = (globalThis.__arkYields ?? 0) + 1;
  return new Promise((resolve) => setImmediate(resolve));
};`,
  );
  let yields = 0;
  for (const [name, dir] of Object.entries(packages)) {
    const target = join(work, 'node_modules', name);
    cpSync(dir, target, { recursive: true, filter: (source) => !source.endsWith('.d.ts') });
    for (const file of readdirSync(join(target, 'out'), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.js')) continue;
      const path = join(target, 'out', file);
      const source = readFileSync(path, 'utf8');
      const code = transform(
        /[\\/]keywords[\\/]string\.js$/.test(path)
          ? withOnlyStringKeywords(source, keptStringKeywords)
          : source,
        path,
      );
      if (code === null) continue;
      yields += code.split('await yieldToMain();').length - 1;
      writeFileSync(
        path,
        code.replace(
          JSON.stringify(yieldModule),
          JSON.stringify(pathToFileURL(countingYield).href),
        ),
      );
    }
  }
  return { yields };
}

describe('arktypeInSlices', () => {
  it("evaluates arktype's keywords in slices, with the same result", async () => {
    const { yields } = installTransformed();
    // Every scope and module that the kept string.*, number.*, the constructors and the
    // intrinsic nodes build.
    expect(yields).toBeGreaterThanOrEqual(20);

    const { type } = (await import(
      pathToFileURL(join(work, 'node_modules/arktype/out/index.js')).href
    )) as { type: ArkType };
    expect((globalThis as { __arkYields?: number }).__arkYields).toBe(yields);

    const contact = type({ email: 'string.email', age: 'number.integer >= 0', site: 'string.url' });
    expect(contact({ email: 'a@b.io', age: 3, site: 'https://x.io' })).toEqual({
      email: 'a@b.io',
      age: 3,
      site: 'https://x.io',
    });
    const wrong = contact({ email: 'a', age: 1.5, site: 'x' });
    expect(wrong).toBeInstanceOf(type.errors);
    expect((wrong as { summary: string }).summary).toContain('email must be an email address');
  });

  it("keeps the string keywords the console's sources name, and only those", async () => {
    expect(stringKeywordsNamedIn("type({ at: 'string.date.iso', mail: 'string.email' })")).toEqual([
      'date',
      'email',
    ]);
    // The schemas' own: Login's and the commentators' e-mail, the app and landing links.
    expect([...keptStringKeywords].sort()).toEqual(['email', 'url']);
    const { type } = (await import(
      pathToFileURL(join(work, 'node_modules/arktype/out/index.js')).href
    )) as { type: (definition: string) => (data: unknown) => unknown };
    expect(type('string.url')('https://x.io')).toBe('https://x.io');
    expect(() => type('string.uuid')).toThrow(/uuid/);
    expect(() => type('string.creditCard')).toThrow(/creditCard/);
    const stringModule = readFileSync(
      join(work, 'node_modules/arktype/out/keywords/string.js'),
      'utf8',
    );
    expect(stringModule).not.toMatch(/isLuhnValid|iso8601Matcher|semverMatcher|normalizedForms/);
  });

  it('fails the build when keywords/string.js no longer looks as expected', () => {
    expect(() => withOnlyStringKeywords('export const string = makeIt();', new Set())).toThrow(
      /arktype changed keywords\/string\.js/,
    );
  });

  it("gives @ark/util's registry a file name without reading a stack trace", () => {
    const id = join(packageDirOf('@ark/util', arktypeManifest), 'out/registry.js');
    const code = transform(readFileSync(id, 'utf8'), id);
    expect(code).toContain('filename: "unknown",');
    expect(code).not.toContain('isomorphic.fileName()');
  });

  it('fails the build when arktype no longer looks as expected', () => {
    expect(() =>
      transform(
        'export const string = makeIt();',
        '/x/node_modules/arktype/out/keywords/string.js',
      ),
    ).toThrow(/No statement building a scope/);
    expect(() =>
      transform('export const registry = {};', '/x/node_modules/@ark/util/out/registry.js'),
    ).toThrow(/registry's file name/);
    expect(transform('export const x = scope({});', '/x/src/mine.ts')).toBeNull();
  });
});
