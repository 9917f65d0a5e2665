import type { Browser } from '@playwright/test';
import { expect, test, watchCsp, type Page } from './fixtures.ts';
import {
  editorToast,
  openEditorSection,
  openLandingSettings,
  openTranslation,
} from './support/editor.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * Issue 29: two operators (two browser contexts) on the seeded landing 'Lucky Puzzle' against the
 * real server. Its launcher name, French translation, base design's icon and a French comment
 * are edited by both and put back after; a Spanish translation is made for the delete case and
 * deleted by the test.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type Content = {
  id: number;
  isDefault?: boolean;
  designId?: number | null;
  locale?: { google_lang_code: string } | null;
  translatableContent?: { description: string; tags: string[]; additionalInfo: string[] } | null;
};

/**
 * The other operator's save heard over unsaved input ('Changed by …'): the section's read of it
 * is done, so a save now meets their version (a save clicked during that read is dropped by the
 * content and comments machines: reported in issue 29).
 */
const heardTheirSave = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Changed by / })).toBeVisible();

let token = '';
let landingId = 0;
let launcherId = 0;
let french: Content;
let baseDesign: { id: number; iconUrl: string; icon: Buffer };
let comment: Comment;
/** The Spanish translation the delete case made, while it is there. */
let spanishId: number | undefined;

type Design = { id: number; iconUrl: string | null };
type Comment = { id: number; text: string; commentator?: { name: string } | null };

async function api<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function operator(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await watchCsp(context);
  const page = await context.newPage();
  await page.goto('/landings');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/landings');
  return page;
}

async function openContent(page: Page, language: RegExp) {
  await openTranslation(page, landingId, 'Content', language);
  return page.getByRole('textbox', { name: 'Description' });
}

