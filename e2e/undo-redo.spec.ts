import { expect, test, type Page } from './fixtures.ts';
import { openEditorSection } from './support/editor.ts';
import { demoOperator, logIn, storedTokens } from './support/session.ts';

/**
 * Issue 28 (e): in Content on the real server, a paste over the description is undone and
 * redone (keyboard and buttons), then saved; the database holds the pasted text. In Design, a
 * gallery move is undone and redone the same way and saved; the database holds the moved order.
 */
test.describe.configure({ timeout: 90_000 });

type Content = {
  id: number;
  isDefault: boolean;
  translatableContent?: { description: string; tags: string[]; additionalInfo: string[] } | null;
};

async function api<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const { accessToken } = await storedTokens(page);
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${accessToken ?? ''}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const baseContentOf = async (page: Page, launcherId: number) =>
  (await api<Content[]>(page, 'GET', `/api/launcher-content/launcher/${launcherId}`)).find(
    (content) => content.isDefault,
  )!;

test('undo a paste, redo it, save', async ({ page }) => {
  await page.goto('/landings');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/landings');
  const landings = await api<{ id: number; mainLauncher?: { id: number; name: string } | null }[]>(
    page,
    'GET',
    '/api/landing',
  );
  const puzzle = landings.find((landing) => landing.mainLauncher?.name === 'Lucky Puzzle')!;
  const launcherId = puzzle.mainLauncher!.id;
  const before = await baseContentOf(page, launcherId);
  const original = before.translatableContent?.description ?? '';

  await openEditorSection(page, puzzle.id, 'Content');
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveValue(original);
  const history = page.getByRole('group', { name: 'History' });
  await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // A wrong paste over the whole description: one input of many characters.
  const pasted = 'A pasted text that replaced the whole description by mistake, then came back.';
  await description.selectText();
  await page.keyboard.insertText(pasted);
  await expect(description).toHaveValue(pasted);

  try {
    await page.keyboard.press('ControlOrMeta+z');
    await expect(description).toHaveValue(original);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(description).toHaveValue(pasted);
    await history.getByRole('button', { name: 'Undo' }).click();
    await expect(description).toHaveValue(original);
    await history.getByRole('button', { name: 'Redo' }).click();
    await expect(description).toHaveValue(pasted);
    await expect(history.getByRole('button', { name: 'Redo' })).toBeDisabled();

    await page.getByRole('button', { name: 'Save Content' }).click();
    await expect(
      page
        .getByRole('region', { name: /^Landing editor notifications/ })
        .getByText('Content updated successfully'),
    ).toBeVisible();
    expect((await baseContentOf(page, launcherId)).translatableContent?.description).toBe(pasted);
  } finally {
    await api(page, 'PATCH', `/api/launcher-content/${before.id}`, {
      translatableContent: before.translatableContent,
    });
  }
});

type Design = { id: number; screensData: { name: string; url: string }[] };

test('undo a gallery move in Design, redo it, save', async ({ page }) => {
  await page.goto('/landings');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/landings');
  const landings = await api<{ id: number; mainLauncher?: { id: number; name: string } | null }[]>(
    page,
    'GET',
    '/api/landing',
  );
  const puzzle = landings.find((landing) => landing.mainLauncher?.name === 'Lucky Puzzle')!;
  const base = (
    await api<(Content & { designId: number | null })[]>(
      page,
      'GET',
      `/api/launcher-content/launcher/${puzzle.mainLauncher!.id}`,
    )
  ).find((content) => content.isDefault)!;
  const designPath = `/api/design/${base.designId!}`;
  const stored = (await api<Design>(page, 'GET', designPath)).screensData.map((s) => s.name);
  expect(stored.length).toBeGreaterThanOrEqual(2);

  await page.goto(`/pwa-creation?landingId=${puzzle.id}`);
  await page
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name: 'Design', exact: true })
    .click();
  const thumbnails = page.getByRole('img', { name: /^Screenshot \d+$/ });
  await expect(thumbnails).toHaveCount(stored.length);
  const sources = async () =>
    thumbnails.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  const before = await sources();
  const moved = [before[1], before[0], ...before.slice(2)];
  const history = page.getByRole('group', { name: 'History' });
  await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();

  try {
    await page.getByRole('button', { name: 'Move screenshot 1 right' }).click();
    await expect.poll(sources).toEqual(moved);
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(sources).toEqual(before);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect.poll(sources).toEqual(moved);
    await history.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(sources).toEqual(before);
    await history.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(sources).toEqual(moved);
    await expect(history.getByRole('button', { name: 'Redo' })).toBeDisabled();

    await page.getByRole('button', { name: 'Save Design' }).click();
    await expect(
      page
        .getByRole('region', { name: /^Landing editor notifications/ })
        .getByText('Design updated successfully'),
    ).toBeVisible();
    const saved = (await api<Design>(page, 'GET', designPath)).screensData.map((s) => s.name);
    expect(saved).toEqual([stored[1], stored[0], ...stored.slice(2)]);
  } finally {
    const { accessToken } = await storedTokens(page);
    const response = await page.request.fetch(designPath, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${accessToken ?? ''}` },
      multipart: { finalOrder: JSON.stringify(stored) },
    });
    expect(response.ok(), 'the gallery back in its seeded order').toBe(true);
  }
});
