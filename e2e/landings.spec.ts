import { expect, test, watchCsp, type Page } from './fixtures.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * The landings list on the real server: a landing made for this test through the API (so the
 * seeded one stays for the other specs) is opened in the editor's URL and deleted.
 */
test.describe.configure({ mode: 'serial' });

// Named per attempt: a retry runs the serial group again beside what the failed attempt left
// on the server.
let launcherName = '';

let page: Page;
let landingId: number;
let launcherId: number;

async function api<T>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token ?? ''}` },
    ...(data === undefined ? {} : { data }),
  });
  return {
    status: response.status(),
    data: response.ok() ? ((await response.json()) as { data: T }).data : undefined,
  };
}

const table = () => page.getByRole('table', { name: 'Landings' });
const row = () =>
  table()
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: launcherName, exact: true }) });

test.beforeAll(async ({ browser }) => {
  launcherName = `E2E List Landing ${test.info().retry + 1}`;
  page = await browser.newPage();
  await watchCsp(page.context());
  await page.goto('/landings');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/landings');

  const templates = await api<{ id: number; code: string; isCustom: boolean }[]>(
    'GET',
    '/api/template',
  );
  const builtIn = templates.data?.find((template) => !template.isCustom);
  expect(builtIn).toBeDefined();
  const launcher = await api<{ id: number }>('POST', '/api/launcher/app-store', {
    name: launcherName,
    templateId: builtIn!.id,
  });
  expect(launcher.status).toBe(201);
  launcherId = launcher.data!.id;
  const landing = await api<{ id: number }>('POST', '/api/landing', {
    mainLauncherId: launcher.data!.id,
  });
  expect(landing.status).toBe(201);
  landingId = landing.data!.id;
  await page.reload();
});

test.afterAll(async () => {
  // The launcher outlives its landing; remove it so later specs see the seeded data only.
  if (launcherId !== undefined) await api('DELETE', `/api/launcher/${launcherId}`);
  await page.close();
});

test('the table shows every landing with its columns', async () => {
  await expect(table().getByRole('columnheader')).toHaveText([
    'Web Server ID',
    'Main Launcher',
    'Template',
    'Related Launchers',
    'Icon',
    'Preview',
    'Translations',
    'Actions',
  ]);
  await expect(table().getByRole('cell', { name: 'Lucky Puzzle', exact: true })).toBeVisible();
  await expect(row()).toBeVisible();
  // A fresh launcher has no design: no preview yet.
  await expect(row().getByText('No preview')).toBeVisible();
});

test("'Create New' goes to /pwa-creation", async () => {
  await expect(page.getByRole('link', { name: 'Create New' })).toHaveAttribute(
    'href',
    '/pwa-creation',
  );
});

test('edit opens the landing in the editor URL', async () => {
  await row()
    .getByRole('button', { name: `Edit ${launcherName}` })
    .click();
  await expect(page).toHaveURL(`/pwa-creation?landingId=${landingId}`);
  // Landings stays marked in the navigation while the editor is open.
  await expect(page.getByRole('link', { name: 'Landings' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page).toHaveURL('/landings');
});

test('delete asks first, removes the landing and refreshes the list', async () => {
  await row()
    .getByRole('button', { name: `Delete ${launcherName}` })
    .click();
  const confirm = page.getByRole('alertdialog', {
    name: `Are you sure you want to delete ${launcherName}?`,
  });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row()).toHaveCount(0);
  expect((await api('GET', `/api/landing/${landingId}`)).status).toBe(404);
  await expect(table().getByRole('cell', { name: 'Lucky Puzzle', exact: true })).toBeVisible();
});
