import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { editorCssLayer } from './build/cssLayer.ts';

/**
 * `pnpm --filter @landing/editor build`: dist/index.js (ESM, everything bundled but React and
 * React DOM), dist/style.css (one stylesheet, every rule in `@layer landing-editor`) and the
 * declarations (build/declarations.mjs). A host needs neither vanilla-extract nor a router.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), editorCssLayer()],
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
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'style',
    },
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/],
    },
  },
});
