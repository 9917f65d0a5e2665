import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from './plugin.js';
import { directionProblem, forbiddenExternal, layerOf } from './workspaceLayers.js';

RuleTester.describe = describe;
RuleTester.it = it;
const root = path.resolve(import.meta.dirname, '../..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { sourceType: 'module', ecmaVersion: 'latest' } });

describe('dependency direction between workspace folders', () => {
  // Every pair the architecture names, plus packages that do not exist yet (they take the
  // default of their parent folder).
  const table = [
    ['apps/web', 'packages/console', true],
    ['apps/web', 'packages/editor', true],
    ['apps/web', 'packages/machines', true],
    ['packages/console', 'packages/machines', true],
    ['packages/console', 'packages/ui', true],
    ['packages/console', 'packages/api', true],
    ['packages/editor', 'packages/ui', true],
    ['packages/machines', 'packages/api', true],
    ['apps/server', 'packages/api', true],
    ['packages/template-form', 'packages/machines', true],
    ['packages/template-form', 'packages/ui', true],
    ['packages/console', 'packages/template-form', true],
    ['packages/editor', 'packages/template-form', true],
    ['packages/template-form', 'packages/drafts', true],
    ['packages/drafts', 'packages/machines', true],
    ['examples/embed-host', 'packages/editor', true],
    ['packages/api', 'packages/machines', false],
    ['packages/machines', 'packages/ui', false],
    ['packages/machines', 'packages/console', false],
    ['packages/ui', 'packages/api', false],
    ['packages/ui', 'packages/machines', false],
    ['packages/console', 'packages/editor', false],
    ['packages/editor', 'packages/console', false],
    ['packages/console', 'apps/web', false],
    ['packages/template-form', 'packages/console', false],
    ['packages/template-form', 'packages/other-feature', false],
    ['packages/drafts', 'packages/template-form', false],
    ['apps/server', 'packages/machines', false],
    ['apps/web', 'apps/server', false],
  ];
  it.each(table)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(directionProblem(from, to) === null).toBe(allowed);
  });

  it('keeps React out of api and machines and the router out of every package', () => {
    expect(forbiddenExternal('packages/machines', 'react')).not.toBeNull();
    expect(forbiddenExternal('packages/machines', '@xstate/react')).not.toBeNull();
    expect(forbiddenExternal('packages/api', 'react-dom')).not.toBeNull();
    expect(forbiddenExternal('packages/ui', '@tanstack/react-router')).not.toBeNull();
    expect(forbiddenExternal('packages/console', '@tanstack/react-router')).not.toBeNull();
    expect(forbiddenExternal('packages/template-form', '@tanstack/react-router')).not.toBeNull();
    expect(forbiddenExternal('packages/machines', 'xstate')).toBeNull();
    expect(forbiddenExternal('apps/web', '@tanstack/react-router')).toBeNull();
    expect(layerOf('packages/new-thing').rank).toBe(2);
  });
});

tester.run('workspace/dependency-direction', plugin.rules['dependency-direction'], {
  valid: [
    { filename: at('packages/machines/src/x.ts'), code: "import { api } from '@landing/api';" },
    { filename: at('packages/console/src/x.ts'), code: "import { m } from '@landing/machines';" },
    { filename: at('packages/console/src/x.ts'), code: "export { Button } from '@landing/ui';" },
    { filename: at('apps/web/src/x.ts'), code: "import { r } from '@tanstack/react-router';" },
    { filename: at('packages/ui/src/a/x.ts'), code: "import { y } from '../b/y.ts';" },
    { filename: at('e2e/x.spec.ts'), code: "import { f } from '../packages/api/src/x.ts';" },
  ],
  invalid: [
    {
      filename: at('packages/machines/src/x.ts'),
      code: "import { Button } from '@landing/ui';",
      errors: [{ messageId: 'direction' }],
    },
    {
      filename: at('packages/api/src/x.ts'),
      code: "const m = import('@landing/machines');",
      errors: [{ messageId: 'direction' }],
    },
    {
      filename: at('packages/ui/src/x.ts'),
      code: "export * from '@landing/api';",
      errors: [{ messageId: 'direction' }],
    },
    {
      filename: at('packages/machines/src/x.ts'),
      code: "import { useState } from 'react';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: at('packages/console/src/x.ts'),
      code: "import { Link } from '@tanstack/react-router';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: at('packages/console/src/x.ts'),
      code: "import { E } from '@landing/editor';",
      errors: [{ messageId: 'direction' }],
    },
    {
      filename: at('packages/console/src/a/x.ts'),
      code: "import { T } from '../../../machines/src/index.ts';",
      errors: [{ messageId: 'crossRelative' }],
    },
  ],
});

tester.run('workspace/declared-dependencies', plugin.rules['declared-dependencies'], {
  valid: [
    { filename: at('packages/machines/src/x.ts'), code: "import { setup } from 'xstate';" },
    { filename: at('packages/api/src/x.ts'), code: "import { type } from 'arktype';" },
    {
      filename: at('packages/console/src/x.ts'),
      code: "import { a } from '@landing/api/testing';",
    },
    {
      filename: at('packages/ui/src/x.ts'),
      code: "import { createRoot } from 'react-dom/client';",
    },
    { filename: at('packages/machines/src/x.ts'), code: "import { readFile } from 'node:fs';" },
    // Tests, stories and test support also use the root's tool chain.
    { filename: at('packages/machines/src/x.test.ts'), code: "import { it } from 'vitest';" },
    { filename: at('packages/ui/src/X.stories.tsx'), code: "import { fn } from 'storybook/test';" },
    { filename: at('e2e/x.spec.ts'), code: "import { test } from '@playwright/test';" },
  ],
  invalid: [
    {
      filename: at('packages/machines/src/x.ts'),
      code: "import { type } from 'arktype';",
      errors: [
        {
          messageId: 'undeclared',
          data: { name: 'arktype', manifest: 'packages/machines/package.json' },
        },
      ],
    },
    {
      filename: at('packages/machines/src/x.ts'),
      code: "import { it } from 'vitest';",
      errors: [{ messageId: 'undeclared' }],
    },
    {
      filename: at('packages/ui/src/x.ts'),
      code: "export { http } from 'msw';",
      errors: [{ messageId: 'undeclared' }],
    },
    {
      filename: at('packages/editor/src/x.ts'),
      code: "import { Apps } from '@landing/console';",
      errors: [{ messageId: 'undeclared' }],
    },
  ],
});

describe('pnpm lint', () => {
  it('runs both rules as errors on every workspace file', async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of [
      'packages/machines/src/index.ts',
      'apps/web/src/main.tsx',
      'e2e/apps.spec.ts',
    ]) {
      const config = await eslint.calculateConfigForFile(at(file));
      expect(config.rules['workspace/dependency-direction']).toEqual([2]);
      expect(config.rules['workspace/declared-dependencies']).toEqual([2]);
    }
    // Loading the whole lint configuration (typescript-eslint, plugins) takes seconds on a busy
    // machine.
  }, 60_000);
});
