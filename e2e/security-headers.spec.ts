import { expect, test } from './fixtures.ts';

test('the console page is sent with its security headers', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toContain('camera=()');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('an injected inline script does not run, and the suite notices the attempt', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as { injected?: boolean }).injected === true;
  });

  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.join('\n')).toContain('script-src');
  // Expected here: the fixture would otherwise fail this test for the violation it provoked.
  cspViolations.length = 0;
});

test('another site cannot frame the console', async ({ page }) => {
  await page.goto('/login');
  const consoleUrl = page.url();
  await page.route('http://elsewhere.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe title="framed" src="${consoleUrl}"></iframe>`,
    }),
  );
  await page.goto('http://elsewhere.test/');
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  // Chromium puts its error page where the refused document would have been.
  await expect.poll(() => framed?.url()).toMatch(/^chrome-error:/);
  await expect(
    page.frameLocator('iframe[title="framed"]').getByRole('button', { name: 'Login' }),
  ).toHaveCount(0);
});
