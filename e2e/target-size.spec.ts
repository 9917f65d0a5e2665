import { findSmallTargets } from '../packages/ui/src/testing/targetSize.ts';
import { expect, test, watchCsp, type Page } from './fixtures.ts';
import { editorSections } from './support/editor.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * WCAG 2.2 target size on the built console against the real server: on every screen, each
 * visible control's hit area is at least 24x24 CSS px, measured by hit-testing, as the stories
 * are (@landing/ui/testing), with no exception for well-spaced small targets.
 */
test.describe.configure({ mode: 'serial' });

let page: Page;

/** The controls under 24 px. Asked for 48 px the same sweep must find some: it measures. */
async function smallTargets() {
  expect((await page.evaluate(findSmallTargets, 48)).length).toBeGreaterThan(0);
  return page.evaluate(findSmallTargets, 24);
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await watchCsp(page.context());
  await page.goto('/login');
  // The login page itself, before anyone signs in.
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await smallTargets()).toEqual([]);
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test.afterAll(async () => {
  await page.close();
});

const screens: ReadonlyArray<readonly [path: string, ready: (page: Page) => Promise<void>]> = [
  ['/apps', (p) => expect(p.getByRole('table')).toBeVisible()],
  ['/apps/1', (p) => expect(p.getByRole('button', { name: 'Save' })).toBeVisible()],
  ['/apps/new', (p) => expect(p.getByRole('button', { name: 'Save' })).toBeVisible()],
  ['/domains', (p) => expect(p.getByRole('table')).toBeVisible()],
  ['/landings', (p) => expect(p.getByRole('table')).toBeVisible()],
  ['/templates', (p) => expect(p.getByRole('table')).toBeVisible()],
  [
    '/pwa-creation?landingId=1',
    (p) => expect(p.getByRole('navigation', { name: 'Editor sections' })).toBeVisible(),
  ],
];

for (const [path, ready] of screens) {
  test(`every control on ${path} is at least 24x24 px`, async () => {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(await smallTargets()).toEqual([]);
  });
}

test('every control of every editor section is at least 24x24 px', async () => {
  await page.goto('/pwa-creation?landingId=1');
  const sections = page.getByRole('navigation', { name: 'Editor sections' });
  await expect(sections).toBeVisible();
  for (const name of editorSections) {
    await sections.getByRole('button', { name }).click();
    await expect(page.getByRole('heading', { name, level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect({ name, small: await smallTargets() }).toEqual({
      name,
      small: [],
    });
  }
});
