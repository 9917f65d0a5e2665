import { expect, test, type Page } from './fixtures.ts';
import { landingIdNamed } from './support/editor.ts';
import { expectLeaveWarning, expectNoLeaveWarning } from './support/leaveWarning.ts';
import { demoOperator, logIn } from './support/session.ts';

/** With unsaved changes the browser asks before a reload or a close; without, it does not. */

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL(path);
}

test('the editor asks before closing while a form holds unsaved changes', async ({ page }) => {
  await signIn(page, '/landings');
  await page.goto(`/pwa-creation?landingId=${await landingIdNamed(page, 'Lucky Puzzle')}`);
  const form = page.getByRole('form', { name: 'Static Content' });
  const developer = form.getByRole('textbox', { name: 'Developer' });
  await expect(developer).toHaveValue(/.+/);
  const saved = await developer.inputValue();

  await developer.fill(`${saved} and partners`);
  await expectLeaveWarning(page);
  await expect(developer).toHaveValue(`${saved} and partners`);

  // Typed back to what is saved: nothing is unsaved, nothing is asked.
  await developer.fill(saved);
  await expectNoLeaveWarning(page);
});

test('the app form asks before closing while it holds unsaved changes', async ({ page }) => {
  await signIn(page, '/apps/new');
  const name = page.getByRole('form', { name: 'App' }).getByRole('textbox', { name: 'Name' });
  await name.fill('Half-typed app');
  await expectLeaveWarning(page);
  await expect(name).toHaveValue('Half-typed app');
  await name.fill('');
  await expectNoLeaveWarning(page);
});
