import { findSmallTargets } from '../packages/ui/src/testing/targetSize.ts';
import { expect, test, watchCsp, type Locator, type Page } from './fixtures.ts';
import { editorSections } from './support/editor.ts';
import { demoOperator, logIn } from './support/session.ts';

/**
 * The console and the editor on a phone (412x823, Lighthouse's mobile screen) against the real
 * server: the navigations are strips above the page, each screen's heading, first field and
 * Save button lie inside the screen's width, the page never scrolls sideways (wide tables scroll
 * in their own box), dialogs fit, and every control is still at least 24x24 px. At a desktop
 * width the side navigation and the editor's preview stay beside the page.
 */
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 412, height: 823 };

let page: Page;

/** How wide the document is: more than the screen means the page scrolls sideways. */
const pageScrollWidth = () => page.evaluate(() => document.scrollingElement?.scrollWidth ?? NaN);

async function expectInsideScreenWidth(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'a box for a visible element').not.toBeNull();
  const { x, width } = box!;
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(PHONE.width);
}

async function expectNoSidewaysScroll() {
  await page.waitForLoadState('networkidle');
  expect(await pageScrollWidth()).toBeLessThanOrEqual(PHONE.width);
}

async function expectEveryTargetAtLeast24px() {
  expect((await page.evaluate(findSmallTargets, 48)).length).toBeGreaterThan(0);
  expect(await page.evaluate(findSmallTargets, 24)).toEqual([]);
}

const mainNav = () => page.getByRole('navigation', { name: 'Main' });
const editorNav = () => page.getByRole('navigation', { name: 'Editor sections' });

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: PHONE });
  await watchCsp(page.context());
  await page.goto('/apps');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/apps');
});

test.afterAll(async () => {
  await page.close();
});

test('the apps list: the navigation is a strip above the page and the list has the full width', async () => {
  await expect(page.getByRole('table', { name: 'All Apps' })).toBeVisible();
  const nav = (await mainNav().boundingBox())!;
  const heading = page.getByRole('heading', { name: 'All Apps' });
  await expectInsideScreenWidth(heading);
  // Above the page, not beside it.
  expect(nav.y + nav.height).toBeLessThanOrEqual((await heading.boundingBox())!.y);
  await expectInsideScreenWidth(page.getByRole('link', { name: 'Create New App' }));
  await expectInsideScreenWidth(page.getByRole('region', { name: 'All Apps' }));
  // No control runs on under the next cells (it would cover the row's Edit button there).
  const overrunning = await page.getByRole('table', { name: 'All Apps' }).evaluate((table) =>
    [...table.querySelectorAll('td button, td a')]
      .filter((control) => {
        const cell = control.closest('td')!.getBoundingClientRect();
        const box = control.getBoundingClientRect();
        return box.left < cell.left - 0.5 || box.right > cell.right + 0.5;
      })
      .map((control) => control.outerHTML.slice(0, 80)),
  );
  expect(overrunning).toEqual([]);
  for (const name of ['Apps', 'Landings', 'Templates', 'Domains']) {
    await expectInsideScreenWidth(mainNav().getByRole('link', { name }));
  }
  await expectInsideScreenWidth(mainNav().getByRole('button', { name: 'Log Out' }));
  // A row of items, not a column stacked above the page.
  const apps = (await mainNav().getByRole('link', { name: 'Apps' }).boundingBox())!;
  const landings = (await mainNav().getByRole('link', { name: 'Landings' }).boundingBox())!;
  expect(landings.x).toBeGreaterThanOrEqual(apps.x + apps.width);
  expect(landings.y).toBe(apps.y);
  const card = page.getByRole('region', { name: 'User' });
  await expectInsideScreenWidth(card.getByText(demoOperator.email));
  // The labels are hidden on screen, not from screen readers.
  await expect(card.getByRole('term')).toHaveText(['Name', 'Email']);
  await expectNoSidewaysScroll();
  await expectEveryTargetAtLeast24px();
});

