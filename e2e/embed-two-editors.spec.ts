import { expect, test, type Locator, type Page } from './fixtures.ts';
import { demoOperator, storedTokens } from './support/session.ts';

/**
 * Two packed editors on one page of the Vite host (playwright.embed.config.ts), each with its
 * own API client over the host's localStorage tokens, against the real server: an expired
 * access token makes both refresh at once, and the refresh token rotates. Only one refresh
 * may reach the server (the clients share a Web Lock), and nobody is logged out. A session
 * ended under both editors' saves asks to sign in once (a shared lock too), and both saves go.
 */
async function signIn(page: Page) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Host sign-in' });
  await form.getByLabel('Email').fill(demoOperator.email);
  await form.getByLabel('Password').fill(demoOperator.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('checkbox', { name: 'Second editor' })).toBeVisible();
}

async function seededLandingId(page: Page, accessToken: string): Promise<number> {
  const response = await page.request.get('/api/landing', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: Array<{ id: number; mainLauncher: { name: string } | null }>;
  };
  const landing = data.find((item) => item.mainLauncher?.name === 'Lucky Puzzle');
  expect(landing, 'the seeded landing').toBeDefined();
  return landing!.id;
}

const authorized = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

async function launcherOf(page: Page, accessToken: string, landingId: number) {
  const response = await page.request.get('/api/landing', { headers: authorized(accessToken) });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: Array<{ id: number; mainLauncher: { id: number } | null }>;
  };
  return data.find((landing) => landing.id === landingId)!.mainLauncher!;
}

type Saved = { developer: string; description: string };

/** The launcher's Static Content developer and its base translation's description, as stored. */
async function savedOf(page: Page, accessToken: string, launcherId: number): Promise<Saved> {
  const [launcher, contents] = await Promise.all([
    page.request.get(`/api/launcher/${launcherId}`, { headers: authorized(accessToken) }),
    page.request.get(`/api/launcher-content/launcher/${launcherId}`, {
      headers: authorized(accessToken),
    }),
  ]);
  expect(launcher.ok() && contents.ok()).toBe(true);
  const { data } = (await launcher.json()) as { data: { staticContent: { developer: string } } };
  const { data: translations } = (await contents.json()) as {
    data: Array<{ isDefault: boolean; translatableContent?: { description: string } | null }>;
  };
  return {
    developer: data.staticContent.developer,
    description:
      translations.find((content) => content.isDefault)?.translatableContent?.description ?? '',
  };
}

const developerOf = async (editor: Locator) => {
  await editor
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name: 'Main Information' })
    .click();
  return editor.getByRole('form', { name: 'Static Content' }).getByRole('textbox', {
    name: 'Developer',
  });
};

test('two editors on one page refresh an expired token once, without a logout; an ended session asks once to sign in again for both saves, and Log Out reaches onError', async ({
  page,
}) => {
  const refreshAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/tracker/v1/refresh') {
      refreshAnswers.push(response.status());
    }
  });
  await signIn(page);
  const hostAlert = page.getByRole('complementary', { name: 'Host panel' }).getByRole('alert');
  const signedIn = await storedTokens(page);
  const landingId = await seededLandingId(page, signedIn.accessToken ?? '');

  // The access token is refused from now on, as an expired one is.
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired'));
  await page.goto('/?second');
  const editors = page.locator('[data-landing-editor]');
  await expect(editors).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Landing id' }).fill(String(landingId));
  for (const editor of [editors.nth(0), editors.nth(1)]) {
    await expect(await developerOf(editor)).toHaveValue(/.+/, { timeout: 20_000 });
  }

  expect(refreshAnswers).toEqual([200]);
  await expect(hostAlert).toHaveCount(0);
  const refreshed = await storedTokens(page);
  expect(refreshed.accessToken).not.toBe('expired');
  expect(refreshed.refreshToken).toMatch(/.+/);
  expect(refreshed.refreshToken).not.toBe(signedIn.refreshToken);

  // Both editors hold an unsaved change (the first Static Content, the second Content) when the
  // session ends elsewhere (signed out in another tab); both save. One 'Sign in again' dialog
  // opens for the two (the clients share a sign-in lock), and after signing in both saves reach
  // the database. The host page is not left hidden from assistive technology.
  const launcherId = (await launcherOf(page, refreshed.accessToken ?? '', landingId)).id;
  const before = await savedOf(page, refreshed.accessToken ?? '', launcherId);
  const [first, second] = [editors.nth(0), editors.nth(1)];
  const typedDeveloper = 'Saved after one sign-in, first editor';
  const typedDescription = 'Saved after one sign-in from the second editor, long enough to keep.';
  await (await developerOf(first)).fill(typedDeveloper);
  await second
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name: 'Content', exact: true })
    .click();
  const description = second.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveValue(before.description, { timeout: 20_000 });
  await description.fill(typedDescription);

  const ended = await page.request.post('/tracker/v1/logout', {
    headers: { authorization: `Bearer ${refreshed.accessToken ?? ''}` },
  });
  expect(ended.ok()).toBe(true);
  // Both saves are pressed before either hears that the session ended (a dialog that opened
  // first would keep the pointer from the other editor).
  const saves = await Promise.all([
    first.getByRole('button', { name: 'Save Static Content' }).elementHandle(),
    second.getByRole('button', { name: 'Save Content' }).elementHandle(),
  ]);
  await page.evaluate((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  }, saves);
  const signInAgain = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(signInAgain).toBeVisible({ timeout: 20_000 });
  await expect(signInAgain).toHaveCount(1);
  await signInAgain.getByRole('textbox', { name: 'Login' }).fill(demoOperator.email);
  await signInAgain.getByLabel('Password', { exact: true }).fill(demoOperator.password);
  await signInAgain.getByRole('button', { name: 'Login' }).click();
  await expect(signInAgain).toHaveCount(0);

  const signedInAgain = await storedTokens(page);
  await expect
    .poll(() => savedOf(page, signedInAgain.accessToken ?? '', launcherId), { timeout: 20_000 })
    .toEqual({ developer: typedDeveloper, description: typedDescription });
  // No second dialog came after: the second editor sent its save with the stored tokens.
  await expect(signInAgain).toHaveCount(0);
  await expect(hostAlert).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Host panel' })).toBeVisible();
  await expect(page.locator('[aria-hidden="true"] [data-landing-editor]')).toHaveCount(0);

  // The session ends again, with one editor left on the page: Log Out in its dialog ends the
  // session, which reaches onError.
  await page.getByRole('checkbox', { name: 'Second editor' }).uncheck();
  await expect(editors).toHaveCount(1);
  const logout = await page.request.post('/tracker/v1/logout', {
    headers: { authorization: `Bearer ${signedInAgain.accessToken ?? ''}` },
  });
  expect(logout.ok()).toBe(true);
  await page.getByRole('textbox', { name: 'Landing id' }).fill(String(landingId + 1000));
  await signInAgain.getByRole('button', { name: 'Log Out' }).click({ timeout: 20_000 });
  await expect(signInAgain).toHaveCount(0);
  await expect(hostAlert).toHaveText('Editor error: The session has ended: sign in again.', {
    timeout: 20_000,
  });
});
