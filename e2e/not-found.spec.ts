import { expect, test } from './fixtures.ts';

test('an unknown path shows the 404 screen, logs the path and links home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto('/no/such/page?x=1');

  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  const home = page.getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');
  expect(warnings).toContain('404: no page at /no/such/page');
});

test('the API answers health through the same server that serves the app', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ data: { status: 'ok' } });
});