async function openNames(page: Page) {
  await openEditorSection(page, landingId, 'Main Information');
  const form = page.getByRole('form', { name: 'Icon, Name and Short Name' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Lucky Puzzle',
  );
  return form;
}

let first: Page;
let second: Page;

test.beforeAll(async ({ browser }) => {
  first = await operator(browser);
  second = await operator(browser);
  token = (await first.evaluate(() => window.localStorage.getItem('accessToken'))) ?? '';
  const landings = await api<{ id: number; mainLauncher?: { id: number; name: string } | null }[]>(
    first,
    'GET',
    '/landing',
  );
  const puzzle = landings.find((landing) => landing.mainLauncher?.name === 'Lucky Puzzle')!;
  landingId = puzzle.id;
  launcherId = puzzle.mainLauncher!.id;
  const contents = await api<Content[]>(first, 'GET', `/launcher-content/launcher/${launcherId}`);
  french = contents.find((content) => content.locale?.google_lang_code === 'fr')!;
  const design = await api<Design>(
    first,
    'GET',
    `/design/${contents.find((content) => content.isDefault)!.designId}`,
  );
  const icon = await first.request.get(design.iconUrl!);
  baseDesign = { id: design.id, iconUrl: design.iconUrl!, icon: await icon.body() };
  const comments = await api<Comment[]>(first, 'GET', `/launcher-content/${french.id}/comments`);
  comment = comments.find((one) => one.commentator?.name === 'Lucas Martin')!;
});

test.afterAll(async () => {
  // A retry runs the serial group again on the same server: it makes Spanish again.
  if (spanishId !== undefined) await api(first, 'DELETE', `/launcher-content/${spanishId}`);
  await api(first, 'PATCH', `/launcher-content/${french.id}`, {
    translatableContent: french.translatableContent,
  });
  await api(first, 'PATCH', '/launcher', { id: launcherId, name: 'Lucky Puzzle' });
  await api(first, 'PATCH', `/comments/${comment.id}`, { text: comment.text });
  const icon = { name: 'icon.png', mimeType: 'image/png', buffer: baseDesign.icon };
  const restored = await first.request.fetch(`/api/design/${baseDesign.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
    multipart: { icon },
  });
  expect(restored.ok()).toBe(true);
  await first.context().close();
  await second.context().close();
});

test('same field: the second save opens the conflict dialog; the chosen value is saved and the other operator sees it', async () => {
  const mine = 'The first operator wrote this French description.';
  const yours = 'The second operator wrote this other description.';
  const firstDescription = await openContent(first, /^French/);
  const secondDescription = await openContent(second, /^French/);
  await expect(secondDescription).toHaveValue(french.translatableContent!.description);
  // Typed before the other's save: a form with no unsaved input would show their text by itself.
  await secondDescription.fill(yours);

  await firstDescription.fill(mine);
  await first.getByRole('button', { name: 'Save Content' }).click();
  await expect(editorToast(first, 'Content updated successfully')).toBeVisible();

  await heardTheirSave(second);
  await second.getByRole('button', { name: 'Save Content' }).click();
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this translation' });
  const field = dialog.getByRole('group', { name: 'Description' });
  await expect(field).toContainText(french.translatableContent!.description);
  await expect(field).toContainText(mine);
  await expect(field).toContainText(yours);
  await field.getByRole('radio', { name: 'Yours' }).check();
  await dialog.getByRole('button', { name: 'Save Merged Content' }).click();
  await expect(editorToast(second, 'Content updated successfully')).toBeVisible();

  const stored = await api<Content>(first, 'GET', `/launcher-content/${french.id}`);
  expect(stored.translatableContent?.description).toBe(yours);
  await expect(await openContent(first, /^French/)).toHaveValue(yours);
});

test("same name: the conflict dialog shows both; the chosen name is saved and the other operator's Landings list shows it", async () => {
  const theirs = 'Puzzle of the first operator';
  const yours = 'Puzzle of the second operator';
  const firstForm = await openNames(first);
  const secondForm = await openNames(second);
  // Typed before the other's save: a form with no unsaved input would show their name by itself
  // (the landing watch), and the save would then meet no conflict.
  await secondForm.getByRole('textbox', { name: 'Name', exact: true }).fill(yours);

  await firstForm.getByRole('textbox', { name: 'Name', exact: true }).fill(theirs);
  await firstForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editorToast(first, 'Launcher updated successfully')).toBeVisible();

  await heardTheirSave(second);
  await secondForm.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this launcher' });
  const field = dialog.getByRole('group', { name: 'Name', exact: true });
  await expect(field.getByText('Lucky Puzzle', { exact: true })).toBeVisible();
  await expect(field.getByText(theirs, { exact: true })).toBeVisible();
  await expect(field.getByText(yours, { exact: true })).toBeVisible();
  await field.getByRole('radio', { name: 'Yours' }).check();
  await dialog.getByRole('button', { name: 'Save Merged Names' }).click();
  await expect(editorToast(second, 'Launcher updated successfully')).toBeVisible();

  const stored = await api<{ name: string }>(first, 'GET', `/launcher/${launcherId}`);
  expect(stored.name).toBe(yours);
  await first.goto('/landings');
  const landings = first.getByRole('table', { name: 'Landings' });
  await expect(landings.getByRole('cell', { name: yours, exact: true })).toBeVisible();
  await expect(landings.getByRole('cell', { name: theirs, exact: true })).toHaveCount(0);
});

test('different fields: both kept, no dialog', async () => {
  const description = 'A description only the second operator changed.';
  await openContent(first, /^French/);
  const secondDescription = await openContent(second, /^French/);
  await secondDescription.fill(description);
  // The second operator's watch has made its first read of the landing's versions before the
  // first one saves: the save then comes in a later poll (once, in CI, 'Changed by' did not
  // appear within 15 s when the save came before that first read; the cause is not known).
  await second.waitForResponse((answer) => /\/api\/landing\/\d+\/versions/.test(answer.url()));
  const tags = first.getByRole('combobox', { name: 'Tags' });
  await tags.click();
  await tags.pressSequentially('first-operator,');
  await first.getByRole('button', { name: 'Save Content' }).click();
  await expect(editorToast(first, 'Content updated successfully')).toBeVisible();

  await heardTheirSave(second);
  await second.getByRole('button', { name: 'Save Content' }).click();
  await expect(editorToast(second, 'Content updated successfully')).toBeVisible();
  await expect(second.getByRole('dialog')).toHaveCount(0);

  const stored = await api<Content>(first, 'GET', `/launcher-content/${french.id}`);
  expect(stored.translatableContent?.description).toBe(description);
  expect(stored.translatableContent?.tags).toContain('first-operator');
});

test('a translation deleted while the other edits it: a clear message, the text kept, no crash', async () => {
  const locales = await api<{ id: number; google_lang_code: string }[]>(first, 'GET', '/locales');
  const spanish = await api<{ id: number }>(first, 'POST', '/launcher-content', {
    launcherId,
    localeId: locales.find((locale) => locale.google_lang_code === 'es')!.id,
    isDefault: false,
    designId: null,
    translatableContent: {
      description: 'Una descripción en español.',
      additionalInfo: [],
      tags: [],
    },
  });
  spanishId = spanish.id;
  const description = await openContent(second, /^Spanish/);
  await expect(description).toHaveValue('Una descripción en español.');
  await api(first, 'DELETE', `/launcher-content/${spanish.id}`);
  spanishId = undefined;

  const typed = 'Typed while the other operator deleted this translation.';
  await description.fill(typed);
  await second.getByRole('button', { name: 'Save Content' }).click();
  await expect(
    second
      .getByText(
        'This translation was deleted by another operator. What you typed is still in the form.',
      )
      .first(),
  ).toBeVisible();
  await expect(description).toHaveValue(typed);
  await expect(second.getByRole('navigation', { name: 'Editor sections' })).toBeVisible();
  // The drafts issue: what was typed also stays in this browser's draft store.
  await expect
    .poll(() =>
      second.evaluate(
        (text) =>
          Object.keys(window.localStorage).some(
            (key) =>
              key.startsWith('landing-draft:') &&
              (window.localStorage.getItem(key) ?? '').includes(text),
          ),
        typed,
      ),
    )
    .toBe(true);
});

/** A 512x512 PNG made in the page (an icon the Design form takes). */
async function iconPng(page: Page, name: string, hue: number) {
  const base64 = await page.evaluate(async (h) => {
    const canvas = new OffscreenCanvas(512, 512);
    const context = canvas.getContext('2d')!;
    context.fillStyle = `hsl(${h} 70% 50%)`;
    context.fillRect(0, 0, 512, 512);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  }, hue);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

async function chooseIcon(page: Page, name: string, hue: number) {
  await openTranslation(page, landingId, 'Design', /^English/);
  const design = page.getByRole('region', { name: 'Design' });
  await design.getByLabel('Icon').setInputFiles(await iconPng(page, name, hue));
  // The icon is checked (512x512) before it can be saved.
  await expect(design.getByRole('button', { name: 'Add Screenshot' })).toBeEnabled();
  const save = design.getByRole('button', { name: 'Save Design' });
  await expect(save).toBeEnabled();
  return save;
}

const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop()!);

test('same design icon: the second save opens the conflict dialog with both; the chosen icon is saved and the other operator sees it', async () => {
  // The second operator chooses first: a form with no unsaved input would show theirs by itself.
  const secondSave = await chooseIcon(second, 'second-operator-icon.png', 200);
  await (await chooseIcon(first, 'first-operator-icon.png', 20)).click();
  await expect(editorToast(first, 'Design updated successfully')).toBeVisible();
  const theirs = (await api<Design>(first, 'GET', `/design/${baseDesign.id}`)).iconUrl!;

  await heardTheirSave(second);
  await secondSave.click();
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this design' });
  const field = dialog.getByRole('group', { name: 'Icon' });
  await expect(field).toContainText(fileNameOf(baseDesign.iconUrl));
  await expect(field).toContainText(fileNameOf(theirs));
  await expect(field).toContainText('second-operator-icon.png');
  await field.getByRole('radio', { name: 'Yours' }).check();
  await dialog.getByRole('button', { name: 'Save Merged Design' }).click();
  await expect(editorToast(second, 'Design updated successfully')).toBeVisible();

  const stored = (await api<Design>(first, 'GET', `/design/${baseDesign.id}`)).iconUrl!;
  expect([baseDesign.iconUrl, theirs]).not.toContain(stored);
  await openTranslation(first, landingId, 'Design', /^English/);
  await expect(
    first.getByRole('region', { name: 'Design' }).getByRole('img', { name: 'App icon' }),
  ).toHaveAttribute('src', stored);
});

async function editComment(page: Page) {
  await openTranslation(page, landingId, 'Comments', /^French/);
  const text = page.getByRole('textbox', { name: 'Comment Text' });
  // A click while the section reads what the landing watch heard (right after opening, always)
  // is dropped by the comments machine (reported in issue 29): clicked again until the form opens.
  await expect(async () => {
    await page.getByRole('button', { name: 'Edit comment by Lucas Martin' }).click();
    await expect(text).toHaveValue(comment.text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return text;
}

const commentRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Comments' }).getByRole('row').filter({ hasText: text });

test('same comment text: the second save opens the conflict dialog with both; the chosen text is saved and the other operator sees it', async () => {
  const theirs = 'The first operator rewrote this comment.';
  const yours = 'The second operator rewrote this comment.';
  const firstText = await editComment(first);
  const secondText = await editComment(second);
  await secondText.fill(yours);

  await firstText.fill(theirs);
  await first.getByRole('button', { name: 'Save Changes' }).click();
  await expect(commentRow(first, theirs)).toBeVisible();

  await heardTheirSave(second);
  await second.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this comment' });
  const field = dialog.getByRole('group', { name: 'Comment Text' });
  await expect(field).toContainText(comment.text);
  await expect(field).toContainText(theirs);
  await expect(field).toContainText(yours);
  await field.getByRole('radio', { name: 'Yours' }).check();
  await dialog.getByRole('button', { name: 'Save Merged Comment' }).click();
  await expect(commentRow(second, yours)).toBeVisible();

  expect((await api<Comment>(first, 'GET', `/comments/${comment.id}`)).text).toBe(yours);
  await openTranslation(first, landingId, 'Comments', /^French/);
  await expect(commentRow(first, yours)).toBeVisible();
});

test('same landing name in Landing Settings: the second save opens the conflict dialog with both; the chosen name is saved', async () => {
  const theirs = 'Puzzle the first operator named in its settings';
  const yours = 'Puzzle the second operator named in its settings';
  // 'same name' above left the launcher named by its second operator.
  await api(first, 'PATCH', '/launcher', { id: launcherId, name: 'Lucky Puzzle' });
  const firstName = await openLandingSettings(first, landingId, 'Lucky Puzzle');
  const secondName = await openLandingSettings(second, landingId, 'Lucky Puzzle');
  // Typed before the other's save: a form with no unsaved input would show their name by itself.
  await secondName.fill(yours);

  await firstName.fill(theirs);
  await first.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(editorToast(first, 'Launcher settings saved!')).toBeVisible();

  await heardTheirSave(second);
  await second.getByRole('button', { name: 'Save and Continue' }).click();
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this launcher' });
  const field = dialog.getByRole('group', { name: 'Landing Name' });
  await expect(field).toContainText('Lucky Puzzle');
  await expect(field).toContainText(theirs);
  await expect(field).toContainText(yours);
  await field.getByRole('radio', { name: 'Yours' }).check();
  await dialog.getByRole('button', { name: 'Save Merged Settings' }).click();
  await expect(editorToast(second, 'Launcher settings saved!')).toBeVisible();

  const stored = await api<{ name: string }>(first, 'GET', `/launcher/${launcherId}`);
  expect(stored.name).toBe(yours);
  await first.goto('/landings');
  const landings = first.getByRole('table', { name: 'Landings' });
  await expect(landings.getByRole('cell', { name: yours, exact: true })).toBeVisible();
});
