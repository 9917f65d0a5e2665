import type { Browser } from '@playwright/test';
import { expect as baseExpect, test, watchCsp, type Page } from './fixtures.ts';
import { demoOperator, logIn } from './support/session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 29: the apps list of operator A after operator B (another browser context) deleted an
 * app A still shows: deleting it says so and shows the list without it, never an error; a list
 * that regains focus shows rows as they are now.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

async function api<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token ?? ''}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function operator(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await watchCsp(context);
  const page = await context.newPage();
  await page.goto('/apps');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/apps');
  return page;
}

/** A new app on the first linkable landing and a fresh record of example-shop.com. */
async function newApp(page: Page, name: string): Promise<number> {
  const [landing] = await api<{ id: number }[]>(page, 'GET', '/landing/linkable');
  const domains = await api<{ items: { id: number; name: string }[] }>(
    page,
    'GET',
    '/domain?page=1&size=200',
  );
  const shop = domains.items.find((domain) => domain.name === 'example-shop.com')!;
  const record = await api<{ id: number }>(page, 'POST', `/domain/${shop.id}/records`, {
    name: `others${Date.now().toString(36)}`,
  });
  const app = await api<{ id: number }>(page, 'POST', '/pwa', {
    pushService: 'firebase',
    name,
    landingId: landing!.id,
    openerLink: 'https://example.com/open',
    recordId: record.id,
  });
  return app.id;
}

let a: Page;
let b: Page;

test.beforeAll(async ({ browser }) => {
  [a, b] = await Promise.all([operator(browser), operator(browser)]);
});

test.afterAll(async () => {
  await a.context().close();
  await b.context().close();
});

test('A deletes an app B already deleted: a notice, the list without it, no error', async () => {
  // A retry runs the serial group again beside what the failed attempt left on the server.
  const name = `E2E Deleted Elsewhere PWA ${test.info().retry + 1}`;
  await newApp(a, name);
  await a.reload();
  await b.reload();
  const aTable = a.getByRole('table', { name: 'All Apps' });
  const bTable = b.getByRole('table', { name: 'All Apps' });
  await expect(aTable.getByRole('cell', { name, exact: true })).toBeVisible();

  await bTable.getByRole('button', { name: `Delete ${name}` }).click();
  await b
    .getByRole('alertdialog', { name: `Are you sure you want to delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(bTable.getByRole('cell', { name, exact: true })).toHaveCount(0);

  await aTable.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = a.getByRole('alertdialog', { name: `Are you sure you want to delete ${name}?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    notifications(a).getByText(
      'This app was already deleted by another operator. The list is up to date.',
    ),
  ).toBeVisible();
  await expect(aTable.getByRole('cell', { name, exact: true })).toHaveCount(0);
  await expect(notifications(a).getByText(/failed|not found/i)).toHaveCount(0);
});

test('a list that regains focus no longer shows a row another operator deleted', async () => {
  // A retry runs the serial group again beside what the failed attempt left on the server.
  const name = `E2E Renamed Elsewhere PWA ${test.info().retry + 1}`;
  const id = await newApp(a, name);
  await a.reload();
  const aTable = a.getByRole('table', { name: 'All Apps' });
  await expect(aTable.getByRole('cell', { name, exact: true })).toBeVisible();

  await api(b, 'DELETE', `/pwa/${id}`);
  await a.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
  await expect(aTable.getByRole('cell', { name, exact: true })).toHaveCount(0);
});
