import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A plain Vite + React host: no vanilla-extract plugin, no router. It imports the editor's
 * BUILT package (`@landing/editor/dist`, run `pnpm --filter @landing/editor build` first) and
 * forwards the three service prefixes to apps/server.
 */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxy = { '/api': apiTarget, '/tracker': apiTarget, '/lambda': apiTarget };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  // One bundle on purpose: the example shows what a host ships, editor included.
  build: { chunkSizeWarningLimit: 1000 },
});
