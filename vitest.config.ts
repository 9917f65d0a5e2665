import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumPath, chromiumArgs } from './scripts/chromium.ts';
import { findPostgresBin } from './scripts/postgres.mjs';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * Server tests that need a real PostgreSQL, by file name:
 * - *.postgres.test.ts use the one TEST_DATABASE_URL names, so they run only in the pass that
 *   sets it (scripts/test.mjs's PostgreSQL pass);
 * - *.pgcluster.test.ts start and stop a private cluster of their own with the installed
 *   PostgreSQL binaries, so they need those too. They run in that same pass (not also in the
 *   PGlite one: once is enough), whose start already proves the binaries are there unless
 *   TEST_DATABASE_URL names an outside database; then a line says they were left out.
 */
/**
 * CI retries a failed browser or server test once; scripts/test.mjs lists every test that passed
 * only on its retry, so a flaky test is seen, not hidden. Unit tests get no retry.
 */
const retry = process.env.CI ? 1 : 0;

const serverOnPostgres = process.env.TEST_DATABASE_URL !== undefined;
const postgresBinaries = serverOnPostgres ? findPostgresBin() : undefined;
if (serverOnPostgres && !postgresBinaries) {
  console.log('(no PostgreSQL binaries in /usr/lib/postgresql: *.pgcluster.test.ts not collected)');
}
/**
 * The PostgreSQL pass runs only the server test files that reach the database the pass is for:
 * those that start the test server (`testing/testServer.ts`, the one opener of TEST_DATABASE_URL)
 * or name TEST_DATABASE_URL themselves. The rest run in the PGlite pass only: they use no database
 * or a stand-in (config, tokens, byte ranges, unpacking, a database that goes down), or start the
 * server in a process of their own on PGlite (`DATA_DIR=memory` or a data directory:
 * memoryUnderLoad, uploadSpool, dataDirLock), which is the same run in both passes.
 */
const serverDir = fileURLToPath(new URL('./apps/server/src/', import.meta.url));
const reachesTestDatabase = /testing\/testServer\.ts|TEST_DATABASE_URL/;
const serverFilesWithoutTestDatabase = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && !/\.(postgres|pgcluster)\.test\.ts$/.test(file))
  .filter((file) => !reachesTestDatabase.test(readFileSync(join(serverDir, file), 'utf8')))
  .map((file) => `apps/server/src/${file}`);
const serverExclude = [
  ...configDefaults.exclude,
  ...(serverOnPostgres
    ? serverFilesWithoutTestDatabase
    : ['apps/server/src/**/*.postgres.test.ts']),
  ...(postgresBinaries ? [] : ['apps/server/src/**/*.pgcluster.test.ts']),
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // A safety net, not a speed goal: a whole client journey over the MSW kit takes seconds
          // on a loaded 2-core machine, past Vitest's 5 s default.
          testTimeout: 60_000,
          // One module registry for every file: each file no longer imports the packages afresh
          // (packages/api's 31 files: 43 → 22 CPU s). A test that needs fresh modules says so
          // (`vi.resetModules()`, as lazySchema.test.ts).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/editor/build/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/*.test.ts',
            'tools/**/*.test.js',
            'bench/lib/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: serverExclude,
          // PGlite takes seconds and hundreds of MB to start: one worker, shared by every file.
          pool: 'forks',
          isolate: false,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          retry,
        },
      },
      {
        plugins: [storybookTest({ configDir: storybookDir }), vanillaExtractPlugin()],
        optimizeDeps: {
          // Everything a story may import, so Vite never re-optimizes (and reloads) mid-run.
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/css/functionSerializer',
            'radix-ui',
            'msw',
            'msw/browser',
            'xstate',
            '@xstate/react',
            'ky',
            'arktype',
            'image-size',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // One story file at a time: files run side by side share the browser's focus, so a
          // typing or keyboard step in one loses its focus to another (seen as a Select that
          // never opens and 'expected <body> not to be <body>'). On 2 cores it costs little.
          fileParallelism: false,
          // Every file in the one page: the MSW worker, the setup file and the modules shared by
          // the stories load once, not per file (on 7 files: setup 17 → 7 s, import 39 → 21 s,
          // the runner's CPU 39 → 25 s). The stories of a file shared the page already; the
          // preview's afterEach clears what a story leaves behind (drafts, refresh records).
          isolate: false,
          retry,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
