import { expect as baseExpect, test, watchCsp, type Page } from './fixtures.ts';
import { withoutVersions } from './support/answerRewrites.ts';
import { editorToast, openLandingSettings, openTranslation } from './support/editor.ts';
import { startRewritingProxy, type RewritingProxy } from './support/rewritingProxy.ts';
import { demoOperator, logIn } from './support/session.ts';

/** Waits for states with a ceiling for a loaded 2-core machine (a sign-in hashes a password). */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 29: two operators save the same field of the seeded landing 'Lucky Puzzle' (its French
 * Content's description, then its launcher's name in Landing Settings) through a proxy that strips
 * every `version` and drops `If-Match`: apps/server then applies every write, so only the client's
 * own check before writing can find the conflict.
 */
test.describe.configure({ timeout: 120_000 });

type Content = {
  id: number;
  locale?: { google_lang_code: string } | null;
  translatableContent?: { description: string; tags: string[]; additionalInfo: string[] } | null;
};

let proxy: RewritingProxy;
let first: Page;
let second: Page;
let landingId = 0;
let launcherId = 0;
let french: Content;

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

async function openFrenchContent(page: Page) {
  await openTranslation(page, landingId, 'Content', /^French/);
  return page.getByRole('textbox', { name: 'Description' });
}

test.beforeAll(async ({ browser, baseURL }) => {
  proxy = await startRewritingProxy(baseURL!, withoutVersions);
  const operator = async () => {
    const context = await browser.newContext({ baseURL: proxy.url });
    await watchCsp(context);
    const page = await context.newPage();
    await page.goto('/landings');
    await logIn(page, demoOperator.email, demoOperator.password);
    await expect(page).toHaveURL('/landings');
    return page;
  };
  [first, second] = await Promise.all([operator(), operator()]);
  const landings = await api<{ id: number; mainLauncher?: { id: number; name: string } | null }[]>(
    first,
    'GET',
    '/landing',
  );
  const puzzle = landings.find((landing) => landing.mainLauncher?.name === 'Lucky Puzzle')!;
  landingId = puzzle.id;
  launcherId = puzzle.mainLauncher!.id;
  const contents = await api<Content[]>(
    first,
    'GET',
    `/launcher-content/launcher/${puzzle.mainLauncher!.id}`,
  );
  french = contents.find((content) => content.locale?.google_lang_code === 'fr')!;
  expect(french).not.toHaveProperty('version');
});

test.afterAll(async () => {
  await api(first, 'PATCH', `/launcher-content/${french.id}`, {
    translatableContent: french.translatableContent,
  });
  await api(first, 'PATCH', '/launcher', { id: launcherId, name: 'Lucky Puzzle' });
  await first.context().close();
  await second.context().close();
  await proxy.close();
});

test('same field without versions: the client finds the conflict before writing, the chosen value is saved', async () => {
  const theirs = 'Saved first, through a back office without versions.';
  const yours = 'Saved second: the dialog must ask before this overwrites it.';
  const firstDescription = await openFrenchContent(first);
  const secondDescription = await openFrenchContent(second);
  await expect(secondDescription).toHaveValue(french.translatableContent!.description);
  // Typed before the other's save: a form with no unsaved input would show their text by itself.
  await secondDescription.fill(yours);

  await firstDescription.fill(theirs);
  await first.getByRole('button', { name: 'Save Content' }).click();
  await expect(editorToast(first, 'Content updated successfully')).toBeVisible();

  const writes: string[] = [];
  second.on('request', (request) => {
    if (request.method() === 'PATCH') writes.push(request.headers()['if-match'] ?? 'none');
  });
  await second.getByRole('button', { name: 'Save Content' }).click();
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this translation' });
  const field = dialog.getByRole('group', { name: 'Description' });
  await expect(field).toContainText(french.translatableContent!.description);
  await expect(field).toContainText(theirs);
  await expect(field).toContainText(yours);
  // Nothing was written before the dialog: the check was the client's own read.
  expect(writes).toEqual([]);
  await field.getByRole('radio', { name: 'Yours' }).check();
  await dialog.getByRole('button', { name: 'Save Merged Content' }).click();
  await expect(editorToast(second, 'Content updated successfully')).toBeVisible();
  // The client had no version to name.
  expect(writes).toEqual(['none']);

  const stored = await api<Content>(first, 'GET', `/launcher-content/${french.id}`);
  expect(stored.translatableContent?.description).toBe(yours);
  expect(proxy.rewritten.some((call) => call.method === 'GET')).toBe(true);
});

test('same landing name without versions: Landing Settings finds the conflict before writing, the chosen name is saved', async () => {
  const theirs = 'Puzzle renamed first, without versions';
  const yours = 'Puzzle renamed second, without versions';
  const firstName = await openLandingSettings(first, landingId, 'Lucky Puzzle');
  const secondName = await openLandingSettings(second, landingId, 'Lucky Puzzle');
  // Typed before the other's save: a form with no unsaved input would show their name by itself.
  await secondName.fill(yours);

  await firstName.fill(theirs);
  await first.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(editorToast(first, 'Launcher settings saved!')).toBeVisible();

  const writes: string[] = [];
  second.on('request', (request) => {
    if (request.method() === 'PATCH') writes.push(request.headers()['if-match'] ?? 'none');
  });
  await second.getByRole('button', { name: 'Save and Continue' }).click();
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this launcher' });
  const field = dialog.getByRole('group', { name: 'Landing Name' });
  await expect(field).toContainText('Lucky Puzzle');
  await expect(field).toContainText(theirs);
  await expect(field).toContainText(yours);
  // Nothing was written before the dialog: the check was the client's own read.
  expect(writes).toEqual([]);
  await field.getByRole('radio', { name: 'Yours' }).check();
  await dialog.getByRole('button', { name: 'Save Merged Settings' }).click();
  await expect(editorToast(second, 'Launcher settings saved!')).toBeVisible();
  expect(writes).toEqual(['none']);

  const stored = await api<{ name: string }>(first, 'GET', `/launcher/${launcherId}`);
  expect(stored.name).toBe(yours);
});
