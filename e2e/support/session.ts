import { expect, type Page } from '@playwright/test';

/** The operator the server seeds on its first start (apps/server/src/seed/demo.ts). */
export const demoOperator = {
  email: 'operator@example.com',
  password: 'operator123',
  name: 'Demo Operator',
};

export async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Login' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    accessToken: window.localStorage.getItem('accessToken'),
    refreshToken: window.localStorage.getItem('refreshToken'),
  }));

/** The shell is up with the signed-in operator in its user card. */
export async function expectShellWithOperator(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const card = page.getByRole('region', { name: 'User' });
  await expect(card.getByText(demoOperator.name)).toBeVisible();
  await expect(card.getByText(demoOperator.email)).toBeVisible();
}
