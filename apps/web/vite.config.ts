import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressedAssets } from './compressAssets.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    precompressedAssets(),
  ],
  server: {
    proxy: {
      '/api': apiTarget,
      '/tracker': apiTarget,
      '/lambda': apiTarget,
    },
  },
  build: { sourcemap: true },
});
