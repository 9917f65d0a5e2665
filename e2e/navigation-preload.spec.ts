import { expect, test } from './fixtures.ts';
import { demoOperator, logIn } from './support/session.ts';

// The shell's links are the router's own (`createLink`), so `defaultPreload: 'intent'` works:
// pointing at a link loads the next page's code before the click.
test('hovering a navigation link preloads its page; clicking then goes there', async ({ page }) => {
  await page.goto('/apps');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/apps');
  await expect(page.getByRole('table', { name: 'All Apps' })).toBeVisible();

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Templates',
  });
  await link.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await expect(page).toHaveURL('/apps');

  await link.click();
  await expect(page).toHaveURL('/templates');
});
