import { runInNewContext } from 'node:vm';
import { ACCESS_TOKEN_KEY } from '@landing/api';
import { describe, expect, it } from 'vitest';
import {
  accessTokenKey,
  pathPattern,
  preloadPlan,
  preloadScript,
  routeTreeFullPaths,
  signedInRoutePath,
  type PreloadPlan,
} from './signedInPreload.ts';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  css: string[] = [],
) => ({
  fileName,
  facadeModuleId,
  imports,
  isEntry: false,
  viteMetadata: { importedCss: new Set(css) },
});

const routes = '/web/src/routes';
const bundle = [
  {
    ...chunk('assets/index.js', '/web/src/main.tsx', ['assets/react.js'], ['assets/index.css']),
    isEntry: true,
  },
  chunk('assets/react.js', null),
  chunk('assets/loadCalls.js', '/api/src/client/loadCalls.ts', ['assets/api-calls.js']),
  chunk('assets/api-calls.js', null, ['assets/index.js']),
  chunk('assets/_auth.js', `${routes}/_auth.tsx?tsr-split=component`, ['assets/Shell.js']),
  chunk('assets/Shell.js', null, ['assets/SideNav.js', 'assets/react.js'], ['assets/Shell.css']),
  chunk('assets/SideNav.js', null),
  chunk('assets/login.js', `${routes}/login.tsx?tsr-split=component`, ['assets/Form.js']),
  chunk('assets/Form.js', null, [], ['assets/Form.css']),
  chunk('assets/app.js', `${routes}/_auth/apps.$appId.tsx?tsr-split=component`, [
    'assets/Form.js',
    'assets/Shell.js',
    'assets/api-calls.js',
  ]),
  chunk('assets/apps.js', `${routes}/_auth/apps.index.tsx?tsr-split=component`, [
    'assets/Table.js',
  ]),
  chunk('assets/Table.js', null),
  chunk('assets/ky.js', '/node_modules/ky/distribution/index.js'),
];
const always = [/client\/loadCalls\.ts$/, /routes\/_auth\.tsx\?tsr-split=component$/];
const knownPaths = ['/', '/login', '/apps/$appId', '/apps/'];

describe('signedInRoutePath', () => {
  it('names a route file under the pathless _auth layout by its full path', () => {
    expect(signedInRoutePath('_auth/apps.$appId')).toBe('/apps/$appId');
    expect(signedInRoutePath('_auth/apps.index')).toBe('/apps/');
    expect(signedInRoutePath('_auth/pwa-creation')).toBe('/pwa-creation');
    expect(signedInRoutePath('_auth/index')).toBe('/');
  });

  it('leaves out files a signed-in visitor does not open first', () => {
    expect(signedInRoutePath('login')).toBeUndefined();
    expect(signedInRoutePath('_auth')).toBeUndefined();
    expect(signedInRoutePath('_auth/_settings/users')).toBeUndefined();
  });
});

describe('pathPattern', () => {
  const matches = (fullPath: string, pathname: string) =>
    new RegExp(pathPattern(fullPath)).test(pathname);

  it('matches one segment for a parameter, with or without a trailing slash', () => {
    expect(matches('/apps/$appId', '/apps/1')).toBe(true);
    expect(matches('/apps/$appId', '/apps/new/')).toBe(true);
    expect(matches('/apps/$appId', '/apps')).toBe(false);
    expect(matches('/apps/$appId', '/apps/1/edit')).toBe(false);
    expect(matches('/apps/', '/apps')).toBe(true);
    expect(matches('/pwa-creation', '/pwa-creation')).toBe(true);
    expect(matches('/pwa-creation', '/pwa-creationX')).toBe(false);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/apps')).toBe(false);
  });
});

describe('preloadPlan', () => {
  it('lists the layout and calls chunks with their imports and stylesheets, minus the entry', () => {
    expect(preloadPlan(bundle, always, knownPaths).always).toEqual([
      '/assets/Shell.css',
      '/assets/Shell.js',
      '/assets/SideNav.js',
      '/assets/_auth.js',
      '/assets/api-calls.js',
      '/assets/loadCalls.js',
    ]);
  });

  it('lists the chunks loaded after the first paint apart, without their imports', () => {
    const plan = preloadPlan(
      bundle,
      [/routes\/_auth\.tsx\?tsr-split=component$/],
      knownPaths,
      '/',
      [/client\/loadCalls\.ts$/],
    );
    expect(plan.always).toEqual([
      '/assets/Shell.css',
      '/assets/Shell.js',
      '/assets/SideNav.js',
      '/assets/_auth.js',
    ]);
    expect(plan.afterPaint).toEqual(['/assets/loadCalls.js']);
  });

  it("gives each signed-in route its own chunks and stylesheets, but not /login's", () => {
    expect(preloadPlan(bundle, always, knownPaths).routes).toEqual([
      { pattern: '^/apps/?$', files: ['/assets/Table.js', '/assets/apps.js'] },
      {
        pattern: '^/apps/[^/]+/?$',
        files: ['/assets/Form.css', '/assets/Form.js', '/assets/app.js'],
      },
    ]);
  });

  it('adds what a route reads ahead with to its chunks', () => {
    const plan = preloadPlan(
      bundle,
      always,
      knownPaths,
      '/',
      [/ky\/distribution/],
      [{ route: /apps\.\$appId\.tsx/, modules: [/ky\/distribution/] }],
    );
    expect(plan.routes.map((route) => route.files.includes('/assets/ky.js'))).toEqual([
      false,
      true,
    ]);
    expect(plan.afterPaint).toEqual(['/assets/ky.js']);
  });

  it('fails the build when a chunk is missing or a route file does not name its route', () => {
    expect(() => preloadPlan(bundle, [/routes\/gone\.tsx/], knownPaths)).toThrow(
      'signedInPreload: no chunk for /routes\\/gone\\.tsx/',
    );
    expect(() => preloadPlan(bundle, always, ['/apps/'])).toThrow(
      'signedInPreload: _auth/apps.$appId is not the route /apps/$appId',
    );
  });
});

