import { expect, test, type Page } from './fixtures.ts';
import { landingIdNamed } from './support/editor.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * Two tabs of one browser (one localStorage, a sessionStorage each) type different values into
 * the same form of one landing: neither overwrites the other's draft. A reloaded tab is offered
 * its own draft; a tab opened afterwards is offered the newest (the store's rule).
 */

test.describe.configure({ timeout: 90_000 });

const developer = (page: Page) =>
  page.getByRole('form', { name: 'Static Content' }).getByRole('textbox', { name: 'Developer' });
const offer = (page: Page) => page.getByRole('group', { name: 'Unsaved changes: Static Content' });

async function openLanding(page: Page, landingId: number) {
  // A reload with unsaved changes asks first: the operator leaves anyway.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`/pwa-creation?landingId=${landingId}`);
  await expect(developer(page)).toHaveValue(/.+/, { timeout: 20_000 });
}

/** The Static Content drafts kept in the browser's storage, by what they hold. */
const keptDevelopers = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('landing-draft:') && key.includes('staticContent'))
      .map((key) => JSON.parse(localStorage.getItem(key)!) as { values: { developer: string } })
      .map((draft) => draft.values.developer)
      .sort(),
  );

async function restoreOffered(page: Page, expected: string) {
  await expect(offer(page).getByText(/^Restore unsaved changes from .+\?$/)).toBeVisible();
  await offer(page).getByRole('button', { name: 'Restore' }).click();
  await expect(offer(page)).toBeHidden();
  await expect(developer(page)).toHaveValue(expected);
}

test('two tabs on one landing keep their own drafts; each reload gets its own back', async ({
  page,
  context,
}) => {
  await page.goto('/landings');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/landings', { timeout: 20_000 });
  const landingId = await landingIdNamed(page, 'Lucky Puzzle');

  const tabA = page;
  await openLanding(tabA, landingId);
  await developer(tabA).fill('Typed in tab A');
  await expect.poll(() => keptDevelopers(tabA)).toEqual(['Typed in tab A']);

  // Tab B opens the same landing: it is offered A's draft, ignores it and types its own.
  const tabB = await context.newPage();
  await openLanding(tabB, landingId);
  await expect(offer(tabB)).toBeVisible();
  await developer(tabB).fill('Typed in tab B');
  await expect.poll(() => keptDevelopers(tabB)).toEqual(['Typed in tab A', 'Typed in tab B']);

  await tabA.reload();
  await expect(developer(tabA)).toHaveValue(/.+/, { timeout: 20_000 });
  await restoreOffered(tabA, 'Typed in tab A');

  await tabB.reload();
  await expect(developer(tabB)).toHaveValue(/.+/, { timeout: 20_000 });
  await restoreOffered(tabB, 'Typed in tab B');

  // Neither was lost: both are still kept, and a third tab is offered the newest (B's).
  await expect.poll(() => keptDevelopers(tabA)).toEqual(['Typed in tab A', 'Typed in tab B']);
  const tabC = await context.newPage();
  await openLanding(tabC, landingId);
  await restoreOffered(tabC, 'Typed in tab B');
});
