import { expect, test, type Page } from './fixtures.ts';
import { demoOperator, logIn, storedTokens } from './support/session.ts';

/**
 * Issue 28 (c): the session is revoked on the real server while an operator edits Content.
 * Save Content opens the sign-in dialog over the editor; after signing in the held save reaches
 * the database and the page never left the editor.
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

test('the session is revoked mid-edit: Save signs in again in place and the save reaches the database', async ({
  page,
}) => {
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

  await page.goto(`/pwa-creation?landingId=${puzzle.id}`);
  await page
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name: 'Content', exact: true })
    .click();
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveValue(before.translatableContent?.description ?? '');
  const editorUrl = page.url();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  const typed = 'Typed while the session was revoked on the server, and saved after signing in.';
  await description.fill(typed);
  // The server ends the session (its access and refresh tokens stop working).
  const { accessToken } = await storedTokens(page);
  const revoked = await page.request.post('/tracker/v1/logout', {
    headers: { authorization: `Bearer ${accessToken ?? ''}` },
  });
  expect(revoked.ok()).toBe(true);

  try {
    await page.getByRole('button', { name: 'Save Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Login' })).toHaveValue(demoOperator.email);
    await dialog.getByLabel('Password', { exact: true }).fill(demoOperator.password);
    await dialog.getByRole('button', { name: 'Login' }).click();

    await expect(
      page
        .getByRole('region', { name: /^Landing editor notifications/ })
        .getByText('Content updated successfully'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(description).toHaveValue(typed);
    expect(page.url()).toBe(editorUrl);
    expect(visited.filter((url) => url !== editorUrl)).toEqual([]);
    expect((await baseContentOf(page, launcherId)).translatableContent?.description).toBe(typed);
  } finally {
    // Put the seeded text back for the other specs (signed in again or not, with a fresh login).
    const login = await page.request.post('/tracker/v1/login', {
      data: { email: demoOperator.email, password: demoOperator.password },
    });
    const answer = (await login.json()) as {
      data?: { access_token: string };
      access_token?: string;
    };
    const fresh = answer.data?.access_token ?? answer.access_token ?? '';
    await page.request.fetch(`/api/launcher-content/${before.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${fresh}` },
      data: { translatableContent: before.translatableContent },
    });
  }
});
