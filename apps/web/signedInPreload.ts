import type { Plugin, Rollup } from 'vite';

/** Where the console keeps the access token (`ACCESS_TOKEN_KEY` of @landing/api). */
export const accessTokenKey = 'accessToken';

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'facadeModuleId' | 'imports' | 'isEntry'> & {
  /** Vite's: the stylesheets this chunk's import waits for. */
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Chunks a route's first load needs beyond what its component imports: the modules (ky's) of a
 * route that reads its data ahead as it starts (issue 31), preloaded with its own chunks.
 */
export type RouteNeeds = { route: RegExp; modules: RegExp[] };

/** A signed-in route's chunks and their stylesheets, for the pages whose path matches `pattern` (RegExp source). */
export type RoutePreload = { pattern: string; files: string[] };

export type PreloadPlan = {
  /** What every signed-in page paints with: the layout (scripts, stylesheets). */
  always: string[];
  /**
   * Chunks a signed-in page imports once its first screen is painted and its calls chunk has
   * run (ky's and the checks' facades): preloaded at low priority, without what they import, once
   * the browser reports the page's first contentful paint.
   */
  afterPaint: string[];
  /** Each signed-in route's own chunks (minus `always` and the entry's). */
  routes: RoutePreload[];
};

/** The router plugin's split component of a route file, e.g. `routes/_auth/apps.$appId.tsx`. */
const routeComponent = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component$/;

/**
 * The full path TanStack Router gives a flat route file under the pathless `_auth` layout:
 * `_auth/apps.$appId` → `/apps/$appId`, `_auth/apps.index` → `/apps/`; undefined for files
 * outside it (/login, the layout itself), which a signed-in visitor does not open first.
 */
export function signedInRoutePath(routeFile: string): string | undefined {
  const [layout, ...rest] = routeFile.split('/');
  if (layout !== '_auth' || rest.length === 0) return undefined;
  const segments = rest.join('/').split(/[/.]/);
  if (segments.some((segment) => segment.startsWith('_'))) return undefined;
  const isIndex = segments.at(-1) === 'index';
  const named = isIndex ? segments.slice(0, -1) : segments;
  const path = `/${named.join('/')}`;
  return isIndex && named.length > 0 ? `${path}/` : path;
}

