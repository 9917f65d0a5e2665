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
