import { expect, test } from './fixtures.ts';
import { demoOperator, logIn } from './support/session.ts';

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

test('Return to Home logs no 404 for the pages it passes through', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('404')) {
      warnings.push(message.text());
    }
  });
  await page.goto('/apps');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page.getByRole('table', { name: 'All Apps' })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/apps');
  await expect(page.getByRole('cell', { name: 'Lucky Puzzle PWA', exact: true })).toBeVisible();

  expect(warnings).toEqual(['404: no page at /no/such/page']);
});
