import type { Browser } from '@playwright/test';
import { expect as baseExpect, test, watchCsp, type Page } from './fixtures.ts';
import { withoutVersions } from './support/answerRewrites.ts';
import { startRewritingProxy } from './support/rewritingProxy.ts';
import { demoOperator, logIn } from './support/session.ts';

/** Waits for states with a ceiling for a loaded 2-core machine (a sign-in hashes a password). */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 29: two operators (two browser contexts) rename the seeded app 'Lucky Puzzle PWA' on the
 * real server, then again through a proxy that strips versions; the app is put back after.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type StoredApp = { id: number; name: string; openerLink: string; version?: unknown };

let token = '';
let original: StoredApp;

async function api<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function operator(browser: Browser, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  await watchCsp(context);
  const page = await context.newPage();
  await page.goto('/apps');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/apps');
  return page;
}

async function openApp(page: Page, name: string) {
  await page.goto(`/apps/${original.id}`);
  const form = page.getByRole('form', { name: 'App' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  return form;
}

test.beforeAll(async ({ browser }) => {
  const page = await operator(browser);
  token = (await page.evaluate(() => window.localStorage.getItem('accessToken'))) ?? '';
  const apps = await api<StoredApp[]>(page, 'GET', '/pwa');
  original = apps.find((app) => app.name === 'Lucky Puzzle PWA')!;
  await page.context().close();
});

test.afterAll(async ({ browser }) => {
  const page = await operator(browser);
  await api(page, 'PATCH', `/pwa/${original.id}`, {
    name: original.name,
    openerLink: original.openerLink,
  });
  await page.context().close();
});

test("same field: the dialog shows both names; the chosen one is saved and the other operator's list shows it", async ({
  browser,
}) => {
  const theirs = 'Puzzle PWA of the first operator';
  const yours = 'Puzzle PWA of the second operator';
  const theirLink = 'https://tracker.example.com/open/first-operator';
  const [first, second] = await Promise.all([operator(browser), operator(browser)]);
  const firstForm = await openApp(first, original.name);
  const secondForm = await openApp(second, original.name);
  // Typed before the other's save: a form with no unsaved input would show their app by itself.
  await secondForm.getByRole('textbox', { name: 'Name' }).fill(yours);

  await firstForm.getByRole('textbox', { name: 'Name' }).fill(theirs);
  await firstForm.getByRole('textbox', { name: 'Opener Link' }).fill(theirLink);
  await firstForm.getByRole('button', { name: 'Save' }).click();
  await expect(firstForm.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect
    .poll(async () => (await api<StoredApp>(first, 'GET', `/pwa/${original.id}`)).name)
    .toBe(theirs);

  await secondForm.getByRole('button', { name: 'Save' }).click();
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this app' });
  const field = dialog.getByRole('group', { name: 'Name' });
  await expect(field.getByText(original.name, { exact: true })).toBeVisible();
  await expect(field.getByText(theirs, { exact: true })).toBeVisible();
  await expect(field.getByText(yours, { exact: true })).toBeVisible();
  // Only the first operator changed the opener link: merged without asking.
  await expect(dialog.getByRole('group', { name: 'Opener Link' })).toHaveCount(0);
  await field.getByRole('radio', { name: 'Yours' }).check();
  await dialog.getByRole('button', { name: 'Save Merged App' }).click();
  await expect(dialog).toBeHidden();
  await expect(secondForm.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(secondForm.getByRole('textbox', { name: 'Opener Link' })).toHaveValue(theirLink);

  const stored = await api<StoredApp>(first, 'GET', `/pwa/${original.id}`);
  expect(stored).toMatchObject({ name: yours, openerLink: theirLink });
  await first.goto('/apps');
  const table = first.getByRole('table', { name: 'All Apps' });
  await expect(table.getByRole('row').filter({ hasText: yours })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: theirs })).toHaveCount(0);
  await Promise.all([first.context().close(), second.context().close()]);
});

test('same field through a back office without versions: the client reads before writing and asks', async ({
  browser,
  baseURL,
}) => {
  const proxy = await startRewritingProxy(baseURL!, withoutVersions);
  try {
    const [first, second] = await Promise.all([
      operator(browser, proxy.url),
      operator(browser, proxy.url),
    ]);
    const stored = await api<StoredApp>(first, 'GET', `/pwa/${original.id}`);
    expect(stored).not.toHaveProperty('version');
    const theirs = 'Puzzle PWA saved first, without versions';
    const yours = 'Puzzle PWA saved second, without versions';
    const firstForm = await openApp(first, stored.name);
    const secondForm = await openApp(second, stored.name);
    await secondForm.getByRole('textbox', { name: 'Name' }).fill(yours);

    await firstForm.getByRole('textbox', { name: 'Name' }).fill(theirs);
    await firstForm.getByRole('button', { name: 'Save' }).click();
    await expect(firstForm.getByRole('button', { name: 'Save' })).toBeDisabled();

    const writes: string[] = [];
    second.on('request', (request) => {
      if (request.method() === 'PATCH') writes.push(request.headers()['if-match'] ?? 'none');
    });
    await secondForm.getByRole('button', { name: 'Save' }).click();
    const dialog = second.getByRole('dialog', { name: 'Someone else saved this app' });
    const field = dialog.getByRole('group', { name: 'Name' });
    await expect(field.getByText(theirs, { exact: true })).toBeVisible();
    await expect(field.getByText(yours, { exact: true })).toBeVisible();
    // Nothing was written before the dialog: the check was the client's own read.
    expect(writes).toEqual([]);
    await field.getByRole('radio', { name: 'Theirs' }).check();
    await field.getByRole('radio', { name: 'Yours' }).check();
    await dialog.getByRole('button', { name: 'Save Merged App' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => writes).toEqual(['none']);
    await expect
      .poll(async () => (await api<StoredApp>(first, 'GET', `/pwa/${original.id}`)).name)
      .toBe(yours);
    expect(proxy.rewritten.some((call) => call.method === 'GET')).toBe(true);
    await Promise.all([first.context().close(), second.context().close()]);
  } finally {
    await proxy.close();
  }
});
