import { makePng } from '../apps/server/src/seed/png.ts';
import { expect as baseExpect, test, watchCsp, type Page } from './fixtures.ts';
import { leanWriteAnswers, type LeanWriteAnswers } from './support/answerRewrites.ts';
import type { editorSections } from './support/editor.ts';
import { takeShownFailures, watchFailures } from './support/failureWatch.ts';
import { startRewritingProxy, type RewritingProxy } from './support/rewritingProxy.ts';
import { demoOperator, logIn } from './support/session.ts';
import { zipOf } from './support/zip.ts';

/** Waits for states with a ceiling for a loaded 2-core machine (a sign-in hashes a password). */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 24: the console served through a proxy in front of apps/server that answers every
 * write as a back office meeting the spec to the letter may (creates `{}`, with no id; other
 * writes `{ data: { id, deleted: true } }` or `{}` in turn: answerRewrites.ts) and every launcher with
 * `staticContent: {}`. Each flow ends with
 * what the server holds on screen and no error or warning shown. What the flows need is made
 * through the API first, straight on apps/server.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Named per attempt: a retry runs the serial group again beside whatever the failed attempt
// left on the server (template codes are unique; a second row of a name makes a locator ambiguous).
let builtInName = '';
let customName = '';
let relatedName = '';
let appName = '';
let customCode = '';
let doomedCode = '';

let proxy: RewritingProxy;
let answers: LeanWriteAnswers;
let page: Page;
let upstream = '';
let token = '';
const made = { launchers: [] as number[], templates: [] as number[], apps: [] as number[] };