describe('routeTreeFullPaths', () => {
  it("reads the full paths of the router's generated tree", () => {
    const source = `export interface FileRoutesByFullPath {\n  '/': typeof A\n  '/apps/$appId': typeof B\n}\nexport interface FileRoutesByTo {\n  '/x': typeof C\n}`;
    expect(routeTreeFullPaths(source)).toEqual(['/', '/apps/$appId']);
  });
});

type Link = {
  rel: string;
  as?: string;
  href: string;
  crossOrigin: string | null;
  fetchPriority?: string;
};

/** A browser's PerformanceObserver for paint entries, reporting when the test says so. */
function paintObserver() {
  const observers: { report: (names: string[]) => void; observing: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'longtask'];
    readonly #observer = { report: (_names: string[]) => {}, observing: false };
    constructor(callback: (list: unknown, observer: FakePerformanceObserver) => void) {
      this.#observer.report = (names) => {
        const list = { getEntriesByName: (name: string) => names.filter((n) => n === name) };
        callback(list, this);
      };
      observers.push(this.#observer);
    }
    observe({ type }: { type: string }) {
      if (type === 'paint') this.#observer.observing = true;
    }
    disconnect() {
      this.#observer.observing = false;
    }
  }
  return {
    PerformanceObserver: FakePerformanceObserver,
    /** The browser reports paints (`first-paint`, `first-contentful-paint`) to whoever observes. */
    paint: (...names: string[]) => {
      for (const observer of observers.filter((o) => o.observing)) observer.report(names);
    },
  };
}

/**
 * Runs the inline script on a page at `pathname` with (or without) a stored token; `paints`, the
 * paint observer of a browser that reports paints (none: a browser without Paint Timing).
 */
function runPreloadScript(
  plan: PreloadPlan,
  pathname: string,
  storedToken: string | null,
  paints?: ReturnType<typeof paintObserver>,
) {
  const appended: Link[] = [];
  runInNewContext(preloadScript(plan), {
    localStorage: { getItem: (key: string) => (key === ACCESS_TOKEN_KEY ? storedToken : null) },
    location: { pathname },
    document: {
      createElement: (): Link => ({ rel: '', href: '', crossOrigin: null }),
      head: { append: (link: Link) => appended.push(link) },
    },
    ...(paints ? { PerformanceObserver: paints.PerformanceObserver } : {}),
  });
  return {
    links: () => appended.map((link) => ({ ...link })),
  };
}

const plan: PreloadPlan = {
  always: ['/assets/calls.js', '/assets/Shell.css'],
  afterPaint: ['/assets/ky.js', '/assets/app.js'],
  routes: [
    { pattern: '^/apps/[^/]+/?$', files: ['/assets/app.js'] },
    { pattern: '^/apps/?$', files: ['/assets/apps.js'] },
  ],
};

describe('preloadScript', () => {
  it('reads the token under the key the console stores it', () => {
    expect(accessTokenKey).toBe(ACCESS_TOKEN_KEY);
  });

  it("preloads the signed-in page's scripts as modules and stylesheets as styles, CORS like Vite's", () => {
    expect(runPreloadScript(plan, '/apps/1', 'token').links()).toEqual([
      { rel: 'modulepreload', href: '/assets/calls.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/Shell.css', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/app.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/ky.js', crossOrigin: '', fetchPriority: 'low' },
    ]);
    expect(
      runPreloadScript(plan, '/domains', 'token')
        .links()
        .map((link) => link.href),
    ).toEqual(['/assets/calls.js', '/assets/Shell.css', '/assets/ky.js', '/assets/app.js']);
  });

  it('preloads what the page loads after its first paint once that paint is on screen', () => {
    const paints = paintObserver();
    const page = runPreloadScript(plan, '/apps/1', 'token', paints);
    const firstPaintFiles = ['/assets/calls.js', '/assets/Shell.css', '/assets/app.js'];
    expect(page.links().map((link) => link.href)).toEqual(firstPaintFiles);
    // A paint with nothing on it yet (the background) is not the first screen.
    paints.paint('first-paint');
    expect(page.links().map((link) => link.href)).toEqual(firstPaintFiles);
    paints.paint('first-contentful-paint');
    expect(page.links().slice(firstPaintFiles.length)).toEqual([
      { rel: 'modulepreload', href: '/assets/ky.js', crossOrigin: '', fetchPriority: 'low' },
    ]);
    paints.paint('first-contentful-paint');
    expect(page.links()).toHaveLength(firstPaintFiles.length + 1);
  });

  it('adds nothing for a signed-out visitor', () => {
    expect(runPreloadScript(plan, '/apps/1', null, paintObserver()).links()).toEqual([]);
  });
});
