import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumPath, chromiumArgs } from './scripts/chromium.ts';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
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
          // *.postgres.test.ts need a real PostgreSQL: they run in the pass that has one
          // (scripts/test.mjs sets TEST_DATABASE_URL), and are not collected on PGlite.
          exclude: process.env.TEST_DATABASE_URL
            ? configDefaults.exclude
            : [...configDefaults.exclude, 'apps/server/src/**/*.postgres.test.ts'],
          // PGlite takes seconds and hundreds of MB to start: one worker, shared by every file.
          pool: 'forks',
          isolate: false,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
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