/** A RegExp source matching the pathnames of a route's full path (`$param` = one segment). */
export function pathPattern(fullPath: string): string {
  if (fullPath === '/') return '^/$';
  const segments = fullPath
    .replace(/\/$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return `^${segments.join('/')}/?$`;
}

/**
 * The chunks to preload: the ones whose module matches `always`, and each signed-in route's
 * component chunk, each with every chunk it imports and their stylesheets, minus what the entry
 * loads anyway (index.html preloads that). `knownPaths` are the router's full paths (routeTree.gen.ts): a route file whose
 * path is not among them means the naming rules above no longer hold, and fails the build.
 */
export function preloadPlan(
  chunks: readonly Chunk[],
  always: readonly RegExp[],
  knownPaths: readonly string[],
  base = '/',
  afterPaint: readonly RegExp[] = [],
  routeNeeds: readonly RouteNeeds[] = [],
): PreloadPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (roots: readonly Chunk[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      const chunk = byFile.get(fileName);
      for (const css of chunk?.viteMetadata?.importedCss ?? []) seen.add(css);
      for (const imported of chunk?.imports ?? []) visit(imported);
    };
    for (const root of roots) visit(root.fileName);
    return seen;
  };
  const loadedByEntry = withImports(chunks.filter((chunk) => chunk.isEntry));
  const rootsOf = (modules: readonly RegExp[]) =>
    modules.map((module) => {
      const root = chunks.find((chunk) => module.test(chunk.facadeModuleId ?? ''));
      if (!root) throw new Error(`signedInPreload: no chunk for ${module}`);
      return root;
    });
  const alwaysFiles = [...withImports(rootsOf(always))].filter((file) => !loadedByEntry.has(file));
  const skipped = new Set([...loadedByEntry, ...alwaysFiles]);
  const afterPaintFiles = rootsOf(afterPaint)
    .map((chunk) => chunk.fileName)
    .filter((file) => !skipped.has(file));
  const url = (fileName: string) => `${base}${fileName}`;

  const routes = chunks
    .flatMap((chunk) => {
      const routeFile = routeComponent.exec(chunk.facadeModuleId ?? '')?.[1]?.replace(/\\/g, '/');
      const fullPath = routeFile === undefined ? undefined : signedInRoutePath(routeFile);
      if (fullPath === undefined) return [];
      if (!knownPaths.includes(fullPath)) {
        throw new Error(`signedInPreload: ${routeFile} is not the route ${fullPath}`);
      }
      const needed = routeNeeds
        .filter(({ route }) => route.test(chunk.facadeModuleId ?? ''))
        .flatMap(({ modules }) => rootsOf(modules));
      const files = [...withImports([chunk, ...needed])].filter((file) => !skipped.has(file));
      return [{ pattern: pathPattern(fullPath), files: files.sort().map(url) }];
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
  return {
    always: alwaysFiles.sort().map(url),
    afterPaint: afterPaintFiles.sort().map(url),
    routes,
  };
}

/** The full paths of the generated route tree (`FileRoutesByFullPath`). */
export function routeTreeFullPaths(routeTreeSource: string): string[] {
  const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTreeSource)?.[1];
  if (block === undefined) throw new Error('signedInPreload: no FileRoutesByFullPath');
  return [...block.matchAll(/'([^']+)':/g)].map((match) => match[1] ?? '');
}

/**
 * A classic inline script: with a stored token, `<link rel="modulepreload">` (`preload` as style
 * for a stylesheet: Vite adds the stylesheet itself, and waits for it) for what every signed-in
 * page loads and for the chunks of the route the address names; for what it loads after its
 * first paint (unless the route's chunks have it), `fetchpriority="low"` links once that paint is
 * on screen (Paint Timing's `first-contentful-paint`; at once without Paint Timing), so that they
 * share no bandwidth with the first screen (issue 31: Lighthouse counted them in /apps' LCP).
 * `crossOrigin` as Vite's own links, so they are answered from the preload.
 */
export function preloadScript(plan: PreloadPlan, tokenKey = accessTokenKey): string {
  return [
    `if(localStorage.getItem(${JSON.stringify(tokenKey)})!==null){`,
    `const files=${JSON.stringify(plan.always)};`,
    `for(const[pattern,routeFiles]of ${JSON.stringify(plan.routes.map((route) => [route.pattern, route.files]))})`,
    `if(new RegExp(pattern).test(location.pathname))files.push(...routeFiles);`,
    `const preload=(href,priority)=>{const link=document.createElement("link");`,
    `if(href.endsWith(".css")){link.rel="preload";link.as="style"}else link.rel="modulepreload";`,
    `if(priority)link.fetchPriority=priority;`,
    `link.crossOrigin="";link.href=href;document.head.append(link)};`,
    `for(const href of files)preload(href);`,
    `const later=${JSON.stringify(plan.afterPaint)}.filter((file)=>!files.includes(file));`,
    `const preloadLater=()=>{for(const href of later)preload(href,"low")};`,
    `if(typeof PerformanceObserver==="function"&&PerformanceObserver.supportedEntryTypes?.includes("paint"))`,
    `new PerformanceObserver((list,observer)=>{`,
    `if(list.getEntriesByName("first-contentful-paint").length===0)return;`,
    `observer.disconnect();preloadLater()}).observe({type:"paint",buffered:true});`,
    `else preloadLater()}`,
  ].join('');
}

/**
 * A signed-in page (a stored access token) needs the API call functions, the signed-in layout
 * and its route's chunks: index.html starts fetching them beside the entry instead of after the
 * entry has run and the router has matched. A signed-out visitor (/login) fetches none of them.
 * Only a hint: the app imports these chunks itself as before.
 */
export function signedInPreload(options: {
  always: readonly RegExp[];
  afterPaint?: readonly RegExp[];
  routeNeeds?: readonly RouteNeeds[];
  readRouteTree: () => string;
}): Plugin {
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
        const plan = preloadPlan(
          chunks,
          options.always,
          routeTreeFullPaths(options.readRouteTree()),
          '/',
          options.afterPaint,
          options.routeNeeds,
        );
        // Right after the title, before the stylesheet: a classic script waits for the
        // stylesheets above it to load.
        if (!html.includes('</title>')) {
          throw new Error('signedInPreload: index.html has no <title>');
        }
        return html.replace('</title>', `</title>\n    <script>${preloadScript(plan)}</script>`);
      },
    },
  };
}
