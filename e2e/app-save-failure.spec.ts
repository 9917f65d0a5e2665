import { expect, test, type Page, type Request } from './fixtures.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * An app save creates its DNS record first and then the app. When the app call fails on the
 * server, the record must not be left orphaned: the retry finds it and uses it.
 */
const domain = 'lucky-games.net';
const subdomain = 'e2e-retry';
const recordName = `${subdomain}.${domain}`;

const isCall = (method: string, path: RegExp) => (request: Request) =>
  request.method() === method && path.test(new URL(request.url()).pathname);

/** The main API with the page's own token. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token ?? ''}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

type DnsRecord = { id: number; name: string };

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('an app save refused by the server leaves no orphan DNS record: the retry reuses it', async ({
  page,
}) => {
  await page.goto('/apps');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/apps');

  // A landing of its own (translated, so linkable), to be deleted while the form is open.
  const templates = await api<{ id: number; isCustom: boolean }[]>(page, 'GET', '/api/template');
  const builtIn = templates.find((t) => !t.isCustom)!;
  const [locale] = await api<{ id: number }[]>(page, 'GET', '/api/locales');
  const launcherName = `Doomed ${Date.now().toString(36)}`;
  const launcher = await api<{ id: number }>(page, 'POST', '/api/launcher/app-store', {
    name: launcherName,
    templateId: builtIn.id,
  });
  await api(page, 'POST', '/api/launcher-content', {
    launcherId: launcher.id,
    localeId: locale!.id,
    isDefault: true,
    designId: null,
  });
  const landing = await api<{ id: number }>(page, 'POST', '/api/landing', {
    mainLauncherId: launcher.id,
  });
  const domains = await api<{ items: { id: number; name: string }[] }>(
    page,
    'GET',
    '/api/domain?page=1&size=200',
  );
  const domainId = domains.items.find((d) => d.name === domain)!.id;
  const recordsNamed = async () =>
    (await api<DnsRecord[]>(page, 'GET', `/api/domain/${domainId}/records`)).filter(
      (r) => r.name === recordName,
    );
  expect(await recordsNamed()).toEqual([]);

  await page.getByRole('link', { name: 'Create New App' }).click();
  const form = page.getByRole('form', { name: 'App' });
  await form.getByRole('textbox', { name: 'Name' }).fill('E2E Retry PWA');
  await choose(page, 'Landing', launcherName);
  await form.getByRole('textbox', { name: 'Opener Link' }).fill('https://tracker.example.com/r');
  await choose(page, 'Connected domain', domain);
  await form.getByRole('textbox', { name: 'Subdomain' }).fill(subdomain);

  await api(page, 'DELETE', `/api/landing/${landing.id}`);
  const refused = page.waitForRequest(isCall('POST', /^\/api\/pwa$/));
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await (await refused).response())?.status()).toBe(400);
  await expect(form.getByText(`landingId ${landing.id} does not name a landing`)).toBeVisible();
  await expect(page).toHaveURL('/apps/new');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('E2E Retry PWA');
  const [record] = await recordsNamed();
  expect(record).toBeDefined();

  // The operator picks another landing and saves again: the record is found, not made twice.
  const recordPosts: string[] = [];
  page.on('request', (request) => {
    if (isCall('POST', /^\/api\/domain\/\d+\/records$/)(request)) recordPosts.push(request.url());
  });
  await choose(page, 'Landing', 'Lucky Puzzle');
  const created = page.waitForRequest(isCall('POST', /^\/api\/pwa$/));
  await form.getByRole('button', { name: 'Save' }).click();
  expect(((await created).postDataJSON() as { recordId: number }).recordId).toBe(record!.id);
  await expect(page).toHaveURL(/\/apps\/\d+$/);
  expect(recordPosts).toEqual([]);

  const appId = Number(new URL(page.url()).pathname.split('/').pop());
  const app = await api<{ record: DnsRecord | null }>(page, 'GET', `/api/pwa/${appId}`);
  expect(app.record).toEqual({ id: record!.id, name: recordName });
  // One record of that name, and an app uses it: nothing orphaned.
  expect(await recordsNamed()).toEqual([record]);
  const apps = await api<{ record: DnsRecord | null }[]>(page, 'GET', '/api/pwa');
  expect(apps.filter((a) => a.record?.id === record!.id)).toHaveLength(1);

  await api(page, 'DELETE', `/api/pwa/${appId}`);
});
