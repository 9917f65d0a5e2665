import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';

const stringKeywordsModule = /[\\/]arktype[\\/]out[\\/]keywords[\\/]string\.js$/;

/** The `string.*` keywords a source names: 'string.email', 'string.date.iso' (→ `date`). */
export function stringKeywordsNamedIn(source: string): string[] {
  return [...source.matchAll(/\bstring\.([A-Za-z]+)/g)].map((match) => match[1] ?? '');
}

/** Where the console's TypeScript is: every package's `src` and the app's own. */
export function consoleSourceRoots(): string[] {
  const packagesDir = fileURLToPath(new URL('../../packages', import.meta.url));
  return [
    ...readdirSync(packagesDir)
      .map((name) => join(packagesDir, name, 'src'))
      .filter((dir) => existsSync(dir)),
    fileURLToPath(new URL('./src', import.meta.url)),
  ];
}

/** The `string.*` keywords the TypeScript sources under `roots` name (tests and stories too). */
export function stringKeywordsUsedUnder(roots: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const root of roots) {
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /(^|[\\/])node_modules[\\/]/.test(file)) continue;
      for (const name of stringKeywordsNamedIn(readFileSync(join(root, file), 'utf8'))) {
        used.add(name);
      }
    }
  }
  return used;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every identifier under `node`, except under the nodes `skip` says. */
function namesUnder(node: Node, skip: (node: Node) => boolean, into = new Set<string>()) {
  if (skip(node)) return into;
  if (node.type === 'Identifier') into.add(node.name as string);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) namesUnder(child, skip, into);
    }
  }
  return into;
}

/** The names a top-level statement declares (`const a = …, b = …`, `function f`), exported or not. */
function declaredNames(statement: Node): string[] {
  const declaration = (
    statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
  ) as Node | null;
  if (declaration?.type === 'VariableDeclaration') {
    return (declaration.declarations as { id: Node }[]).flatMap(({ id }) =>
      id.type === 'Identifier' ? [id.name as string] : [],
    );
  }
  if (declaration?.type === 'FunctionDeclaration') return [(declaration.id as Node).name as string];
  return [];
}

/**
 * arktype's `keywords/string.js` with only the `string.*` keywords in `kept` (and the root,
 * `string` itself): the others leave the final `Scope.module({...})`, and every top-level
 * declaration nothing kept reads any more goes with them. Throws when the module no longer has
 * the shape this expects.
 */
export function withOnlyStringKeywords(code: string, kept: ReadonlySet<string>): string {
  const program = parseAst(code) as unknown as { body: Node[] };
  const declarations = new Map<string, Node>();
  for (const statement of program.body) {
    for (const name of declaredNames(statement)) declarations.set(name, statement);
  }
  const stringModule = declarations.get('string');
  const moduleCall = (
    ((stringModule?.declaration as Node | undefined)?.declarations as Node[] | undefined)?.[0]
      ?.init as Node | undefined
  )?.arguments as Node[] | undefined;
  const keywords = moduleCall?.[0];
  if (stringModule?.type !== 'ExportNamedDeclaration' || keywords?.type !== 'ObjectExpression') {
    throw new Error('arktype changed keywords/string.js: update apps/web/arktypeStringKeywords.ts');
  }
  const removed: Node[] = [];
  for (const property of keywords.properties as Node[]) {
    const name = ((property.key as Node).name ?? (property.key as Node).value) as string;
    if (name !== 'root' && !kept.has(name)) removed.push(property);
  }
  const isRemoved = (node: Node) => removed.includes(node);

  // What `string` reads, and what that reads in turn; other statements than declarations stay.
  const reached = new Set<Node>([stringModule]);
  const pending = [stringModule];
  for (const statement of program.body) {
    if (declaredNames(statement).length === 0 && !reached.has(statement)) {
      reached.add(statement);
      pending.push(statement);
    }
  }
  for (let statement = pending.pop(); statement; statement = pending.pop()) {
    for (const name of namesUnder(statement, isRemoved)) {
      const declaration = declarations.get(name);
      if (declaration && !reached.has(declaration)) {
        reached.add(declaration);
        pending.push(declaration);
      }
    }
  }

  const cuts = [
    ...removed.map((property) => ({
      start: property.start,
      end: code[property.end] === ',' ? property.end + 1 : property.end,
    })),
    ...program.body.filter((statement) => !reached.has(statement)),
  ].sort((a, b) => b.start - a.start);
  let trimmed = code;
  for (const { start, end } of cuts) trimmed = trimmed.slice(0, start) + trimmed.slice(end);
  return trimmed;
}

/**
 * arktype's `string` keywords in the console's build are only those its sources name (issue 31).
 * arktype builds every `string.*` keyword when its chunk loads (credit cards, dates, IPs, JSON,
 * Unicode normal forms, semver, UUIDs, …), though the console's schemas use two or three: a third
 * of the API client chunk's evaluation on every signed-in first load. The sources are read when
 * the build starts, so a schema that names another keyword keeps it; a name arktype does not
 * have fails as it would anyway, when the schema is built.
 */
export function arktypeStringKeywords(): Plugin {
  let kept = new Set<string>();
  return {
    name: 'landing:arktype-string-keywords',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      kept = stringKeywordsUsedUnder(consoleSourceRoots());
    },
    transform(code, id) {
      if (!stringKeywordsModule.test(id)) return null;
      return { code: withOnlyStringKeywords(code, kept), map: null };
    },
  };
}
