import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import workspace from './tools/lint/plugin.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/routeTree.gen.ts',
      '.storybook/public/**',
      'test-results/**',
      'test-reports/**',
      'playwright-report/**',
      'bench/results/**',
      // Built and type-checked with Next.js's own types in its generated host (scripts/embedHosts.ts).
      'examples/next-host/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        // One program for the workspace (the root tsconfig, as `pnpm typecheck`) instead of one
        // per package's tsconfig (`projectService`): each of those type-checked again the
        // packages it imports, and the whole run took 3 times the CPU and ran out of heap.
        project: ['./tsconfig.json', './examples/embed-host/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks, workspace },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      'workspace/dependency-direction': 'error',
      'workspace/declared-dependencies': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  ...storybook.configs['flat/recommended'],
);
