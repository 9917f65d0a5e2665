// dist/index.d.ts and dist/contract.d.ts: the entry's declarations, each file on its own
// (TypeScript's isolated declarations: every export of the entry carries its type), so nothing
// of the workspace, xstate, arktype or Radix reaches a host's type-check. The build fails if a
// declaration would import anything but `react` or the contract.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const editorDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const files = { 'index.tsx': 'index.d.ts', 'contract.ts': 'contract.d.ts' };
const allowed = new Set(['react', './contract.js']);

for (const [source, target] of Object.entries(files)) {
  const fileName = join(editorDir, 'src', 'package', source);
  const { outputText, diagnostics = [] } = ts.transpileDeclaration(readFileSync(fileName, 'utf8'), {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      declaration: true,
      isolatedDeclarations: true,
    },
  });
  if (diagnostics.length > 0) {
    const text = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    throw new Error(`${source}: its exports need explicit types:\n${text.join('\n')}`);
  }
  const declarations = outputText.replace(/(['"])\.\/contract\.ts\1/g, "'./contract.js'");
  const imported = [
    ...declarations.matchAll(/\bfrom\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g),
  ].map((match) => match[1] ?? match[2]);
  const foreign = imported.filter((specifier) => !allowed.has(specifier));
  if (foreign.length > 0) {
    throw new Error(`${target} would import ${foreign.join(', ')}: hosts have only react types.`);
  }
  writeFileSync(join(editorDir, 'dist', target), declarations);
}
