import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A plain Vite + React host: no vanilla-extract plugin, no router. It imports the editor's
 * packed package (`pnpm build:embed` installs it into a copy of this folder outside the
 * workspace) and forwards the three service prefixes to apps/server the common way: Host
 * rewritten to the target (`changeOrigin`), the page's own host in `X-Forwarded-Host` (`xfwd`),
 * so apps/server, started with TRUST_PROXY=true, builds the preview's URL on this origin.
 */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const service = { target: apiTarget, changeOrigin: true, xfwd: true };
const proxy = { '/api': service, '/tracker': service, '/lambda': service };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  // One bundle on purpose: the example shows what a host ships, editor included.
  build: { chunkSizeWarningLimit: 1000 },
});
