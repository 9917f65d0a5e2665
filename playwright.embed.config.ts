import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { embedHostsDir, embedPorts, serverUrl } from './scripts/embedHosts.ts';

/**
 * The packed editor in hosts outside the workspace (scripts/embedHosts.ts builds them:
 * `pnpm build:embed`): examples/embed-host's Vite app served by `vite preview` and the
 * Next.js app-router host served by `next start`, each forwarding /api, /tracker and /lambda to
 * apps/server on a fresh database. Ports from E2E_PORT + 10, so it can run beside the main suite.
 */
export const viteHostUrl = `http://127.0.0.1:${embedPorts.vite}`;
export const nextHostUrl = `http://127.0.0.1:${embedPorts.next}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'landing-embed-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // CI retries a failed test once; scripts/test.mjs lists every test that passed only then.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Waits are for a state; a busy 2-core CI machine can take longer than the default 5 s to reach it.
  expect: { timeout: 15_000 },
  // Its own folder: CI runs it beside the main suite, whose run empties test-results.
  outputDir: 'test-results/embed',
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e-embed.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // CI records the trace of a retry only, as the main suite (playwright.config.ts: it costs every test).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'vite-host',
      testMatch: [
        '**/embed-host.spec.ts',
        '**/embed-package.spec.ts',
        '**/embed-two-editors.spec.ts',
        '**/embed-isolation.spec.ts',
      ],
      use: { baseURL: viteHostUrl },
    },
    {
      name: 'next-host',
      testMatch: '**/embed-package.spec.ts',
      use: { baseURL: nextHostUrl },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx apps/server/src/main.ts',
      url: `${serverUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        PORT: String(embedPorts.server),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        // Both hosts' proxies rewrite Host and name the page's in X-Forwarded-Host.
        TRUST_PROXY: 'true',
      },
    },
    {
      command: `npx vite preview --host 127.0.0.1 --port ${embedPorts.vite} --strictPort`,
      cwd: join(embedHostsDir, 'vite'),
      url: viteHostUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { API_PROXY_TARGET: serverUrl },
    },
    {
      command: `npx next start --hostname 127.0.0.1 --port ${embedPorts.next}`,
      cwd: join(embedHostsDir, 'next'),
      url: nextHostUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    },
  ],
});
