import type { Plugin, Rolldown } from 'vite';

/** The router plugin's split component of the editor's route (`routes/_auth/pwa-creation.tsx`). */
const editorRoute = /[\\/]src[\\/]routes[\\/]_auth[\\/]pwa-creation\.tsx\?tsr-split=component$/;

/** The editor package: what its modules import lazily are the editor's own parts. */
const editorPackage = /[\\/]packages[\\/]editor[\\/]src[\\/]/;

/** A package's index: it re-exports everything, and the build drops what nobody uses of it. */
const isIndex = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/](?:[^\\/]+[\\/])?index\.ts$/;

/**
 * Code no other page uses: the editor package, the machines only it runs, and the client's
 * token hand-over its own connection makes (the console's session machine has its own).
 */
const editorOwnCode = [
  editorPackage,
  /[\\/]packages[\\/]machines[\\/]src[\\/](editor|editorCatalog|landingWatch|landingSettings|mainInformation|iconNameForm|staticContent|design|content|comments|commentatorForm|translations|relatedLaunchers|preview)[\\/]/,
  /[\\/]packages[\\/]api[\\/]src[\\/]client[\\/]storeReportedTokens\.ts$/,
];

const chunkName = 'editor';

/**
 * The editor's own modules its route imports statically, not through one of its lazy parts
 * (sections, dialogs, the preview: the package's index also exports some, an import the build
 * drops), and that no other page's module imports. Module infos list every import, used or not,
 * so the packages' index files reach everything: the own-code paths tell what is the editor's.
 */
function editorFirstLoadModules(ctx: Rolldown.ChunkingContext, someModule: string): Set<string> {
  const info = (id: string) => ctx.getModuleInfo(id);
  const all = new Set<string>();
  const pending = [someModule];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (all.has(id)) continue;
    all.add(id);
    const module = info(id);
    if (module === null) continue;
    pending.push(
      ...module.importedIds,
      ...module.dynamicallyImportedIds,
      ...module.importers,
      ...module.dynamicImporters,
    );
  }
  const isOwnPart = (id: string) => {
    const importers = info(id)?.dynamicImporters ?? [];
    return importers.length > 0 && importers.every((importer) => editorPackage.test(importer));
  };
  const route = [...all].find((id) => editorRoute.test(id));
  const firstLoad = new Set<string>();
  const stack = route === undefined ? [] : [route];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (firstLoad.has(id) || (id !== route && isOwnPart(id))) continue;
    firstLoad.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  const editorOnly = new Set(
    [...firstLoad].filter((id) => id !== route && editorOwnCode.some((code) => code.test(id))),
  );
  // Not a module another page's code imports (e.g. the drafts' formats read Static Content's
  // fields): in the editor's chunk, that page would load it, or the two chunks would import each
  // other. Until nothing changes: a module left out takes its importers' reasons with it.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of editorOnly) {
      const outside = (info(id)?.importers ?? []).some(
        (importer) =>
          !editorOnly.has(importer) && !editorPackage.test(importer) && !isIndex.test(importer),
      );
      if (outside) {
        editorOnly.delete(id);
        changed = true;
      }
    }
  }
  return editorOnly;
}

/**
 * One chunk for the editor's own code in its first load (issue 31). By default each module the
 * route shares with one of the editor's lazy parts made a chunk of its own, and over HTTP/1.1 a
 * phone paid a round trip for each of some 40 files before the editor drew. Adds its group after
 * the config's own; the route's module stays in its own chunk (signedInPreload finds a route by
 * its chunk's facade). Fails the build when a chunk other than the editor's route and the
 * editor's lazy parts imports the editor's chunk: another page would load the whole editor.
 */
export function editorFirstLoad(): Plugin {
  let firstLoad: Set<string> | undefined;
  const group: Rolldown.CodeSplittingGroup = {
    debugName: chunkName,
    name: (id, ctx) => {
      firstLoad ??= editorFirstLoadModules(ctx, id);
      return firstLoad.has(id) ? chunkName : null;
    },
    includeDependenciesRecursively: false,
  };
  return {
    name: 'landing:editor-first-load',
    apply: 'build',
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: { ...splitting, groups: [...(splitting.groups ?? []), group] },
      };
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const editorChunk = chunks.find((chunk) => chunk.name === chunkName);
      if (editorChunk === undefined) throw new Error('editorFirstLoad: no editor chunk');
      for (const chunk of chunks) {
        if (!chunk.imports.includes(editorChunk.fileName)) continue;
        const isEditors =
          editorRoute.test(chunk.facadeModuleId ?? '') ||
          chunk.moduleIds.some((id) => editorPackage.test(id));
        if (!isEditors) {
          throw new Error(`editorFirstLoad: ${chunk.fileName} imports the editor's chunk`);
        }
      }
    },
  };
}