async function api<T>(method: string, path: string, options: object = {}): Promise<T> {
  const response = await page.request.fetch(`${upstream}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...options,
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const createTemplate = (code: string) =>
  api<{ id: number }>('POST', '/template', {
    multipart: {
      code,
      description: 'Made for the lean back office e2e',
      archive: {
        name: `${code}.zip`,
        mimeType: 'application/zip',
        buffer: zipOf({ 'index.html': '<html><body>lean</body></html>' }),
      },
    },
  });

const toast = (text: string) =>
  page
    .getByRole('region', { name: /notifications/i })
    .getByText(text)
    .first();

const section = (name: (typeof editorSections)[number]) =>
  page
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name, exact: true });

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/**
 * No error or warning was shown since the page was loaded or last checked, but editor.md §8's
 * warning for a new landing's launcher before its first translation (apps/server's own answers
 * bring it too; when it shows depends on when the landing is read).
 */
const expectNoFailure = async () =>
  expect(
    (await takeShownFailures(page)).filter(
      (text) => !text.includes('This launcher has no content to edit.'),
    ),
  ).toEqual([]);

async function createLanding(name: string, template: string) {
  await page.goto('/pwa-creation');
  await page.getByRole('textbox', { name: 'Landing Name' }).fill(name);
  await choose('Template', template);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(toast('Launcher settings saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/pwa-creation\?landingId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Main Information' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Editor breadcrumb' }).getByText(name),
  ).toBeVisible();
  const landingId = Number(new URL(page.url()).searchParams.get('landingId'));
  const landing = await api<{ mainLauncher: { id: number; name: string } }>(
    'GET',
    `/landing/${landingId}`,
  );
  expect(landing.mainLauncher.name).toBe(name);
  made.launchers.push(landing.mainLauncher.id);
  return landingId;
}

/** Deletes the row named `name` of the table on `path`; the list shown afterwards lacks it. */
async function deleteRow(path: string, table: string, name: string) {
  await page.goto(path);
  const rows = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
  await rows.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Are you sure you want to delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(rows).toHaveCount(0);
  // A reload shows what the server holds: the row is gone there too.
  await page.reload();
  await expect(page.getByRole('table', { name: table })).toBeVisible();
  await expect(rows).toHaveCount(0);
}

test.beforeAll(async ({ browser, baseURL }) => {
  const attempt = test.info().retry + 1;
  builtInName = `E2E Lean Built-in ${attempt}`;
  customName = `E2E Lean Custom ${attempt}`;
  relatedName = `E2E Lean Related ${attempt}`;
  appName = `E2E Lean App ${attempt}`;
  customCode = `leancustom${attempt}`;
  doomedCode = `leandoomed${attempt}`;
  upstream = baseURL!;
  answers = leanWriteAnswers();
  proxy = await startRewritingProxy(upstream, answers);
  const context = await browser.newContext({ baseURL: proxy.url });
  await watchCsp(context);
  await watchFailures(context);
  page = await context.newPage();
  await page.goto('/landings');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/landings');
  token = (await page.evaluate(() => window.localStorage.getItem('accessToken'))) ?? '';

  const custom = await createTemplate(customCode);
  const doomed = await createTemplate(doomedCode);
  made.templates.push(custom.id, doomed.id);
  const templates = await api<{ id: number; code: string }[]>('GET', '/template');
  const related = await api<{ id: number }>('POST', '/launcher/app-store', {
    data: { name: relatedName, templateId: templates.find((t) => t.code === 'AppStore')!.id },
  });
  made.launchers.push(related.id);

  const landings = await api<{ id: number; mainLauncher?: { name: string } | null }[]>(
    'GET',
    '/landing',
  );
  const puzzle = landings.find((l) => l.mainLauncher?.name === 'Lucky Puzzle')!;
  // The seeded launchers are filled in; through the proxy none is.
  type Launchers = { staticContent?: object | null }[];
  const launchers = await api<Launchers>('GET', '/launcher');
  expect(launchers.some((l) => Object.keys(l.staticContent ?? {}).length > 0)).toBe(true);
  const viaProxy = await page.request.get('/api/launcher', {
    headers: { authorization: `Bearer ${token}` },
  });
  const proxied = ((await viaProxy.json()) as { data: Launchers }).data;
  expect(proxied.map((l) => l.staticContent)).toEqual(launchers.map(() => ({})));
  const domains = await api<{ items: { id: number; name: string }[] }>('GET', '/domain');
  const record = await api<{ id: number }>(
    'POST',
    `/domain/${domains.items.find((d) => d.name === 'lucky-games.net')!.id}/records`,
    { data: { name: `e2e-lean${attempt}` } },
  );
  const app = await api<{ id: number }>('POST', '/pwa', {
    data: {
      name: appName,
      landingId: puzzle.id,
      recordId: record.id,
      openerLink: 'https://tracker.example.com/open/e2e-lean',
      pushService: 'firebase',
    },
  });
  made.apps.push(app.id);
});

// Later specs see the seeded data: the app (unless the last test deleted it), the launchers
// (landings go with them) and templates go.
test.afterAll(async () => {
  for (const id of made.apps)
    await page.request.delete(`${upstream}/api/pwa/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  for (const id of made.launchers)
    await page.request.delete(`${upstream}/api/launcher/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  for (const id of made.templates)
    await page.request.delete(`${upstream}/api/template/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  await page.context().close();
  await proxy.close();
});

test('a landing on a built-in template: translations added and deleted, a design saved, a comment made and linked, a launcher linked and unlinked', async () => {
  const landingId = await createLanding(builtInName, 'PlayMarket');
  // staticContent {} is "not filled yet": the form shows the spec's defaults, not an error.
  await expect(page.getByRole('button', { name: 'Save Static Content' })).toBeVisible();

  await section('Content').click();
  const tabs = page.getByRole('tablist', { name: 'Translations' });
  await choose('Language', 'English');
  await page.getByRole('button', { name: 'Add Translation' }).click();
  await expect(toast('Translation created successfully')).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'English (BASE)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabs.getByRole('tab', { name: 'New Language' }).click();
  await choose('Language', 'German');
  await page.getByRole('button', { name: 'Add Translation' }).click();
  await expect(tabs.getByRole('tab', { name: 'German' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Delete German' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Translation?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast('Content deleted successfully')).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'German' })).toHaveCount(0);

  await section('Design').click();
  const design = page.getByRole('region', { name: 'Design' });
  await design.getByLabel('Icon').setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: makePng(512, 512, [20, 120, 200], [250, 250, 250]),
  });
  await expect(design.getByText('icon.png')).toBeVisible();
  // The icon is checked first (its size): the form takes no other file meanwhile.
  await expect(design.getByRole('button', { name: 'Add Screenshot' })).toBeEnabled();
  await design.locator('input[type="file"][name="screens"]').setInputFiles({
    name: 'screen.png',
    mimeType: 'image/png',
    buffer: makePng(360, 640, [200, 60, 20], [250, 250, 250]),
  });
  await expect(design.getByText('1 screenshot', { exact: true })).toBeVisible();
  await design.getByRole('button', { name: 'Save Design' }).click();
  await expect(toast('Design created successfully')).toBeVisible();
  await expect(design.getByText('1 screenshot', { exact: true })).toBeVisible();

  await section('Comments').click();
  await page.getByRole('button', { name: 'Create New Comment' }).click();
  await choose('Author', 'Anna Becker');
  await page.getByRole('textbox', { name: 'Comment Text' }).fill('Lean back office, fine console.');
  await page.getByRole('button', { name: 'Create & Attach Comment' }).click();
  await expect(toast('Comment created and attached to translation')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Comments' })
      .getByRole('row')
      .filter({ hasText: 'Lean back office, fine console.' }),
  ).toBeVisible();

  await section('Related Launchers').click();
  await choose('Link Launcher', relatedName);
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(toast('Launcher linked successfully')).toBeVisible();
  const related = page.getByRole('table', { name: 'Related Launchers' });
  await expect(related.getByRole('row', { name: new RegExp(relatedName) })).toBeVisible();
  await related.getByRole('button', { name: `Delete ${relatedName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast('Launcher unlinked successfully')).toBeVisible();
  await expect(related.getByRole('row', { name: new RegExp(relatedName) })).toHaveCount(0);
  await expectNoFailure();

  // What the server holds, shown on a fresh open: the base translation, its design, the comment.
  await page.goto(`/pwa-creation?landingId=${landingId}`);
  await section('Comments').click();
  await expect(page.getByRole('tab', { name: 'English (BASE)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'German' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Lean back office, fine console.' })).toBeVisible();
  await section('Design').click();
  await expect(design.getByRole('img', { name: 'Screenshot 1' })).toBeVisible();
  await section('Related Launchers').click();
  await expect(related.getByRole('row', { name: new RegExp(relatedName) })).toHaveCount(0);
  await expectNoFailure();
});

test('a landing on a custom template; deleting a landing, an app and a template', async () => {
  await createLanding(customName, customCode);
  await expectNoFailure();
  await deleteRow('/landings', 'Landings', customName);
  await expectNoFailure();
  await deleteRow('/apps', 'All Apps', appName);
  await expectNoFailure();
  await deleteRow('/templates', 'Templates Table', doomedCode);
  await expectNoFailure();
  // Every flow's writes went through the rewrites.
  const writes = proxy.rewritten
    .filter((call) => call.method !== 'GET')
    .map((call) => `${call.method} ${call.path.replace(/\d+/g, 'N')}`);
  expect(writes).toEqual(
    expect.arrayContaining([
      'POST /api/launcher/app-store',
      'POST /api/launcher/custom',
      'POST /api/landing',
      'POST /api/launcher-content',
      'DELETE /api/launcher-content/N',
      'POST /api/design',
      'POST /api/launcher-content/N/design/N',
      'POST /api/comments',
      'POST /api/launcher-content/N/comments/N',
      'POST /api/landing/N/link-launcher/N',
      'DELETE /api/landing/N/unlink-launcher/N',
      'DELETE /api/landing/N',
      'DELETE /api/pwa/N',
      'DELETE /api/template/N',
    ]),
  );
  // Every create was answered without its id: the console found each record it made.
  const creates = answers.createdWithoutId.map((call) => `${call.method} ${call.path}`);
  expect(creates).toEqual(
    expect.arrayContaining([
      'POST /api/launcher/app-store',
      'POST /api/launcher/custom',
      'POST /api/landing',
      'POST /api/launcher-content',
      'POST /api/design',
      'POST /api/comments',
    ]),
  );
});
