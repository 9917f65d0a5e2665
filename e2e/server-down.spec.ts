import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { startOwnServer, type OwnServer } from './support/ownServer.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * The back office goes down right after the editor opened, before its toaster's chunk loaded,
 * and the operator saves: a clear message, the editor stays with what was typed, and once the
 * server is back (the same process's port and database, started again) Retry loads the toaster
 * and the same Save goes through.
 */
let server: OwnServer;
let dataDir = '';

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), 'landing-e2e-down-'));
  server = await startOwnServer(dataDir);
});

test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The main API of the test's own server, with the page's token. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.get(`${server.origin}${path}`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

type Landing = { id: number; mainLauncher: { id: number; name: string } | null };
type Launcher = { staticContent: { developer?: string } | null };

test('a save while the server is down says so, keeps the values, and goes through once it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${server.origin}/landings`);
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL(`${server.origin}/landings`);
  const landing = (await api<Landing[]>(page, '/api/landing')).find(
    (item) => item.mainLauncher?.name === 'Lucky Puzzle',
  )!;

  // The toaster's chunk (loaded with the first toast, or when the browser is idle) is asked
  // for only once the server is down, so it meets the dead server, as on a first open.
  let serverDown = () => {};
  const down = new Promise<void>((resolve) => (serverDown = resolve));
  await page.route(/\/assets\/toaster-[^/]*\.js$/, async (route) => {
    await down;
    await route.continue();
  });

  await page.goto(`${server.origin}/pwa-creation?landingId=${landing.id}`);
  const form = page.getByRole('form', { name: 'Static Content' });
  const developer = form.getByRole('textbox', { name: 'Developer' });
  // A loaded machine can take a while to open a landing.
  await expect(developer).toHaveValue(/.+/, { timeout: 30_000 });

  await server.stop();
  serverDown();
  await developer.fill('Typed while the server was down');
  await form.getByRole('button', { name: 'Save Static Content' }).click();
  // The toaster could not load: its messages show as plain text in its place, with Retry.
  const notifications = page.getByRole('region', { name: /^Landing editor notifications/ });
  await expect(notifications.getByText('Failed to update static content')).toBeVisible({
    timeout: 15_000,
  });
  await expect(developer).toHaveValue('Typed while the server was down');
  await expect(page.getByRole('main', { name: 'Landing editor' })).toBeVisible();
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);

  await server.restart();
  await notifications.getByRole('button', { name: 'Retry' }).click();
  await expect(notifications.getByRole('button', { name: 'Retry' })).toHaveCount(0, {
    timeout: 15_000,
  });
  await form.getByRole('button', { name: 'Save Static Content' }).click();
  await expect(notifications.getByText('Static content updated successfully')).toBeVisible({
    timeout: 15_000,
  });
  await expect(developer).toHaveValue('Typed while the server was down');
  const launcher = await api<Launcher>(page, `/api/launcher/${landing.mainLauncher!.id}`);
  expect(launcher.staticContent?.developer).toBe('Typed while the server was down');
});
