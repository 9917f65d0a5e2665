import type { Browser } from '@playwright/test';
import { expect as baseExpect, test, watchCsp, type Page } from './fixtures.ts';
import { withoutVersions } from './support/answerRewrites.ts';
import { editorToast, openTranslation } from './support/editor.ts';
import { startRewritingProxy, type RewritingProxy } from './support/rewritingProxy.ts';
import { demoOperator, logIn } from './support/session.ts';

/** Polls come every 5 s: states are waited for with a ceiling for a loaded 2-core machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 29, "see it coming": operator A has the French Content of the seeded landing 'Lucky
 * Puzzle' open while operator B (another browser context) saves it. Against apps/server (the
 * versions call) and through a proxy of a back office without versions (no versions call, no
 * `version` in reads: the editor compares its ordinary reads).
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

type Content = {
  id: number;
  locale?: { google_lang_code: string } | null;
  translatableContent?: { description: string; tags: string[]; additionalInfo: string[] } | null;
};

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

async function operator(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await watchCsp(context);
  const page = await context.newPage();
  await page.goto('/landings');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/landings');
  return page;
}

async function frenchOfLuckyPuzzle(page: Page) {
  const landings = await api<{ id: number; mainLauncher?: { id: number; name: string } | null }[]>(
    page,
    'GET',
    '/landing',
  );
  const puzzle = landings.find((landing) => landing.mainLauncher?.name === 'Lucky Puzzle')!;
  const contents = await api<Content[]>(
    page,
    'GET',
    `/launcher-content/launcher/${puzzle.mainLauncher!.id}`,
  );
  return {
    landingId: puzzle.id,
    french: contents.find((content) => content.locale?.google_lang_code === 'fr')!,
  };
}

async function saveContent(page: Page, description: string) {
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  // The save's own answer, not an earlier save's toast that may still be showing.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      new URL(response.url()).pathname.startsWith('/api/launcher-content/') &&
      response.ok(),
  );
  await page.getByRole('button', { name: 'Save Content' }).click();
  await saved;
  await expect(editorToast(page, 'Content updated successfully').first()).toBeVisible();
}

/**
 * What A's page asked and heard, with B's saves, for the report of a failed test: a miss of
 * another's save is rare on a loaded machine and not reproduced on a quiet one (issue 29).
 */
function recordCalls(pages: { a: Page; b: Page }) {
  const started = Date.now();
  const lines: string[] = [];
  const at = () => `${String(Date.now() - started).padStart(6)} ms`;
  for (const [name, page] of Object.entries(pages)) {
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/api/') || path.startsWith('/api/files/')) return;
      void request.response().then((response) => {
        lines.push(`${at()} ${name} ${request.method()} ${path} ${response?.status() ?? '-'}`);
      });
    });
    page.on('requestfailed', (request) => {
      lines.push(
        `${at()} ${name} ${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`,
      );
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        lines.push(`${at()} ${name} console ${message.type()}: ${message.text()}`);
      }
    });
  }
  return {
    attach: () =>
      test.info().attach('calls of A and B', { body: lines.join('\n'), contentType: 'text/plain' }),
  };
}

const backOffices = [
  { name: 'apps/server (the versions call)', who: 'Demo Operator', proxied: false },
  {
    name: 'a back office without versions (the ordinary reads)',
    who: 'another operator',
    proxied: true,
  },
];

for (const backOffice of backOffices) {
  test(`${backOffice.name}: B saves Content; A sees it by itself, or over unsaved input sees who and Reload brings it`, async ({
    browser,
    baseURL,
  }) => {
    let proxy: RewritingProxy | undefined;
    if (backOffice.proxied) proxy = await startRewritingProxy(baseURL!, withoutVersions);
    const origin = proxy?.url ?? baseURL!;
    const [a, b] = await Promise.all([operator(browser, origin), operator(browser, origin)]);
    const { landingId, french } = await frenchOfLuckyPuzzle(a);
    const calls = recordCalls({ a, b });
    try {
      await openTranslation(a, landingId, 'Content', /^French/);
      await openTranslation(b, landingId, 'Content', /^French/);
      const aDescription = a.getByRole('textbox', { name: 'Description' });
      await expect(aDescription).toHaveValue(french.translatableContent!.description);

      // A has no unsaved input in Content: B's save shows there by itself.
      const firstSave = `B saved this while A only looked (${backOffice.proxied ? 'reads' : 'versions'}).`;
      await saveContent(b, firstSave);
      await expect(aDescription).toHaveValue(firstSave);
      await expect(a.getByText(/^Changed by/)).toHaveCount(0);

      // A types and does not save; B saves again: A's input stays, the notice says who.
      const typed = 'A is typing this and has not saved it yet.';
      await aDescription.fill(typed);
      const secondSave = 'B saved this over the input A had not saved.';
      await saveContent(b, secondSave);
      const notice = a.getByRole('status').filter({ hasText: /^Changed by/ });
      await expect(notice).toContainText(
        new RegExp(`^Changed by ${backOffice.who} (just now|\\d+ minutes? ago):`),
      );
      await expect(aDescription).toHaveValue(typed);

      await notice.getByRole('button', { name: 'Reload' }).click();
      await expect(aDescription).toHaveValue(secondSave);
      await expect(notice).toHaveCount(0);
      // B's own saves never told B of a change.
      await expect(b.getByText(/^Changed by/)).toHaveCount(0);
    } catch (error) {
      await calls.attach();
      throw error;
    } finally {
      await api(a, 'PATCH', `/launcher-content/${french.id}`, {
        translatableContent: french.translatableContent,
      });
      await a.context().close();
      await b.context().close();
      await proxy?.close();
    }
  });
}
