import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { arktypeInSlices } from './arktypeInSlices.ts';
import { arktypeJitless } from './arktypeJitless.ts';
import { arktypeStringKeywords } from './arktypeStringKeywords.ts';
import { editorFirstLoad } from './editorFirstLoad.ts';
import { precompressedAssets } from './compressAssets.ts';
import { signedInPreload } from './signedInPreload.ts';

/** apps/server's consoleSecurity.ts replaces it in index.html; never a real nonce. */
const cspNoncePlaceholder = 'LANDING_CSP_NONCE';

/**
 * The modules `packages/api/src/client/loadCalls.ts` and `validate.ts` bring, not /login's. Not
 * ky (a chunk of its own: a page reads ahead before this chunk loads) nor where reads ask.
 */
const isLoadedWithFirstCall = (id: string): boolean =>
  /[\\/]node_modules[\\/](arktype|@ark[\\/][^\\/]+|arkregex)[\\/]/.test(id) ||
  /[\\/]packages[\\/]api[\\/]src[\\/](calls[\\/](?!readAhead\.ts|reads\.ts|path\.ts)|schemas[\\/](?!loginRequestIssues|appFormIssues|index)|client[\\/](loadCalls|validate)\.ts)/.test(
    id,
  );

/**
 * The list screens' own modules: table, list machine, list screen. Not the table's words, icons
 * and row actions (the editor's messages name them) nor othersChanges (/apps/{id} uses it).
 */
const listScreenParts = [
  /[\\/]packages[\\/]ui[\\/]src[\\/]DataTable[\\/](?!dataTableWords|RowActions|icons|DataTable\.css)/,
  /[\\/]packages[\\/]machines[\\/]src[\\/]resourceList[\\/]/,
  /[\\/]packages[\\/]console[\\/]src[\\/]ListScreen[\\/](?!othersChanges)/,
  /[\\/]node_modules[\\/](@tanstack[\\/](react-virtual|virtual-core)|@radix-ui[\\/]react-checkbox)[\\/]/,
];
const isListScreenPart = (id: string): boolean => listScreenParts.some((part) => part.test(id));

/**
 * Small modules most signed-in pages share (the lists' and the editor's polling, read-ahead and
 * row-action words; the Radix parts that selects, tabs, sliders and toasts share; the not-found
 * screen, the app paths, the others' changes notice): with the signed-in layout, not a file of a
 * few hundred bytes each. Over HTTP/1.1 a phone pays a round trip per file (issue 31: /apps/{id}
 * asked for 26 files before it drew, 12 after).
 */
const signedInShared = [
  /[\\/]packages[\\/]machines[\\/]src[\\/]shared[\\/](polling|requireId|notify)\.ts$/,
  /[\\/]packages[\\/]api[\\/]src[\\/](client[\\/]versions|calls[\\/]readAhead)\.ts$/,
  /[\\/]packages[\\/]ui[\\/]src[\\/](DataTable[\\/](dataTableWords|RowActions|icons)|Button[\\/]IconButton)\.(css\.)?tsx?$/,
  /[\\/]node_modules[\\/]@radix-ui[\\/](react-collection|react-use-size|react-direction|number|react-visually-hidden)[\\/]/,
  /[\\/]packages[\\/]console[\\/]src[\\/](NotFound[\\/]NotFound|Apps[\\/]appPaths|ListScreen[\\/]othersChanges)\.tsx?$/,
  /[\\/]packages[\\/]ui[\\/]src[\\/]clipboard[\\/]/,
  /[\\/]packages[\\/]machines[\\/]src[\\/]helpers[\\/]sanitizeSubdomain\.ts$/,
];
const signedInLayout = /[\\/]src[\\/]routes[\\/]_auth\.tsx\?tsr-split=component$/;
const isSignedInShared = (id: string): boolean => signedInShared.some((part) => part.test(id));

/**
 * What the form pages (the editor, /apps/{id}, /templates) share: cards, the conflict dialog,
 * drafts, undo history, the 'changed elsewhere' notice. One chunk rather than a dozen: over
 * HTTP/1.1 each file cost a phone a round trip before the page drew.
 */
