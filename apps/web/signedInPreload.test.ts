import { runInNewContext } from 'node:vm';
import { ACCESS_TOKEN_KEY } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { accessTokenKey, chunksToPreload, preloadScript } from './signedInPreload.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  fileName,
  facadeModuleId,
  imports,
  isEntry: false,
});

const bundle = [
  { ...chunk('assets/index.js', '/web/src/main.tsx', ['assets/react.js']), isEntry: true },
  chunk('assets/react.js', null),
  chunk('assets/loadCalls.js', '/api/src/client/loadCalls.ts', ['assets/api-calls.js']),
  chunk('assets/api-calls.js', null, ['assets/index.js']),
  chunk('assets/_auth.js', '/web/src/routes/_auth.tsx?tsr-split=component', [
    'assets/Shell.js',
    'assets/react.js',
  ]),
  chunk('assets/Shell.js', null, ['assets/SideNav.js']),
  chunk('assets/SideNav.js', null),
  chunk('assets/login.js', '/web/src/routes/login.tsx?tsr-split=component', ['assets/Form.js']),
  chunk('assets/Form.js', null),
];

describe('chunksToPreload', () => {
  it('lists the chosen chunks and everything they import, but nothing the entry loads', () => {
    expect(
      chunksToPreload(bundle, [
        /client\/loadCalls\.ts$/,
        /routes\/_auth\.tsx\?tsr-split=component$/,
      ]),
    ).toEqual([
      '/assets/Shell.js',
      '/assets/SideNav.js',
      '/assets/_auth.js',
      '/assets/api-calls.js',
      '/assets/loadCalls.js',
    ]);
  });

  it('fails the build when a module it should preload is no longer a chunk of its own', () => {
    expect(() => chunksToPreload(bundle, [/routes\/gone\.tsx/])).toThrow(
      'signedInPreload: no chunk for /routes\\/gone\\.tsx/',
    );
  });
});

/** Runs the inline script against a page with (or without) a stored token. */
function runPreloadScript(files: string[], storedToken: string | null) {
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const page = {
    localStorage: { getItem: (key: string) => (key === ACCESS_TOKEN_KEY ? storedToken : null) },
    document: {
      createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
      head: { append: (link: (typeof appended)[number]) => appended.push(link) },
    },
  };
  runInNewContext(preloadScript(files), page);
  return appended;
}

describe('preloadScript', () => {
  it('reads the token under the key the console stores it', () => {
    expect(accessTokenKey).toBe(ACCESS_TOKEN_KEY);
  });

  it('adds a CORS module preload for every file when an access token is stored', () => {
    expect(runPreloadScript(['/assets/a.js', '/assets/b.js'], 'token')).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/b.js', crossOrigin: '' },
    ]);
  });

  it('adds nothing for a signed-out visitor', () => {
    expect(runPreloadScript(['/assets/a.js'], null)).toEqual([]);
  });
});
