import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { editorCssScope } from './build/cssScope.ts';

/**
 * `pnpm --filter @landing/editor build`: dist/index.js (ESM, `"use client"`, everything bundled
 * but React and React DOM: no workspace package, no xstate, no Radix left to install) and its
 * on-demand chunks, dist/style.css (one stylesheet, host-proof: build/isolateCss.ts) and
 * the declarations (build/declarations.mjs). A host needs neither vanilla-extract nor a router.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), editorCssScope()],
  resolve: {
    // CommonJS shims that would `require('react')` from an ES bundle: use React's own hook.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: fileURLToPath(
          new URL('./build/useSyncExternalStoreWithSelector.ts', import.meta.url),
        ),
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./build/useSyncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The package ships no maps (they would be most of the tarball).
    sourcemap: false,
    cssCodeSplit: false,
    lib: {
      entry: 'src/package/index.tsx',
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'style',
    },
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/],
      // Every chunk is client code: a React Server Component may import the entry, never run it.
      output: { banner: "'use client';" },
    },
  },
});
