import { expect, test, watchCsp, type Locator, type Page, type Request } from './fixtures.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * Domains on the real server and its sandbox registrar: seeded example-shop.com (active),
 * fresh-offer.org (pending), a balance of $100 (REGISTRAR_BALANCE) and purchases that turn
 * active after DOMAIN_ACTIVATION_DELAY (2 s in playwright.config.ts).
 */
test.describe.configure({ mode: 'serial' });

const INSUFFICIENT_FUNDS =
  'Insufficient funds on registrar account. Please top up the balance and try again.';
const BALANCE = 100;

const isCall = (method: string, path: RegExp) => (request: Request) =>
  request.method() === method && path.test(new URL(request.url()).pathname);

const rowOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'All Domains' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

const pillOf = (row: Locator, status: string) =>
  row.locator('[data-state]', { hasText: new RegExp(`^${status}$`) });

const priceOf = (text: string) => Number(text.replace('$', ''));

async function openModal(page: Page) {
  await page.getByRole('button', { name: 'Buy new domain' }).click();
  const modal = page.getByRole('dialog', { name: 'Buy a domain' });
  await expect(modal).toBeVisible();
  return modal;
}

/** Checks a base name and answers the offers listed (name and price). */
async function search(page: Page, modal: Locator, typed: string, base = typed) {
  const searched = page.waitForRequest(isCall('GET', /^\/lambda\/v1\/domain\/available$/));
  await modal.getByRole('textbox', { name: 'Domain name' }).fill(typed);
  await expect(modal.getByRole('textbox', { name: 'Domain name' })).toHaveValue(base);
  await modal.getByRole('button', { name: 'Check' }).click();
  const query = new URL((await searched).url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ offset: '0', limit: '10', name: base });
  const offers = modal.getByRole('group', { name: 'Available domains' }).locator('label');
  await expect(offers).toHaveCount(10);
  return Promise.all(
    (await offers.all()).map(async (offer) => {
      const [name, price] = (await offer.locator('span').allTextContents()) as [string, string];
      expect(price).toMatch(/^\$\d+\.\d{2}$/);
      return { name, price: priceOf(price) };
    }),
  );
}

let page: Page;
// A retry runs the serial group again on the same server: what the failed attempt bought is
// taken and its cost is gone from the registrar's balance.
let attempt = 0;
let base = '';
let bought = '';
/** The registrar's balance before this attempt's first purchase. */
let balance = 0;
/** What the first purchase cost (Duration 1 price plus fee, as the modal showed it). */
let firstPrice = 0;

async function registrarBalance() {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.get('/lambda/v1/domain', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { Balance: number } }).data.Balance;
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await watchCsp(page.context());
  await page.goto('/domains');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/domains');
  attempt = test.info().retry + 1;
  base = `e2e-brand${attempt}`;
  bought = `${base}.com`;
  balance = await registrarBalance();
  expect(balance).toBeLessThanOrEqual(BALANCE);
});

test.afterAll(async () => {
  await page.context().close();
});

