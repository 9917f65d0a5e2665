import { expect, test } from './fixtures.ts';
import { demoOperator, expectShellWithOperator, logIn, storedTokens } from './support/session.ts';

test('a wrong password shows the server message and stores nothing', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, demoOperator.email, 'not-the-password');

  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
});

test('the form checks the email and the password length before asking the server', async ({
  page,
}) => {
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/tracker/v1/login')) logins.push(request.url());
  });
  await page.goto('/login');
  await logIn(page, 'operator@', '12345');

  await expect(page.getByText('Enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  expect(logins).toEqual([]);
});

test('a visitor is sent to log in, then lands on /apps with both tokens stored', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login?redirect=%2F');

  await logIn(page, demoOperator.email, demoOperator.password);

  await expect(page).toHaveURL('/apps');
  await expectShellWithOperator(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Apps' })).toHaveAttribute('aria-current', 'page');
  const tokens = await storedTokens(page);
  expect(tokens.accessToken).toMatch(/.+/);
  expect(tokens.refreshToken).toMatch(/.+/);
});

test('after logging in the operator is back on the page asked for', async ({ page }) => {
  // What the auth layout sends a visitor of /domains?page=2 to.
  await page.goto('/login?redirect=%2Fdomains%3Fpage%3D2');

  await logIn(page, demoOperator.email, demoOperator.password);

  await expect(page).toHaveURL('/domains?page=2');
  await expectShellWithOperator(page);
});

test('a visitor of a console page logs in and is brought back to it', async ({ page }) => {
  await page.goto('/apps/new');
  await expect(page).toHaveURL('/login?redirect=%2Fapps%2Fnew');

  await logIn(page, demoOperator.email, demoOperator.password);

  await expect(page).toHaveURL('/apps/new');
  await expectShellWithOperator(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Apps' })).toHaveAttribute('aria-current', 'page');
});

test('Log Out clears both tokens and lands on /login', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expectShellWithOperator(page);

  const logout = page.waitForRequest('**/tracker/v1/logout');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await logout;

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });

  // The console is closed again: a protected page sends back to /login.
  await page.goto('/');
  await expect(page).toHaveURL('/login?redirect=%2F');
});

test('a signed-in operator who opens /login goes on to the console', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expectShellWithOperator(page);

  await page.goto('/login');
  await expect(page).toHaveURL('/apps');
  await expectShellWithOperator(page);
});

test('an unknown path shows the 404 screen inside the shell when signed in', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expectShellWithOperator(page);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectShellWithOperator(page);
});

test('a session that ends by itself goes to /login keeping the page, and signing in returns there', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expectShellWithOperator(page);
  await page.goto('/domains?page=2');
  await expectShellWithOperator(page);

  // Both tokens stop working: the user load gets 401 and the client's refresh is refused.
  await page.evaluate(() => {
    window.localStorage.setItem('accessToken', 'revoked-access');
    window.localStorage.setItem('refreshToken', 'revoked-refresh');
  });
  await page.reload();

  await expect(page).toHaveURL('/login?redirect=%2Fdomains%3Fpage%3D2');
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });

  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/domains?page=2');
  await expectShellWithOperator(page);
});
