// ESLint rules that keep the workspace's shape: the dependency direction between packages and
// packages declaring what they import. They run in `pnpm lint` (eslint.config.js).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import {
  describeDirection,
  directionProblem,
  forbiddenExternal,
  packageFolderOf,
  WORKSPACE_ROOTS,
} from './workspaceLayers.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const manifests = new Map();
/** The package.json of a folder relative to the repository root ('' = the root), or null. */
const manifestOf = (folder) => {
  if (!manifests.has(folder)) {
    const file = path.join(repoRoot, folder, 'package.json');
    manifests.set(folder, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  }
  return manifests.get(folder);
};

const listFolders = (root) => {
  try {
    return readdirSync(path.join(repoRoot, root)).map((entry) => `${root}/${entry}`);
  } catch {
    return [];
  }
};

let workspaceFolders = null;
/** Workspace package name → its folder, e.g. '@landing/api' → 'packages/api'; else null. */
const workspaceFolderOf = (name) => {
  if (!workspaceFolders) {
    workspaceFolders = new Map();
    for (const folder of WORKSPACE_ROOTS.flatMap(listFolders)) {
      const packageName = manifestOf(folder)?.name;
      if (packageName) workspaceFolders.set(packageName, folder);
    }
  }
  return workspaceFolders.get(name) ?? null;
};

/** 'react-dom/client' → 'react-dom'; '@landing/api/testing' → '@landing/api'. */
export const packageNameOf = (specifier) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

const isBare = (specifier) =>
  !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.includes(':');

/** Tests, stories, benchmarks and test support use the root's shared tool chain too. */
const TOOLING_FILE =
  /(\.(test|spec|stories|bench)\.[cm]?[jt]sx?$)|([\\/](testing|test-support)[\\/])/;

/** Calls `check(node, specifier)` for every static import, re-export and literal `import()`. */
const visitImports = (check) => ({
  ImportDeclaration: (node) => check(node.source, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
  ExportAllDeclaration: (node) => check(node.source, node.source.value),
  ImportExpression: (node) =>
    node.source.type === 'Literal' &&
    typeof node.source.value === 'string' &&
    check(node.source, node.source.value),
});

const relativeToRoot = (filename) => path.relative(repoRoot, filename);

const dependencyDirection = {
  meta: {
    type: 'problem',
    docs: { description: `Imports follow the dependency direction: ${describeDirection()}` },
    schema: [],
    messages: {
      direction: '{{problem}}.',
      forbidden: '{{problem}} (docs/architecture.md, "Rules").',
      crossRelative:
        "Import another package by its name ('{{name}}'), not through a relative path into {{to}}.",
    },
  },
  create(context) {
    const file = relativeToRoot(context.filename);
    const from = packageFolderOf(file);
    if (!from) return {};
    return visitImports((node, specifier) => {
      if (!isBare(specifier)) {
        if (!specifier.startsWith('.')) return;
        const target = relativeToRoot(path.resolve(path.dirname(context.filename), specifier));
        const to = packageFolderOf(target);
        if (to && to !== from) {
          const name = manifestOf(to)?.name ?? to;
          context.report({ node, messageId: 'crossRelative', data: { name, to } });
        }
        return;
      }
      const name = packageNameOf(specifier);
      const to = workspaceFolderOf(name);
      if (to) {
        const problem = directionProblem(from, to);
        if (problem) context.report({ node, messageId: 'direction', data: { problem } });
        return;
      }
      const problem = forbiddenExternal(from, name);
      if (problem) context.report({ node, messageId: 'forbidden', data: { problem } });
    });
  },
};

const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
];
const declares = (manifest, name) =>
  DEPENDENCY_FIELDS.some((field) => manifest?.[field] && name in manifest[field]);

const declaredDependencies = {
  meta: {
    type: 'problem',
    docs: { description: 'A package declares in its package.json every package it imports' },
    schema: [],
    messages: {
      undeclared: "'{{name}}' is imported but not declared in {{manifest}}.",
    },
  },
  create(context) {
    const file = relativeToRoot(context.filename);
    const folder = packageFolderOf(file) ?? '';
    const manifest = manifestOf(folder);
    // Tests and stories may also lean on the root's tool chain (vitest, storybook, msw, ...).
    const alsoRoot = folder !== '' && TOOLING_FILE.test(file);
    return visitImports((node, specifier) => {
      if (!isBare(specifier) || isBuiltin(specifier)) return;
      const name = packageNameOf(specifier);
      if (name === manifest?.name) return;
      if (declares(manifest, name) || (alsoRoot && declares(manifestOf(''), name))) return;
      if (declares(manifest, `@types/${name}`)) return;
      context.report({
        node,
        messageId: 'undeclared',
        data: { name, manifest: path.join(folder, 'package.json') },
      });
    });
  },
};

export default {
  meta: { name: 'landing-workspace' },
  rules: {
    'dependency-direction': dependencyDirection,
    'declared-dependencies': declaredDependencies,
  },
};
