import { expect, test, watchCsp, type Page } from './fixtures.ts';
import { landingIdNamed } from './support/editor.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * Drafts on the real server: what was typed and not saved comes back after a reload, and in a
 * new browser context that has the same storage (a closed browser opened again).
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

const typedDescription =
  'A description typed in the browser and never saved, long enough to be valid.';

/** Types into Static Content, leaves it unsaved for Content, types there: both are drafts now. */
async function typeInBoth(page: Page, landingId: number) {
  await openLanding(page, landingId);
  await developer(page).fill('Typed, never saved');
  await page
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name: 'Content' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(description(page)).toBeVisible();
  await description(page).fill(typedDescription);
}

/** Opening the landing again offers both drafts; Restore brings every value back. */
async function restoreBoth(page: Page, landingId: number) {
  await openLanding(page, landingId);
  await restore(page, 'Static Content');
  await expect(developer(page)).toHaveValue('Typed, never saved');
  await page
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name: 'Content' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(description(page)).toBeVisible();
  await restore(page, 'Content');
  await expect(description(page)).toHaveValue(typedDescription);
}

test('typed values come back after a reload', async ({ page }) => {
  const landingId = await signIn(page);
  await typeInBoth(page, landingId);
  await page.reload();
  await restoreBoth(page, landingId);
});

test('typed values come back in a new browser context with the same storage', async ({
  page,
  browser,
}) => {
  const landingId = await signIn(page);
  await typeInBoth(page, landingId);
  // The browser closes mid-edit; a new one opens with the same storage.
  const storage = await page.context().storageState();
  await page.context().close();
  const context = await browser.newContext({ storageState: storage });
  await watchCsp(context);
  const again = await context.newPage();
  again.on('dialog', (dialog) => void dialog.accept());
  await restoreBoth(again, landingId);
  await context.close();
});

test('a comment being written comes back after a reload', async ({ page }) => {
  const landingId = await signIn(page);
  const openComments = async () => {
    await openLanding(page, landingId);
    await page
      .getByRole('navigation', { name: 'Editor sections' })
      .getByRole('button', { name: 'Comments' })
      .click();
    await expect(page.getByRole('button', { name: 'Create New Comment' })).toBeVisible();
  };
  const commentText = page.getByRole('textbox', { name: 'Comment Text' });

  await openComments();
  await page.getByRole('button', { name: 'Create New Comment' }).click();
  await commentText.fill('Half a comment, typed and never sent');
  await page.reload();
  await openComments();
  await restore(page, 'Comment');
  await expect(commentText).toHaveValue('Half a comment, typed and never sent');
});
