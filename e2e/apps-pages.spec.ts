import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { startOwnServer, type OwnServer } from './support/ownServer.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * Issue 31 on the real server: /apps with 1,150 apps asks for a first page of 100, shows it at
 * once and says the list is still loading while the rest comes page by page (the next page is
 * held here until the first rows were checked), then shows every app.
 */
let server: OwnServer;
let dataDir = '';
const seededApps = 1150;

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'landing-e2e-pages-'));
  server = await startOwnServer(dataDir);
  // The apps go straight into the stopped server's database: 1,150 creates would take minutes.
  await server.stop();
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/support/seedScale.ts', dataDir, String(seededApps), '0', '0'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await server.restart();
});

test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('shows the first page at once and fills the rest as it arrives', async ({ page }) => {
  test.setTimeout(120_000);
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/pwa\?/, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.search);
    if (url.searchParams.has('after') && asked.length === 2) await held;
    await route.continue();
  });
  await page.goto(`${server.origin}/apps`);
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL(`${server.origin}/apps`);

  const table = page.getByRole('table', { name: 'All Apps' });
  await expect(table.getByRole('cell', { name: 'Lucky Puzzle PWA', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('main')).toHaveAttribute('data-state', 'filling');
  await expect(page.getByRole('status').filter({ hasText: /^Still loading/ })).toHaveText(
    'Still loading: 100 apps so far. Sort and filter cover the apps loaded.',
  );
  // The header row and the 100 apps that arrived.
  await expect(table).toHaveAttribute('aria-rowcount', '101');
  expect(asked[0]).toBe('?limit=100');
  expect(asked[1]).toMatch(/^\?limit=1000&after=\d+$/);

  release();
  await expect(page.getByRole('main')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(table).toHaveAttribute('aria-rowcount', String(seededApps + 2));
  await expect(page.getByText(/^Still loading/)).toHaveCount(0);
  // 1,151 apps (the demo's and the seeded): pages of 100, 1,000 and 51, no empty one after.
  expect(asked).toHaveLength(3);
  expect(asked[2]).toMatch(/^\?limit=1000&after=\d+$/);
});
