// The dependency direction of the workspace, by folder (docs/architecture.md, "Rules").
// A package may import only packages of a lower rank; `mayImport` narrows that further.
// A folder not named here takes the default of its parent (`packages/*`, `apps/*`, ...), so a
// new package fits without touching this file: a new `packages/x` is a feature package that
// may use api, machines and ui and be used by console, editor and the apps.

/** @typedef {{ rank: number, mayImport?: string[], forbid?: string[] }} Layer */

const REACT = ['react', 'react-dom', '@xstate/react', 'radix-ui', '@radix-ui/*'];
const ROUTER = ['@tanstack/react-router', '@tanstack/router-*'];

/** @type {Record<string, Layer>} */
export const LAYERS = {
  'packages/api': { rank: 0, forbid: [...REACT, ...ROUTER] },
  'packages/machines': { rank: 1, forbid: [...REACT, ...ROUTER] },
  'packages/ui': { rank: 1, mayImport: [], forbid: ROUTER },
  // What every form shares to lose nothing typed (drafts, the sign-in form, beforeunload):
  // below the feature packages, so a form package (template-form) keeps drafts too.
  'packages/drafts': { rank: 1.5, forbid: ROUTER },
  'packages/*': { rank: 2, forbid: ROUTER },
  'packages/console': { rank: 3, forbid: ROUTER },
  'packages/editor': { rank: 3, forbid: ROUTER },
  'apps/server': { rank: 4, mayImport: ['packages/api'], forbid: REACT },
  'apps/*': { rank: 4 },
  'examples/*': { rank: 4 },
};

export const WORKSPACE_ROOTS = ['packages', 'apps', 'examples'];

/** `packages/ui/src/Form.tsx` → `packages/ui`; a file outside every package → null. */
export const packageFolderOf = (relativePath) => {
  const [root, name] = relativePath.split(/[\\/]/);
  return WORKSPACE_ROOTS.includes(root ?? '') && name ? `${root}/${name}` : null;
};

/** @returns {Layer} */
export const layerOf = (folder) =>
  LAYERS[folder] ?? LAYERS[`${folder.split('/')[0]}/*`] ?? { rank: 4 };

const matches = (pattern, name) =>
  pattern.endsWith('*')
    ? name.startsWith(pattern.slice(0, -1))
    : name === pattern || name.startsWith(`${pattern}/`);

/**
 * Why `from` may not import the workspace package in folder `to`, or null when it may.
 * @param {string} from package folder of the importing file
 * @param {string} to package folder of the imported package
 */
export const directionProblem = (from, to) => {
  if (from === to) return null;
  const source = layerOf(from);
  const target = layerOf(to);
  if (source.mayImport) {
    return source.mayImport.includes(to)
      ? null
      : `${from} may import ${source.mayImport.join(', ') || 'no workspace package'}, not ${to}`;
  }
  return target.rank < source.rank
    ? null
    : `${from} may not import ${to}: dependencies point down (${describeDirection()})`;
};

/** Why a file in `from` may not import the external package `name`, or null. */
export const forbiddenExternal = (from, name) => {
  const pattern = (layerOf(from).forbid ?? []).find((p) => matches(p, name));
  return pattern ? `${from} imports no ${name}` : null;
};

export const describeDirection = () =>
  'apps → console, editor → feature packages → drafts → machines → api; console, editor → ui';
