import { expect, test } from './fixtures.ts';
import { demoOperator, expectShellWithOperator, logIn, storedTokens } from './support/session.ts';

/**
 * Sixteen console tabs opened at once, all holding an access token the server refuses (as it
 * refuses an expired one), refresh with one refresh token that rotates: the tabs' clients share
 * a Web Lock, so one refresh reaches the server and every tab reads its answer from storage.
 * Nobody is logged out. (On the 15-minute default server, so the new token stays valid while
 * sixteen tabs load on a busy machine.)
 */
test('sixteen tabs opened at once with a refused access token refresh once, without a logout', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const refreshAnswers: number[] = [];
  const trackerCalls: string[] = [];
  context.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/tracker/v1/')) trackerCalls.push(pathname);
    if (pathname === '/tracker/v1/refresh') refreshAnswers.push(response.status());
  });
  await page.goto('/login');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expectShellWithOperator(page);
  const signedIn = await storedTokens(page);
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired'));
  await page.goto('about:blank');

  const tabs = await Promise.all(Array.from({ length: 16 }, () => context.newPage()));
  await Promise.all(tabs.map((tab) => tab.goto('/apps')));
  for (const tab of tabs) {
    // Sixteen tabs load on a busy machine: the first draw may take long.
    await expect(tab.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 60_000 });
    await expectShellWithOperator(tab);
    await expect(tab).toHaveURL(/\/apps$/);
  }
  expect(refreshAnswers).toEqual([200]);
  expect(trackerCalls).not.toContain('/tracker/v1/logout');
  const after = await storedTokens(tabs[0]!);
  expect(after.accessToken).not.toBe('expired');
  expect(after.refreshToken).toMatch(/.+/);
  expect(after.refreshToken).not.toBe(signedIn.refreshToken);
  await tabs[0]!.reload();
  await expectShellWithOperator(tabs[0]!);
});
