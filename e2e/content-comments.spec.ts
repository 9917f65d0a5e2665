import { expect, test, watchCsp, type Locator, type Page } from './fixtures.ts';
import { makePng } from '../apps/server/src/seed/png.ts';
import { editorToast } from './support/editor.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * The Content and Comments tabs on the real server with the seeded landing 'Lucky Puzzle':
 * an English base (three comments by Anna Becker, Lucas Martin and Sofia García) and German and
 * French translations whose comments are the sandbox translator's copies ('[de] …').
 */
test.describe.configure({ mode: 'serial' });

type Content = {
  id: number;
  isDefault: boolean;
  locale?: { google_lang_code: string } | null;
  translatableContent?: { description: string; tags: string[]; additionalInfo: string[] } | null;
};
type Comment = { id: number; text: string; commentator?: { name: string } | null };

/** The editor's own toasts (the console has its own region too). */
let token = '';

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function post<T>(page: Page, path: string, data?: unknown): Promise<T> {
  const response = await page.request.post(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function send(page: Page, method: 'PATCH' | 'DELETE', path: string, data?: unknown) {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok()).toBe(true);
}

/** An entry of the editor's side navigation. */
const sectionEntry = (page: Page, name: string): Locator =>
  page
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name, exact: true });

const translationTab = (page: Page, name: RegExp) =>
  page.getByRole('tablist', { name: 'Translations' }).getByRole('tab', { name });

let page: Page;
let landingId: number;
let launcherId: number;
let german: Content;
let base: Content;
let commentIdsBefore: Set<number>;
let commentatorIdsBefore: Set<number>;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await watchCsp(page.context());
  await page.goto('/landings');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/landings');
  token = (await page.evaluate(() => window.localStorage.getItem('accessToken'))) ?? '';
  const landings = await api<{ id: number; mainLauncher?: { id: number; name: string } | null }[]>(
    page,
    '/landing',
  );
  const puzzle = landings.find((landing) => landing.mainLauncher?.name === 'Lucky Puzzle')!;
  landingId = puzzle.id;
  launcherId = puzzle.mainLauncher!.id;
  const contents = await api<Content[]>(page, `/launcher-content/launcher/${launcherId}`);
  german = contents.find((content) => content.locale?.google_lang_code === 'de')!;
  base = contents.find((content) => content.isDefault)!;
  commentIdsBefore = new Set((await api<Comment[]>(page, '/comments')).map((c) => c.id));
  commentatorIdsBefore = new Set(
    (await api<{ id: number }[]>(page, '/commentators')).map((c) => c.id),
  );
});

// Later specs see the seeded landing as it was: text, comments and commentators put back.
test.afterAll(async () => {
  await send(page, 'PATCH', `/launcher-content/${base.id}`, {
    translatableContent: base.translatableContent,
    isDefault: true,
  });
  for (const comment of await api<Comment[]>(page, '/comments')) {
    if (!commentIdsBefore.has(comment.id)) await send(page, 'DELETE', `/comments/${comment.id}`);
  }
  for (const commentator of await api<{ id: number }[]>(page, '/commentators')) {
    if (!commentatorIdsBefore.has(commentator.id)) {
      await send(page, 'DELETE', `/commentators/${commentator.id}`);
    }
  }
  await page.close();
});

test('edit the base description and tags', async () => {
  await page.goto(`/pwa-creation?landingId=${landingId}`);
  await sectionEntry(page, 'Content').click();
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveValue(/hundreds of hand-made puzzles/);
  await description.fill('Hundreds of hand-made puzzles, now with a daily challenge for everyone.');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.click();
  await tags.pressSequentially('daily, Puzzle,');
  await tags.press('Backspace');
  await tags.pressSequentially('brain teaser');
  await tags.press('Enter');
  const patched = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().includes('/api/launcher-content/'),
  );
  await page.getByRole('button', { name: 'Save Content' }).click();
  expect((await patched).ok()).toBe(true);
  await expect(editorToast(page, 'Content updated successfully')).toBeVisible();

  const saved = await api<Content>(page, `/launcher-content/${base.id}`);
  expect(saved.translatableContent).toEqual({
    description: 'Hundreds of hand-made puzzles, now with a daily challenge for everyone.',
    // 'Puzzle' duplicated 'puzzle'; Backspace in the empty input took 'daily' off again.
    tags: ['puzzle', 'relax', 'brain teaser'],
    additionalInfo: ['Works offline', 'No account needed'],
  });
});