const formParts = [
  /[\\/]packages[\\/]ui[\\/]src[\\/](Card|Spinner|FilePicker|ConflictDialog|Breadcrumb)[\\/]/,
  /[\\/]packages[\\/]machines[\\/]src[\\/](drafts|formHistory|shared[\\/]conflict)[\\/]/,
  /[\\/]packages[\\/]machines[\\/]src[\\/](shared[\\/](changedElsewhere|enqueueForAnyMachine|writeAnswer|identifyCreated|listingBeforeCreate)|staticContent[\\/]context)\.ts$/,
  /[\\/]packages[\\/]drafts[\\/]src[\\/]/,
];
const isFormPart = (id: string): boolean => formParts.some((part) => part.test(id));

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // /login's screen comes with the first load (a signed-out visit's only screen; a signed-in
      // one needs its fields and login machine for the session-ended dialog anyway).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined),
      },
    }),
    react(),
    vanillaExtractPlugin(),
    arktypeJitless(),
    // Before the slices: they cut what is left of arktype's keywords into tasks.
    arktypeStringKeywords(),
    arktypeInSlices(),
    precompressedAssets(),
    // The editor's own first-load code in one chunk (a codeSplitting group after the ones below).
    editorFirstLoad(),
    // What a signed-in page loads first: the layout and its route's chunks. The API client's
    // calls chunk comes once the first screen is painted (`loadCallsAfter`), not before: its
    // 53 kB would share the phone's bandwidth with the first paint's chunks.
    signedInPreload({
      always: [/[\\/]src[\\/]routes[\\/]_auth\.tsx\?tsr-split=component$/],
      // What the first request and the first answer import (the calls, ky, the checks): chunks of their own
      // that re-export from the calls chunk, otherwise fetched one round trip later each.
      afterPaint: [
        /[\\/]node_modules[\\/]ky[\\/]distribution[\\/]index\.js$/,
        /[\\/]packages[\\/]api[\\/]src[\\/]client[\\/]validate\.ts$/,
        // The calls' own facade (`createApiClient` imports it once the first screen is painted).
        /[\\/]packages[\\/]api[\\/]src[\\/]client[\\/]loadCalls\.ts$/,
      ],
      // /apps/{id} reads its data as it starts (`readAppPageAhead`): ky with its first chunks.
      routeNeeds: [
        {
          route: /[\\/]src[\\/]routes[\\/]_auth[\\/]apps\.\$appId\.tsx\?tsr-split=component$/,
          modules: [/[\\/]node_modules[\\/]ky[\\/]distribution[\\/]index\.js$/],
        },
      ],
      readRouteTree: () =>
        readFileSync(fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)), 'utf8'),
    }),
  ],
  // Every built tag gets nonce="…" and a <meta property="csp-nonce">; apps/server puts a fresh
  // nonce in their place per page (consoleSecurity.ts) and names it in the CSP.
  html: { cspNonce: cspNoncePlaceholder },
  server: {
    proxy: {
      '/api': apiTarget,
      '/tracker': apiTarget,
      '/lambda': apiTarget,
    },
  },
  build: {
    sourcemap: true,
    // One stylesheet for every screen (7 kB gzip), in index.html: a screen's chunk no longer
    // brings a CSS file of its own, a request each before it can draw (five on /apps/{id}).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own, named after them: a deploy that changes a screen
        // keeps their file names, so browsers keep them cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The router only: TanStack's virtualizer goes with the tables that use it, not in
            // every first load.
            {
              name: 'router',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](?!react-virtual|virtual-core)/,
            },
            { name: 'xstate', test: /[\\/]node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/ },
            // What the API client loads with its first call (call functions, schemas, arktype):
            // one file rather than one per schema module shared between screens.
            // Without its dependencies: the errors and constants they share are /login's too.
            {
              name: 'api-calls',
              test: isLoadedWithFirstCall,
              includeDependenciesRecursively: false,
            },
            // Below: a few chunks per page rather than one per module that two lazy chunks share
            // (Rolldown's default): each file is a request, and a mobile first load paid for 41.
            // Everything the entry imports statically (the route tree's eager parts, the session,
            // the API transport, /login's screen): one chunk.
            { name: 'app', tags: ['$initial'] },
            // The signed-in layout (shell, navigation, session-ended sign-in dialog with Radix
            // Dialog) and its dependencies: every signed-in page loads them.
            // With it the small modules most signed-in pages share.
            { name: 'signed-in', test: (id) => signedInLayout.test(id) || isSignedInShared(id) },
            { name: 'forms', test: isFormPart, includeDependenciesRecursively: false },
            // What /apps, /landings, /templates and /domains share; not the editor's first load.
            {
              name: 'lists',
              test: isListScreenPart,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
