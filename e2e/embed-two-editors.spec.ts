import { expect, test, type Locator, type Page } from './fixtures.ts';
import { demoOperator, storedTokens } from './support/session.ts';

/**
 * Two packed editors on one page of the Vite host (playwright.embed.config.ts), each with its
 * own API client over the host's localStorage tokens, against the real server: an expired
 * access token makes both refresh at once, and the refresh token rotates. Only one refresh
 * may reach the server (the clients share a Web Lock), and nobody is logged out.
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

const developerOf = async (editor: Locator) => {
  await editor
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name: 'Main Information' })
    .click();
  return editor.getByRole('form', { name: 'Static Content' }).getByRole('textbox', {
    name: 'Developer',
  });
};

test('two editors on one page refresh an expired token once, without a logout; an ended session asks to sign in again, and Log Out reaches onError', async ({
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

  // The session ends elsewhere (signed out in another tab), with one editor left on the page:
  // the next call asks to sign in again in place (the editor's default onSessionEnded), and
  // Log Out there ends the session, which reaches onError. (Two editors each open their own
  // dialog: see docs/decisions.md, "Sign-in in place".)
  await page.getByRole('checkbox', { name: 'Second editor' }).uncheck();
  await expect(editors).toHaveCount(1);
  const logout = await page.request.post('/tracker/v1/logout', {
    headers: { authorization: `Bearer ${refreshed.accessToken ?? ''}` },
  });
  expect(logout.ok()).toBe(true);
  await page.getByRole('textbox', { name: 'Landing id' }).fill(String(landingId + 1000));
  const signInAgain = page.getByRole('dialog', { name: 'Sign in again' });
  await signInAgain.getByRole('button', { name: 'Log Out' }).click({ timeout: 20_000 });
  await expect(signInAgain).toHaveCount(0);
  await expect(hostAlert).toHaveText('Editor error: The session has ended: sign in again.', {
    timeout: 20_000,
  });
});
