import { expect, test, type Locator, type Page } from './fixtures.ts';
import { demoOperator } from './support/session.ts';

/**
 * The packed editor in the Vite host twice, side by side in one browser: a plain page, and the
 * same page with `?hostile` (Bootstrap 5 plus examples/embed-host/src/hostile.css, all
 * unlayered: `* { box-sizing: content-box; font-size: 20px }`, `button { all: unset }`,
 * `h2 { margin: 3em }`, a 10 px root font size...). Both put the editor in a 900 px slot on an
 * 1800 px window. Every element of the editor must compute the same style in both, in every
 * section, and nothing may overflow the slot.
 */
test.use({ viewport: { width: 1800, height: 1000 }, reducedMotion: 'reduce' });

type Snapshot = { tags: string[]; styles: Array<Record<string, string>> };

/** Every computed property of every element in the editor, in document order. */
const snapshot = (editor: Locator): Promise<Snapshot> =>
  editor.evaluate((root) => {
    const elements = [root, ...root.querySelectorAll('*')];
    return {
      tags: elements.map((element) => element.tagName),
      styles: elements.map((element) => {
        const style = getComputedStyle(element);
        return Object.fromEntries([...style].map((name) => [name, style.getPropertyValue(name)]));
      }),
    };
  });

/** `element #i <TAG>: property a → b` for each computed value that differs. */
function differences(bare: Snapshot, hostile: Snapshot): string[] {
  if (bare.tags.join() !== hostile.tags.join()) {
    return [`the element trees differ: ${bare.tags.length} vs ${hostile.tags.length} elements`];
  }
  return bare.styles.flatMap((style, index) =>
    Object.entries(style)
      .filter(([name, value]) => hostile.styles[index]?.[name] !== value)
      .map(
        ([name, value]) =>
          `element #${index} <${bare.tags[index]}>: ${name} ${value} → ${hostile.styles[index]?.[name]}`,
      ),
  );
}

/** Elements wider than the slot or reaching past its edges (hidden ones and zero-size aside). */
const overflowing = (editor: Locator): Promise<string[]> =>
  editor.evaluate((root) => {
    const slot = root.getBoundingClientRect();
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`the editor scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    for (const element of root.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left < slot.left - 1 || rect.right > slot.right + 1) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 30);
        found.push(
          `<${element.tagName} class="${element.className}"> "${name}" spans ${rect.left}–${rect.right}, the slot ${slot.left}–${slot.right}`,
        );
      }
    }
    return found;
  });

async function signIn(page: Page) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Host sign-in' });
  await form.getByLabel('Email').fill(demoOperator.email);
  await form.getByLabel('Password').fill(demoOperator.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('textbox', { name: 'Landing id' })).toBeVisible();
}

async function seededLandingId(page: Page): Promise<number> {
  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get('/api/landing', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: Array<{ id: number; mainLauncher: { name: string } | null }>;
  };
  const landing = data.find((item) => item.mainLauncher?.name === 'Lucky Puzzle');
  expect(landing, 'the seeded landing').toBeDefined();
  return landing!.id;
}

test('under Bootstrap and hostile global CSS the editor computes the same styles as in a bare host, and fits a 900 px slot', async ({
  page: bare,
  context,
}) => {
  test.setTimeout(180_000);
  await signIn(bare);
  const landingId = await seededLandingId(bare);
  const hostile = await context.newPage();
  await Promise.all([bare.goto('/?slot=900'), hostile.goto('/?hostile&slot=900')]);
  const pages = [bare, hostile] as const;
  const editors = pages.map((page) => page.locator('[data-landing-editor]'));

  await test.step('the hostile page really is hostile', async () => {
    const host = await hostile.evaluate(() => ({
      rootFontSize: getComputedStyle(document.documentElement).fontSize,
      bootstrap: getComputedStyle(document.documentElement).getPropertyValue('--bs-blue'),
      hostLabelFontSize: getComputedStyle(document.querySelector('.host-header label')!).fontSize,
    }));
    expect(host).toEqual({ rootFontSize: '10px', bootstrap: '#0d6efd', hostLabelFontSize: '20px' });
  });

  const expectSame = async (state: string) => {
    await expect(async () => {
      const [plain, restyled] = await Promise.all(editors.map(snapshot));
      expect(differences(plain!, restyled!), state).toEqual([]);
    }).toPass({ timeout: 30_000 });
    expect(await overflowing(editors[1]!), `${state}: overflow`).toEqual([]);
  };

  for (const editor of editors) {
    await expect(editor.getByRole('heading', { name: 'Landing Settings' })).toBeVisible();
  }
  await expectSame('a new landing');

  for (const page of pages) {
    await page.getByRole('textbox', { name: 'Landing id' }).fill(String(landingId));
  }
  const sections = editors.map((editor) =>
    editor.getByRole('navigation', { name: 'Editor sections' }).getByRole('button'),
  );
  await expect(sections[0]!.first()).toBeVisible();
  const names = await sections[0]!.allTextContents();
  expect(names.length).toBeGreaterThan(2);
  for (const name of names) {
    for (const [index, editor] of editors.entries()) {
      await sections[index]!.filter({ hasText: name }).first().click();
      await expect(editor.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    await expectSame(`section ${name}`);
  }
});
