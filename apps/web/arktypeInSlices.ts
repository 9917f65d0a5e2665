import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The API client's `yieldToMain` (one definition), imported by the patched modules. */
export const yieldModule = fileURLToPath(
  new URL('../../packages/api/src/client/yieldToMain.ts', import.meta.url),
);

/**
 * The modules whose top level builds arktype's keywords (@ark/schema's intrinsic nodes, then
 * arktype's `ark` scope and its submodules: string.*, number.*, the constructors, …). Together
 * they were one task of 100–200 ms when the API client's chunk loads (issue 31).
 */
const slowTopLevels = [
  /[\\/]@ark[\\/]schema[\\/]out[\\/]intrinsic\.js$/,
  /[\\/]arktype[\\/]out[\\/]keywords[\\/][A-Za-z]+\.js$/,
];

/**
 * A top-level statement (tsc's output: column 0) that builds a scope, a module or a node, or
 * exports a scope (which resolves every alias of it: `ark.export()` alone is a long slice).
 */
const buildingStatement =
  /^(?=(?:export )?const [\w$]+ = .*(?:\b(?:Scope\.module|schemaScope|scope|rootSchema)\(|\.export\(\)))/gm;

/** @ark/util's registry records the file it was loaded from, read from a stack trace. */
const registryFileName = /\bfilename: isomorphic\.fileName\(\),/;
const registryModule = /[\\/]@ark[\\/]util[\\/]out[\\/]registry\.js$/;

/**
 * arktype's start-up in short tasks (issue 31), in the console's build only:
 * - each statement of those modules that builds a scope or a module first awaits
 *   `yieldToMain()` (a top-level `await`): the browser runs what waits (input, a frame, the
 *   page's other tasks) between them, so the chunk's evaluation is many short tasks instead of
 *   one long one. The order and the result are the same; the chunk's importers wait for all of
 *   it, as for any module with a top-level `await`.
 * - @ark/util's registry gets `filename: "unknown"` instead of the file name parsed from a new
 *   Error's stack: formatting that stack made V8 find source positions in the whole chunk's top
 *   level (40 ms under load). Nothing in arktype reads it; "unknown" is its own fallback.
 * Fails the build when arktype's files no longer look as expected, like arktypeJitless.ts.
 */
export function arktypeInSlices(): Plugin {
  return {
    name: 'landing:arktype-in-slices',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (registryModule.test(id)) {
        if (!registryFileName.test(code)) {
          throw new Error(
            `@ark/util changed its registry's file name (${id}): update ${import.meta.url}`,
          );
        }
        return { code: code.replace(registryFileName, 'filename: "unknown",'), map: null };
      }
      if (!slowTopLevels.some((pattern) => pattern.test(id))) return null;
      const sliced = code.replace(buildingStatement, 'await yieldToMain(); ');
      if (sliced === code) {
        throw new Error(`No statement building a scope in ${id}: update ${import.meta.url}`);
      }
      return {
        code: `import { yieldToMain } from ${JSON.stringify(yieldModule)}; ${sliced}`,
        map: null,
      };
    },
  };
}
