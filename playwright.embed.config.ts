import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/**
 * examples/embed-host (a plain Vite + React app importing the BUILT editor, `pnpm build:embed`)
 * served by `vite preview`, which forwards /api, /tracker and /lambda to apps/server on a fresh
 * database. Server on E2E_PORT + 10, host on E2E_PORT + 11, so it can run beside the main suite.
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 10;
const hostPort = port + 1;
const serverUrl = `http://127.0.0.1:${port}`;
export const embedHostUrl = `http://127.0.0.1:${hostPort}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'landing-embed-e2e-'));

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/embed-host.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e-embed.json' }]],
  use: {
    baseURL: embedHostUrl,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx apps/server/src/main.ts',
      url: `${serverUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
    },
    {
      command: `pnpm --filter @landing/embed-host exec vite preview --host 127.0.0.1 --port ${hostPort} --strictPort`,
      url: embedHostUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { API_PROXY_TARGET: serverUrl },
    },
  ],
});
