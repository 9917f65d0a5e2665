import { expect, type Page } from '@playwright/test';

/** The editor's side navigation, in its order (editor.md §2, "Shell of the editor"). */
export const editorSections = [
  'Landing Settings',
  'Main Information',
  'Design',
  'Content',
  'Comments',
  'Related Launchers',
] as const;

/** A toast of the editor's (its own notifications region, apart from a host's). */
export const editorToast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Landing editor notifications/ }).getByText(text);

/** The id of the seeded landing whose main launcher is `name`, read from the API as the page's operator. */
export async function landingIdNamed(page: Page, name: string): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.get('/api/landing', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { id: number; mainLauncher: { name: string } | null }[];
  };
  const landing = data.find((item) => item.mainLauncher?.name === name);
  if (landing === undefined) throw new Error(`No seeded landing named ${name}.`);
  return landing.id;
}

/** Opens the landing in the editor and goes to `section` in its side navigation. */
export async function openEditorSection(
  page: Page,
  landingId: number,
  section: (typeof editorSections)[number],
) {
  await page.goto(`/pwa-creation?landingId=${landingId}`);
  await page
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name: section, exact: true })
    .click();
}

/**
 * Opens `section` of the landing in the editor on the translation tab named `language` (at most
 * four tabs show; the others are in the 'More' menu).
 */
export async function openTranslation(
  page: Page,
  landingId: number,
  section: (typeof editorSections)[number],
  language: RegExp,
) {
  await openEditorSection(page, landingId, section);
  const tabs = page.getByRole('tablist', { name: 'Translations' });
  await expect(tabs.getByRole('tab', { name: /BASE/ })).toBeVisible();
  const tab = tabs.getByRole('tab', { name: language });
  if ((await tab.count()) > 0) await tab.click();
  else {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: language }).click();
  }
}

/** Opens the landing's Landing Settings and answers its 'Landing Name' box once it shows `name`. */
export async function openLandingSettings(page: Page, landingId: number, name: string) {
  await openEditorSection(page, landingId, 'Landing Settings');
  const landingName = page.getByRole('textbox', { name: 'Landing Name' });
  await expect(landingName).toHaveValue(name);
  return landingName;
}
