import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The built chunks a page asked for, by their name before the content hash. */
function chunksRequested(page: Page) {
  const names = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/([^/]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.add(match[1]);
  });
  return names;
}

// Issue 17: /login draws without the API calls, their schemas and arktype, and without the
// toaster; both come only once they are needed.
test('the login page loads no schemas or toaster until the operator types', async ({ page }) => {
  const chunks = chunksRequested(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect([...chunks]).toContain('react');
  expect([...chunks]).not.toContain('api-calls');
  expect([...chunks]).not.toContain('Toaster');

  await page.getByRole('textbox', { name: 'Login' }).pressSequentially('o');
  await expect.poll(() => [...chunks]).toContain('api-calls');
});
