// Declarations for dist/: `tsc` over the editor and the workspace packages it imports (mapped
// to their sources so they are emitted too), then every `@landing/*` specifier rewritten to
// the emitted file and every `.ts`/`.tsx` import to `.js`, so a host resolves them all.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const editorDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = resolve(editorDir, '..');
const typesDir = join(editorDir, 'dist', 'types');

/** `@landing/api/testing` → `api/src/testing/index.ts`, from each package's exports. */
const workspaceEntries = new Map();
for (const dir of readdirSync(packagesDir)) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8'));
  } catch {
    continue;
  }
  for (const [key, target] of Object.entries(manifest.exports ?? {})) {
    if (typeof target !== 'string' || !/\.tsx?$/.test(target)) continue;
    workspaceEntries.set(`${manifest.name}${key.slice(1)}`, join(dir, target));
  }
}

const tsconfigPath = join(editorDir, 'tsconfig.declarations.json');
writeFileSync(
  tsconfigPath,
  JSON.stringify({
    extends: '../../tsconfig.base.json',
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: '..',
      outDir: 'dist/types',
      paths: Object.fromEntries(
        [...workspaceEntries].map(([specifier, file]) => [specifier, [`../${file}`]]),
      ),
    },
    files: ['src/index.ts'],
  }),
);
rmSync(typesDir, { recursive: true, force: true });
try {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', tsconfigPath], { stdio: 'inherit' });
} finally {
  rmSync(tsconfigPath, { force: true });
}

const declarationFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? declarationFiles(path)
      : path.endsWith('.d.ts')
        ? [path]
        : [];
  });

const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;
for (const file of declarationFiles(typesDir)) {
  const text = readFileSync(file, 'utf8').replace(specifier, (match, lead, quote, target) => {
    let next = target;
    const entry = workspaceEntries.get(target);
    if (entry) {
      next = relative(dirname(file), join(typesDir, entry));
      if (!next.startsWith('.')) next = `./${next}`;
    }
    if (next.startsWith('.')) next = next.replace(/\.tsx?$/, '.js');
    return next === target ? match : `${lead}${quote}${next}${quote}`;
  });
  writeFileSync(file, text);
}

const editorEntry = relative(join(editorDir, 'dist'), join(typesDir, 'editor', 'src', 'index.js'));
writeFileSync(join(editorDir, 'dist', 'index.d.ts'), `export * from './${editorEntry}';\n`);
