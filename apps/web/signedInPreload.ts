import type { Plugin, Rollup } from 'vite';

/** Where the console keeps the access token (`ACCESS_TOKEN_KEY` of @landing/api). */
export const accessTokenKey = 'accessToken';

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'facadeModuleId' | 'imports' | 'isEntry'>;

/**
 * The files of the chunks whose module matches `modules`, with every chunk they import, minus
 * what the entry loads anyway (index.html already preloads that), in a stable order.
 */
export function chunksToPreload(
  chunks: readonly Chunk[],
  modules: readonly RegExp[],
  base = '/',
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (roots: readonly Chunk[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const root of roots) visit(root.fileName);
    return seen;
  };
  const loadedByEntry = withImports(chunks.filter((chunk) => chunk.isEntry));
  const roots = chunks.filter((chunk) =>
    modules.some((module) => chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId)),
  );
  const missing = modules.filter(
    (module) => !roots.some((chunk) => module.test(chunk.facadeModuleId ?? '')),
  );
  if (missing.length > 0) {
    throw new Error(`signedInPreload: no chunk for ${missing.join(', ')}`);
  }
  return [...withImports(roots)]
    .filter((fileName) => !loadedByEntry.has(fileName))
    .sort()
    .map((fileName) => `${base}${fileName}`);
}

/** A classic inline script: with a stored token, `<link rel="modulepreload">` for each file. */
export function preloadScript(files: readonly string[], tokenKey = accessTokenKey): string {
  return [
    `if(localStorage.getItem(${JSON.stringify(tokenKey)})!==null)`,
    `for(const href of ${JSON.stringify(files)}){`,
    `const link=document.createElement("link");`,
    `link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}`,
  ].join('');
}

/**
 * A signed-in page (a stored access token) needs the API call functions and the signed-in
 * layout whatever the route: index.html starts fetching them beside the entry instead of after
 * the entry has run and the router has matched. A signed-out visitor (/login) fetches none of
 * them. Only a hint: the app imports these chunks itself as before.
 */
export function signedInPreload(modules: readonly RegExp[]): Plugin {
  return {
    name: 'landing:signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        // Right after the title, before the stylesheet: a classic script waits for the
        // stylesheets above it to load.
        if (!html.includes('</title>'))
          throw new Error('signedInPreload: index.html has no <title>');
        const script = preloadScript(chunksToPreload(chunks, modules));
        return html.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
  };
}