test('the app page: heading, first field and Save inside the screen', async () => {
  await mainNav().getByRole('link', { name: 'Apps' }).click();
  await page
    .getByRole('table', { name: 'All Apps' })
    .getByRole('button', { name: /^Edit/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/apps\/\d+$/);
  await expectInsideScreenWidth(page.getByRole('heading', { name: 'Main Info' }));
  const name = page.getByRole('textbox', { name: 'Name' });
  await expectInsideScreenWidth(name);
  // Wide enough to read what it holds (it was ~110 px beside the side navigation).
  expect((await name.boundingBox())!.width).toBeGreaterThan(PHONE.width / 2);
  await expectInsideScreenWidth(page.getByRole('button', { name: 'Save' }));
  await expectNoSidewaysScroll();
  await expectEveryTargetAtLeast24px();
});

test('the navigation strip still navigates: Landings opens the landings list', async () => {
  await mainNav().getByRole('link', { name: 'Landings' }).click();
  await expect(page).toHaveURL('/landings');
  await expect(mainNav().getByRole('link', { name: 'Landings' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectInsideScreenWidth(page.getByRole('heading', { name: 'Landings' }));
  await expect(page.getByRole('table', { name: 'Landings' })).toBeVisible();
  await expectNoSidewaysScroll();
});

test('a table wider than the screen scrolls inside its own box, its columns readable', async () => {
  await page.goto('/landings');
  const region = page.getByRole('region', { name: 'Landings' });
  await expect(region.getByRole('row')).not.toHaveCount(0);
  await expectInsideScreenWidth(region);
  const scroll = await region.evaluate((box) => ({
    wide: box.scrollWidth,
    shown: box.clientWidth,
  }));
  expect(scroll.wide).toBeGreaterThan(scroll.shown);
  // Not squeezed to a letter or two: a column without a width of its own keeps room for its name.
  const header = region.getByRole('columnheader', { name: 'Main Launcher' });
  expect((await header.boundingBox())!.width).toBeGreaterThanOrEqual(100);
  await expectNoSidewaysScroll();
  await expectEveryTargetAtLeast24px();
});

test('a dialog fits the screen', async () => {
  await mainNav().getByRole('link', { name: 'Templates' }).click();
  // The toolbar's: once the (empty) list has loaded, its empty state offers a second one.
  await page.getByRole('button', { name: 'Add Template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Template' });
  await expectInsideScreenWidth(dialog);
  await expectInsideScreenWidth(dialog.getByRole('textbox', { name: 'Code' }));
  await expectInsideScreenWidth(dialog.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the editor: sections strip above the section, the section full width, the preview below', async () => {
  await page.goto('/pwa-creation?landingId=1');
  const heading = page.getByRole('heading', { name: 'Main Information', level: 2 });
  await expectInsideScreenWidth(heading);
  const strip = (await editorNav().boundingBox())!;
  expect(strip.y + strip.height).toBeLessThanOrEqual((await heading.boundingBox())!.y);
  await expectInsideScreenWidth(page.getByRole('textbox', { name: 'Name', exact: true }));
  await expectInsideScreenWidth(page.getByRole('button', { name: 'Save', exact: true }));
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expectInsideScreenWidth(preview);
  const saveStatic = (await page
    .getByRole('button', { name: 'Save Static Content' })
    .boundingBox())!;
  expect((await preview.boundingBox())!.y).toBeGreaterThanOrEqual(saveStatic.y + saveStatic.height);
  await expectNoSidewaysScroll();
});

test('every editor section fits the screen; the strip scrolls to the one picked', async () => {
  for (const name of editorSections) {
    const entry = editorNav().getByRole('button', { name });
    await entry.click();
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expectInsideScreenWidth(entry);
    await expectInsideScreenWidth(page.getByRole('heading', { name, level: 2 }).first());
    await expectNoSidewaysScroll();
    expect({ name, small: await page.evaluate(findSmallTargets, 24) }).toEqual({
      name,
      small: [],
    });
  }
});

test('at a desktop width the navigation and the preview stay beside the page', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pwa-creation?landingId=1');
  const heading = page.getByRole('heading', { name: 'Main Information', level: 2 });
  await expect(heading).toBeVisible();
  // The preview comes in after the section: its layout settles once both are there.
  await expect(async () => {
    const main = (await mainNav().boundingBox())!;
    const sections = (await editorNav().boundingBox())!;
    const section = (await heading.boundingBox())!;
    const preview = (await page.getByRole('complementary', { name: 'Preview' }).boundingBox())!;
    expect(main.x + main.width).toBeLessThanOrEqual(sections.x);
    expect(sections.x + sections.width).toBeLessThanOrEqual(section.x);
    expect(preview.x).toBeGreaterThanOrEqual(section.x + section.width);
  }).toPass();
});
