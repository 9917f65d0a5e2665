import { expect, test } from './fixtures.ts';
import { demoOperator, expectShellWithOperator, logIn, storedTokens } from './support/session.ts';

/**
 * Drafts are the signed-in operator's (docs/decisions.md, Drafts: "Who"). Another operator who
 * signs in on the same tab, without a reload in between, must not be offered the first one's
 * unsaved values: the console asks who is signed in for each session, not once per page.
 */
test("another operator signing in on the same tab is not offered the first one's draft", async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expectShellWithOperator(page);
  const second = {
    name: 'Second Operator',
    email: `second-${Date.now()}@example.com`,
    password: 'second-operator-123',
  };
  const { accessToken } = await storedTokens(page);
  const created = await page.request.post('/tracker/v1/user', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: second,
  });
  expect(created.status()).toBe(201);
  const secondId = ((await created.json()) as { data: { id: number } }).data.id;

  // The first operator types a new app's name and leaves it unsaved (all in this page).
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Apps' }).click();
  await page.getByRole('link', { name: 'Create New App' }).click();
  const appName = page.getByRole('form', { name: 'App' }).getByRole('textbox', { name: 'Name' });
  await appName.fill('Typed by the first operator');
  const offer = page.getByRole('group', { name: 'Unsaved changes: App' });

  // Back on /apps/new the first operator's own draft is offered: the draft was kept.
  await main.getByRole('link', { name: 'Apps' }).click();
  await page.getByRole('link', { name: 'Create New App' }).click();
  await expect(offer).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/login');
  await logIn(page, second.email, second.password);
  const card = page.getByRole('region', { name: 'User' });
  await expect(card.getByText(second.email)).toBeVisible();

  await main.getByRole('link', { name: 'Apps' }).click();
  await page.getByRole('link', { name: 'Create New App' }).click();
  await expect(appName).toHaveValue('');
  // What the second operator types is kept as theirs: the drafts know who is signed in now.
  await appName.fill('Typed by the second operator');
  const draftKeys = () =>
    page.evaluate(() => Object.keys(window.localStorage).map((key) => decodeURIComponent(key)));
  await expect
    .poll(draftKeys)
    .toContainEqual(
      expect.stringMatching(new RegExp(`^landing-draft:id:${secondId}:.*appForm:new`)),
    );
  await expect(offer).toBeHidden();
});
