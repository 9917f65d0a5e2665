import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { arktypeInSlices } from './arktypeInSlices.ts';
import { arktypeJitless } from './arktypeJitless.ts';
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
  /[\\/]packages[\\/]api[\\/]src[\\/](calls[\\/](?!readAhead\.ts|reads\.ts|path\.ts)|schemas[\\/](?!loginRequestIssues|index)|client[\\/](loadCalls|validate)\.ts)/.test(
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
    arktypeInSlices(),
    precompressedAssets(),
    // The editor's own first-load code in one chunk (a codeSplitting group after the ones below).
    editorFirstLoad(),
    // What a signed-in page loads first: the layout and its route's chunks. The API client's
    // calls chunk comes once the first screen is painted (`loadCallsAfter`), not before: its
    // 53 kB would share the phone's bandwidth with the first paint's chunks.
    signedInPreload({
      always: [/[\\/]src[\\/]routes[\\/]_auth\.tsx\?tsr-split=component$/],
      // What the first request and the first answer import (ky, the checks): chunks of their own
      // that re-export from the calls chunk, otherwise fetched one round trip later each.
      afterPaint: [
        /[\\/]node_modules[\\/]ky[\\/]distribution[\\/]index\.js$/,
        /[\\/]packages[\\/]api[\\/]src[\\/]client[\\/]validate\.ts$/,
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
            { name: 'signed-in', test: /[\\/]src[\\/]routes[\\/]_auth\.tsx\?tsr-split=component$/ },
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