test('create a commentator with a generated PNG and a comment by them', async () => {
  await sectionEntry(page, 'Comments').click();
  await page.getByRole('button', { name: 'Create New Comment' }).click();
  await page.getByRole('button', { name: 'Create New Author' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Commentator' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Emil Tester');
  await dialog.getByLabel('Icon').setInputFiles({
    name: 'emil.png',
    mimeType: 'image/png',
    buffer: makePng(64, 64, [200, 40, 40], [40, 40, 200]),
  });
  await dialog.getByRole('button', { name: 'Create Commentator' }).click();
  await expect(editorToast(page, 'Commentator created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Author' })).toHaveText(/Emil Tester/);

  await page
    .getByRole('textbox', { name: 'Comment Text' })
    .fill('Clever puzzles, made my commute.');
  await page.getByRole('spinbutton', { name: 'Count Rated' }).fill('3');
  await page.getByRole('button', { name: 'Create & Attach Comment' }).click();
  await expect(editorToast(page, 'Comment created and attached to translation')).toBeVisible();
  const table = page.getByRole('table', { name: 'Comments' });
  const row = table.getByRole('row').filter({ hasText: 'Clever puzzles, made my commute.' });
  await expect(row.getByText('Emil Tester')).toBeVisible();
  await expect(row.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
  await expect(row.getByText('(3)')).toBeVisible();
});

const SECOND_BASE_COMMENT = 'Short levels, perfect for a coffee break.';

test('on the German translation copy a base comment: reopened, Add from Base does not offer it again; translate the other', async () => {
  // Two reloads on a busy machine.
  test.setTimeout(90_000);
  // A second base comment the translation has not got yet, beside the one made above; the
  // seeded three are already translated into German (their copies name them as their origin).
  const [english] = (
    await api<{ id: number; google_lang_code: string }[]>(page, '/locales')
  ).filter((locale) => locale.google_lang_code === 'en');
  const [author] = await api<{ id: number }[]>(page, '/commentators');
  const second = await post<Comment>(page, '/comments', {
    commentatorId: author!.id,
    langId: english!.id,
    text: SECOND_BASE_COMMENT,
    stars: 4,
    countRated: 2,
  });
  await post(page, `/launcher-content/${base.id}/comments/${second.id}`);

  await page.reload();
  await sectionEntry(page, 'Comments').click();
  await translationTab(page, /^German/).click();
  const table = page.getByRole('table', { name: 'Comments' });
  await expect(table.getByRole('row')).toHaveCount(4);

  const addFromBase = page.getByRole('button', { name: 'Add from Base' });
  const add = page.getByRole('dialog', { name: 'Add Base Comments to German Translation' });
  await addFromBase.click();
  await expect(
    add.getByRole('checkbox', { name: /Great puzzles and no annoying ads/ }),
  ).toHaveCount(0);
  await expect(add.getByText('3 base comments already brought over')).toBeVisible();
  await expect(add.getByRole('status')).toHaveText('0/2 · None selected');
  await add.getByRole('checkbox', { name: /Clever puzzles, made my commute/ }).check();
  await add.getByRole('button', { name: 'Add 1' }).click();
  await expect(editorToast(page, 'Comment linked successfully')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(5);

  // Reopened (after a reload too: the server keeps the copy's origin), it is not offered again.
  await page.reload();
  await sectionEntry(page, 'Comments').click();
  await translationTab(page, /^German/).click();
  await expect(table.getByRole('row')).toHaveCount(5);
  await addFromBase.click();
  await expect(add.getByText('4 base comments already brought over')).toBeVisible();
  await expect(add.getByRole('status')).toHaveText('0/1 · None selected');
  const offered = add.getByRole('list', { name: 'Base comments' }).getByRole('checkbox');
  await expect(offered).toHaveCount(1);
  await expect(add.getByRole('checkbox', { name: new RegExp(SECOND_BASE_COMMENT) })).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  await page.getByRole('button', { name: 'Translate Comments from Base' }).click();
  const translate = page.getByRole('dialog', {
    name: 'Translate Base Comments to German Translation',
  });
  await translate.getByRole('checkbox', { name: new RegExp(SECOND_BASE_COMMENT) }).check();
  await translate.getByRole('button', { name: 'Translate 1' }).click();
  await expect(editorToast(page, 'Comments translated successfully')).toBeVisible();
  // The table scrolls inside its own region: the new last row is brought into view first.
  const translated = table.getByRole('cell', { name: `[de] ${SECOND_BASE_COMMENT}` });
  await translated.scrollIntoViewIfNeeded();
  await expect(translated).toBeVisible();
  // Every base comment is there now: nothing left to add or translate.
  await expect(addFromBase).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Translate Comments from Base' })).toBeDisabled();

  const linked = await api<Comment[]>(page, `/launcher-content/${german.id}/comments`);
  expect(linked.map((comment) => comment.text)).toEqual(
    expect.arrayContaining(['Clever puzzles, made my commute.', `[de] ${SECOND_BASE_COMMENT}`]),
  );
  expect(
    linked.filter((comment) => comment.text === 'Clever puzzles, made my commute.'),
  ).toHaveLength(1);
});

test('opening the editor and then Comments asks for the locales once, and for the comments once', async () => {
  const localeAsks: string[] = [];
  const commentReads: string[] = [];
  const countLocales = (request: { url: () => string; method: () => string }) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/locales') localeAsks.push(request.url());
    if (request.method() === 'GET' && /^\/api\/launcher-content\/\d+\/comments$/.test(pathname)) {
      commentReads.push(request.url());
    }
  };
  page.on('request', countLocales);
  await page.goto(`/pwa-creation?landingId=${landingId}`);
  await expect(sectionEntry(page, 'Comments')).toBeEnabled();
  // Comments asks for the commentators and the locales together: both are asked once it answers.
  const commentators = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/commentators',
  );
  await sectionEntry(page, 'Comments').click();
  expect((await commentators).ok()).toBe(true);
  await expect(page.getByRole('table', { name: 'Comments' })).toBeVisible();
  // The landing's polls tell the list's version (issue 29): the list as read is not read again.
  // Two polls after the list is shown: the first one's answer has been acted on.
  const polls = (response: { url: () => string }) =>
    new URL(response.url()).pathname.endsWith('/versions');
  await page.waitForResponse(polls);
  await page.waitForResponse(polls);
  page.off('request', countLocales);
  expect(localeAsks).toHaveLength(1);
  expect(commentReads).toHaveLength(1);
});

test('the preview page shows the comments', async () => {
  const { url } = await api<{ url: string }>(
    page,
    `/landing/${landingId}/web-server-url?launcherId=${launcherId}&contentId=${german.id}`,
  );
  // The preview needs no token: the same page goes there last.
  const preview = page;
  await preview.goto(url);
  await expect(preview.getByText(`[de] ${SECOND_BASE_COMMENT}`, { exact: true })).toBeVisible();
  await expect(
    preview.getByText('Clever puzzles, made my commute.', { exact: true }),
  ).toBeVisible();
});
