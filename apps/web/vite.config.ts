import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { arktypeInSlices } from './arktypeInSlices.ts';
import { arktypeJitless } from './arktypeJitless.ts';
import { precompressedAssets } from './compressAssets.ts';
import { signedInPreload } from './signedInPreload.ts';

/** apps/server's consoleSecurity.ts replaces it in index.html; never a real nonce. */
const cspNoncePlaceholder = 'LANDING_CSP_NONCE';

/** The modules `packages/api/src/client/loadCalls.ts`, `validate.ts` and ky bring, not /login's. */
const isLoadedWithFirstCall = (id: string): boolean =>
  /[\\/]node_modules[\\/](arktype|@ark[\\/][^\\/]+|arkregex|ky)[\\/]/.test(id) ||
  /[\\/]packages[\\/]api[\\/]src[\\/](calls[\\/]|schemas[\\/](?!loginRequestIssues|index)|client[\\/](loadCalls|validate)\.ts)/.test(
    id,
  );

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    arktypeJitless(),
    arktypeInSlices(),
    precompressedAssets(),
    // What a signed-in page loads first: the API client's calls, the layout, its route's chunks.
    signedInPreload({
      always: [
        /[\\/]packages[\\/]api[\\/]src[\\/]client[\\/]loadCalls\.ts$/,
        /[\\/]src[\\/]routes[\\/]_auth\.tsx\?tsr-split=component$/,
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
          ],
        },
      },
    },
  },
});