test('the list shows the seeded domains; Check Status updates that row only', async () => {
  const listLoad = page.waitForRequest(isCall('GET', /^\/api\/domain$/));
  await page.reload();
  expect(new URL((await listLoad).url()).search).toBe('?page=1&size=100');
  const active = rowOf(page, 'example-shop.com');
  await expect(pillOf(active, 'active')).toHaveAttribute('data-state', 'active');
  await expect(active.getByRole('cell').nth(4)).toHaveText('1');
  const pending = rowOf(page, 'fresh-offer.org');
  await expect(pillOf(pending, 'pending')).toHaveAttribute('data-state', 'inactive');

  const statusCall = page.waitForResponse((response) =>
    /^\/api\/domain\/\d+\/status$/.test(new URL(response.url()).pathname),
  );
  await active.getByRole('button', { name: 'Check Status' }).click();
  const answer = await statusCall;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ data: { status: 'active' } });
  await expect(active.getByRole('button', { name: 'Check Status' })).toBeEnabled();
  await expect(pillOf(active, 'active')).toBeVisible();
  // Seeded without an activation time, the pending domain stays pending.
  await pending.getByRole('button', { name: 'Check Status' }).click();
  await expect(pending.getByRole('button', { name: 'Check Status' })).toBeEnabled();
  await expect(pillOf(pending, 'pending')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('buying a domain lists it, and once active the app form offers it', async () => {
  const modal = await openModal(page);
  // Typed text is cleaned like a subdomain before the search.
  const offers = await search(page, modal, `E2E-Brand${attempt}!`, base);
  firstPrice = offers.find((offer) => offer.name === bought)?.price ?? Number.NaN;
  expect(firstPrice).toBeGreaterThan(0);
  await modal.getByRole('radio', { name: new RegExp(`^${bought.replace('.', '\\.')}`) }).check();
  await expect(modal.getByRole('textbox', { name: 'Domain name' })).toHaveValue(bought);

  const purchase = page.waitForRequest(isCall('POST', /^\/api\/domain$/));
  const reload = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/domain' && response.request().method() === 'GET',
  );
  await modal.getByRole('button', { name: 'Buy' }).click();
  expect((await purchase).postDataJSON()).toEqual({ name: bought, years: 1 });
  await reload;
  await expect(modal).toBeHidden();

  const row = rowOf(page, bought);
  await expect(pillOf(row, 'pending')).toHaveAttribute('data-state', 'inactive');
  // It turns active after the activation delay; its own Check Status shows it.
  await expect(async () => {
    await row.getByRole('button', { name: 'Check Status' }).click();
    await expect(pillOf(row, 'active')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(pillOf(row, 'active')).toHaveAttribute('data-state', 'active');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apps' }).click();
  await page.getByRole('link', { name: 'Create New App' }).click();
  await page.getByRole('combobox', { name: 'Connected domain' }).click();
  await expect(page.getByRole('option', { name: bought })).toBeVisible();
  await page.keyboard.press('Escape');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Domains' })
    .click();
  await expect(page).toHaveURL('/domains');
  attempt = test.info().retry + 1;
  base = `e2e-brand${attempt}`;
  bought = `${base}.com`;
  balance = await registrarBalance();
  expect(balance).toBeLessThanOrEqual(BALANCE);
});

test('buying beyond the balance says the funds are insufficient', async () => {
  // The dearest offer each time, until the balance runs out.
  const spent: number[] = [];
  const first = rowOf(page, bought);
  await expect(first).toBeVisible();
  let failedAt: { name: string; price: number } | undefined;
  for (let round = 1; round <= 10 && failedAt === undefined; round += 1) {
    const modal = await openModal(page);
    const offers = await search(page, modal, `e2e-funds-${attempt}-${round}`);
    const dearest = offers.reduce((a, b) => (b.price > a.price ? b : a));
    await modal
      .getByRole('radio', { name: new RegExp(`^${dearest.name.replace('.', '\\.')}`) })
      .check();
    await modal.getByRole('button', { name: 'Buy' }).click();
    const outcome = await Promise.race([
      modal.waitFor({ state: 'hidden' }).then(() => 'bought' as const),
      modal
        .getByRole('alert')
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'bought') {
      spent.push(dearest.price);
      await expect(rowOf(page, dearest.name)).toBeVisible();
    } else {
      failedAt = dearest;
      await expect(modal.getByRole('alert')).toHaveText(INSUFFICIENT_FUNDS);
      const toast = page
        .getByRole('region', { name: /^Notifications/, includeHidden: true })
        .getByText(INSUFFICIENT_FUNDS);
      await expect(toast).toBeAttached();
      // The pick stays. Escape first dismisses the toast (the topmost layer), then the modal.
      await expect(modal.getByRole('textbox', { name: 'Domain name' })).toHaveValue(dearest.name);
      await page.keyboard.press('Escape');
      await expect(toast).not.toBeAttached();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(rowOf(page, dearest.name)).toHaveCount(0);
    }
  }
  expect(failedAt).toBeDefined();
  // What was bought fitted the balance; the refused domain would have gone beyond it.
  const total = spent.reduce((sum, price) => sum + price, firstPrice);
  expect(total).toBeLessThanOrEqual(balance);
  expect(total + failedAt!.price).toBeGreaterThan(balance);
});
