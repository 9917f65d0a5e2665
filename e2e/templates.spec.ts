import { expect, test, watchCsp, type Page } from './fixtures.ts';
import { demoOperator, logIn } from './support/session.ts';
import { zipOf } from './support/zip.ts';

/** A custom template's life on the real server: upload a real .zip, edit it, delete it. */
test.describe.configure({ mode: 'serial' });

const archive = zipOf({
  'index.html': '<html><head><title>E2E</title></head><body><h1>E2E landing</h1></body></html>',
  'css/site.css': 'h1 { color: teal; }',
});
// Named per attempt: a retry runs the serial group again beside what the failed attempt left
// on the server (codes are unique).
let archiveName = '';
/** The archive's name without its extension and non-alphanumerics (cut to 10). */
let code = '';

let page: Page;

async function serverTemplates(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.get('/api/template', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number; code: string; description: string }[] })
    .data;
}

const table = () => page.getByRole('table', { name: 'Templates Table' });
const row = () =>
  table()
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code }) });

test.beforeAll(async ({ browser }) => {
  const attempt = test.info().retry + 1;
  archiveName = `e2e-land-${attempt}.zip`;
  code = `e2eland${attempt}`;
  page = await browser.newPage();
  await watchCsp(page.context());
  await page.goto('/templates');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/templates');
});

test.afterAll(async () => {
  await page.close();
});

test('the table lists custom templates only', async () => {
  await expect(table()).toBeVisible();
  await expect(table().getByRole('columnheader')).toHaveText([
    'Code',
    'Archive',
    'Description',
    'User',
    'Actions',
  ]);
  // The seeded built-in templates stay out of it.
  await expect(table().getByRole('cell', { name: 'PlayMarket' })).toHaveCount(0);
});

test('uploading a real .zip adds the template with a download of the same bytes', async () => {
  // With no custom template yet, the empty state offers its own 'Add Template' too: either opens it.
  await page.getByRole('button', { name: 'Add Template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Template' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Archive File').setInputFiles({
    name: archiveName,
    mimeType: 'application/zip',
    buffer: archive,
  });
  await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue(code);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Uploaded by the e2e test');
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/template'),
  );
  await dialog.getByRole('button', { name: 'Create' }).click();
  expect((await created).status()).toBe(201);
  await expect(dialog).toBeHidden();

  await expect(row()).toBeVisible();
  await expect(row().getByRole('cell', { name: 'Uploaded by the e2e test' })).toBeVisible();
  await expect(row().getByRole('cell', { name: demoOperator.name })).toBeVisible();
  const link = row().getByRole('link', { name: `Download ${code} archive` });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  // File downloads need no token (docs/decisions.md): the plain link works.
  const download = await page.request.get(href!);
  expect(download.ok()).toBe(true);
  expect(Buffer.from(await download.body()).equals(archive)).toBe(true);
});

test('editing changes the description; the archive shows read-only', async () => {
  await row()
    .getByRole('button', { name: `Edit ${code}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Template' });
  await expect(dialog.getByRole('textbox', { name: 'Archive File' })).toHaveAttribute('readonly');
  await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue(code);
  const save = dialog.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Edited by the e2e test');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(row().getByRole('cell', { name: 'Edited by the e2e test' })).toBeVisible();
  const stored = (await serverTemplates(page)).find((template) => template.code === code);
  expect(stored?.description).toBe('Edited by the e2e test');
});

test('a failed save keeps the modal open with everything typed', async () => {
  await page.getByRole('button', { name: 'Add Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Template' });
  // The code is taken (codes are unique case-insensitively): the server refuses.
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code.toUpperCase());
  await dialog.getByLabel('Archive File').setInputFiles({
    name: 'again.zip',
    mimeType: 'application/zip',
    buffer: archive,
  });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Duplicate');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue(code.toUpperCase());
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Duplicate');
  await expect(dialog.getByText('again.zip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('deleting asks first, then the template is gone', async () => {
  await row()
    .getByRole('button', { name: `Delete ${code}` })
    .click();
  const confirm = page.getByRole('alertdialog', {
    name: `Are you sure you want to delete ${code}?`,
  });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row()).toHaveCount(0);
  expect((await serverTemplates(page)).some((template) => template.code === code)).toBe(false);
});
