#!/usr/bin/env node
// The server's memory and health under the red team's loads (issue 25), at the bounds:
// 32 x 120 MB anonymous login bodies, 200 parallel downloads of a 15 MB file (health under
// 500 ms), 16 parallel 125 MB design uploads, 24 parallel previews of a page unpacking to 99 MB
// (health under 500 ms). The same test files run in the server suite checking only that health
// keeps answering (a shared 2-core machine); here the machine should be quiet.
import { spawnSync } from 'node:child_process';

const { status } = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'server',
    'apps/server/src/http/memoryUnderLoad.test.ts',
    'apps/server/src/preview/previewLoad.test.ts',
  ],
  { stdio: 'inherit', env: { ...process.env, HEALTH_BUDGET_MS: '500' } },
);
process.exit(status ?? 1);
