import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4317);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'landing-e2e-'));

/** The built web app in Debian's Chromium against the real apps/server on a fresh database. */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // The embedding hosts have their own config (playwright.embed.config.ts): they need the built editor.
  testIgnore: '**/embed-*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // CI retries a failed test once; scripts/test.mjs lists every test that passed only then.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Waits are for a state; a busy 2-core CI machine can take longer than the default 5 s to reach it.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  use: {
    baseURL: e2eBaseUrl,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // Recording a trace costs every test (screenshots and DOM snapshots of every step: it took
    // the run's own CPU from 21 to 38 s on two spec files). CI, which retries a failed test once,
    // records only that retry; a local run (no retries) keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `${e2eBaseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: 'apps/web/dist',
      NODE_ENV: 'production',
      // A bought domain turns active within a test (the default is 10 s).
      DOMAIN_ACTIVATION_DELAY: '2s',
    },
  },
});
