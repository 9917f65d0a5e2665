import { expect, test, watchCsp, type Page } from './fixtures.ts';
import { landingIdNamed } from './support/editor.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * Drafts on the real server: what was typed and not saved (Main Information's two forms,
 * Content, a comment and the app form) comes back after a reload, and in a new browser context
 * that has the same storage (a closed browser opened again).
 */

// Each test opens the editor several times (a reload, a second context): on a busy machine
// that takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const staticForm = (page: Page) => page.getByRole('form', { name: 'Static Content' });
const developer = (page: Page) => staticForm(page).getByRole('textbox', { name: 'Developer' });
const description = (page: Page) => page.getByRole('textbox', { name: 'Description' });

async function openLanding(page: Page, landingId: number) {
  await page.goto(`/pwa-creation?landingId=${landingId}`);
  await expect(developer(page)).toHaveValue(/.+/);
}

async function restore(page: Page, form: string) {
  const offer = page.getByRole('group', { name: `Unsaved changes: ${form}` });
  await expect(offer.getByText(/^Restore unsaved changes from .+\?$/)).toBeVisible();
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
}

async function signIn(page: Page) {
  // A reload with unsaved changes asks first: the operator leaves anyway.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/landings');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/landings');
  return landingIdNamed(page, 'Lucky Puzzle');
}

const typed = {
  launcherName: 'Lucky Puzzle, renamed and never saved',
  developer: 'Typed, never saved',
  description: 'A description typed in the browser and never saved, long enough to be valid.',
  comment: 'Half a comment, typed and never sent',
  appName: 'Half-typed app',
  openerLink: 'https://tracker.example.com/typed',
};

const commentText = (page: Page) => page.getByRole('textbox', { name: 'Comment Text' });
const appForm = (page: Page) => page.getByRole('form', { name: 'App' });
const launcherName = (page: Page) =>
  page
    .getByRole('form', { name: 'Icon, Name and Short Name' })
    .getByRole('textbox', { name: 'Name', exact: true });

/** Goes to another section; the one left holds unsaved changes, so the operator leaves anyway. */
async function leaveFor(page: Page, section: string) {
  await page
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name: section })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Leave' })
    .click();
}

/**
 * Types into Main Information (both forms), Content, a new comment and the app form, saving
 * none of them: each is a draft now.
 */
async function typeEverywhere(page: Page, landingId: number) {
  await openLanding(page, landingId);
  await launcherName(page).fill(typed.launcherName);
  await developer(page).fill(typed.developer);
  await leaveFor(page, 'Content');
  await description(page).fill(typed.description);
  await leaveFor(page, 'Comments');
  await page.getByRole('button', { name: 'Create New Comment' }).click();
  await commentText(page).fill(typed.comment);
  await page.goto('/apps/new');
  await appForm(page).getByRole('textbox', { name: 'Name' }).fill(typed.appName);
  await appForm(page).getByRole('textbox', { name: 'Opener Link' }).fill(typed.openerLink);
}

/** Opening each place again offers its draft; Restore brings every value back. */
async function restoreEverything(page: Page, landingId: number) {
  await page.goto('/apps/new');
  await restore(page, 'App');
  await expect(appForm(page).getByRole('textbox', { name: 'Name' })).toHaveValue(typed.appName);
  await expect(appForm(page).getByRole('textbox', { name: 'Opener Link' })).toHaveValue(
    typed.openerLink,
  );

  await openLanding(page, landingId);
  await restore(page, 'Icon, Name and Short Name');
  await expect(launcherName(page)).toHaveValue(typed.launcherName);
  await restore(page, 'Static Content');
  await expect(developer(page)).toHaveValue(typed.developer);
  await leaveFor(page, 'Content');
  await restore(page, 'Content');
  await expect(description(page)).toHaveValue(typed.description);
  await leaveFor(page, 'Comments');
  await restore(page, 'Comment');
  await expect(commentText(page)).toHaveValue(typed.comment);
}

test('typed values come back after a reload', async ({ page }) => {
  const landingId = await signIn(page);
  await typeEverywhere(page, landingId);
  await page.reload();
  await restoreEverything(page, landingId);
});

test('typed values come back in a new browser context with the same storage', async ({
  page,
  browser,
}) => {
  const landingId = await signIn(page);
  await typeEverywhere(page, landingId);
  // The browser closes mid-edit; a new one opens with the same storage.
  const storage = await page.context().storageState();
  await page.context().close();
  const context = await browser.newContext({ storageState: storage });
  await watchCsp(context);
  const again = await context.newPage();
  again.on('dialog', (dialog) => void dialog.accept());
  await restoreEverything(again, landingId);
  await context.close();
});
