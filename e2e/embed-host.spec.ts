import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoOperator } from './support/session.ts';

/**
 * examples/embed-host: a plain Vite + React page with an aggressive preflight reset in
 * `@layer base` that imports the BUILT editor (playwright.embed.config.ts).
 */
const styleOf = (locator: Locator, properties: string[]) =>
  locator.evaluate(
    (element, names) =>
      Object.fromEntries(
        names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)]),
      ),
    properties,
  );

async function signIn(page: Page) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Host sign-in' });
  await form.getByLabel('Email').fill(demoOperator.email);
  await form.getByLabel('Password').fill(demoOperator.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('group', { name: 'Open in the editor' })).toBeVisible();
}

/** The seeded landing 'Lucky Puzzle': its id, its main launcher's and that launcher's base translation's. */
async function demoLandingIds(page: Page) {
  return page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` };
    const read = async (path: string) =>
      ((await (await fetch(path, { headers })).json()) as { data: unknown }).data;
    const landings = (await read('/api/landing')) as {
      id: number;
      mainLauncher: { id: number; name: string };
    }[];
    const landing = landings.find((item) => item.mainLauncher.name === 'Lucky Puzzle');
    if (!landing) throw new Error('no demo landing');
    const launcher = (await read(`/api/launcher/${landing.mainLauncher.id}`)) as {
      contents: { id: number; isDefault: boolean }[];
    };
    const base = launcher.contents.find((content) => content.isDefault) ?? launcher.contents[0];
    return { landingId: landing.id, launcherId: landing.mainLauncher.id, contentId: base!.id };
  });
}

test('the built editor keeps its own look under the host reset and leaves the host alone', async ({
  page,
}) => {
  await signIn(page);
  const ids = await demoLandingIds(page);
  await page.getByLabel('Landing id').fill(String(ids.landingId));
  await page.getByLabel('Launcher id').fill(String(ids.launcherId));
  await page.getByLabel('Translation id').fill(String(ids.contentId));
  await expect(page.getByLabel('Open landing')).toHaveText(String(ids.landingId));

  const editor = page.locator('[data-landing-editor]');
  const preview = editor.getByTitle('Landing preview');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(preview).not.toHaveAttribute('sandbox', /allow-same-origin/);

  await test.step('editor controls keep their padding, borders, radius, colours and font', async () => {
    const rotate = editor.getByRole('button', { name: 'Rotate to landscape' });
    expect(
      await styleOf(rotate, [
        'padding-top',
        'padding-left',
        'border-top-width',
        'border-top-style',
        'border-top-left-radius',
        'background-color',
        'font-family',
      ]),
    ).toMatchObject({
      'padding-top': '8px',
      'padding-left': '16px',
      'border-top-width': '1px',
      'border-top-style': 'solid',
      'border-top-left-radius': '6px',
      'background-color': 'rgb(255, 255, 255)',
      'font-family': expect.stringContaining('system-ui'),
    });
    const zoom = editor.getByRole('combobox', { name: 'Zoom' });
    const zoomStyle = await styleOf(zoom, [
      'padding-left',
      'border-top-width',
      'border-top-left-radius',
      'font-family',
    ]);
    expect(zoomStyle['padding-left']).not.toBe('0px');
    expect(zoomStyle['border-top-width']).toBe('1px');
    expect(zoomStyle['border-top-left-radius']).not.toBe('0px');
    expect(zoomStyle['font-family']).toContain('system-ui');
  });

  await test.step('the editor portals its select list inside its own root', async () => {
    await editor.getByRole('combobox', { name: 'Zoom' }).click();
    await expect(editor.getByRole('listbox')).toBeVisible();
    await editor.getByRole('option', { name: '75%' }).click();
    await expect(editor.getByRole('combobox', { name: 'Zoom' })).toHaveText(/75%/);
  });

  await test.step("the host's own elements are untouched by the editor's styles", async () => {
    const hostButton = page.getByRole('button', { name: 'Host action' });
    expect(
      await styleOf(hostButton, [
        'padding-top',
        'padding-left',
        'border-top-width',
        'border-top-left-radius',
        'background-color',
        'font-family',
      ]),
    ).toEqual({
      'padding-top': '6px',
      'padding-left': '14px',
      'border-top-width': '2px',
      'border-top-left-radius': '0px',
      'background-color': 'rgb(233, 196, 106)',
      'font-family': expect.stringContaining('Georgia'),
    });
    const hostInput = page.getByLabel('Host notes');
    expect(await styleOf(hostInput, ['padding-left', 'border-top-width', 'outline-style'])).toEqual(
      {
        'padding-left': '8px',
        'border-top-width': '1px',
        'outline-style': 'none',
      },
    );
    await hostInput.focus();
    // The editor's focus ring (a 2px solid outline) is scoped to its root: the host keeps the
    // browser's own.
    expect((await styleOf(hostInput, ['outline-style']))['outline-style']).toBe('auto');
    const pageStyle = await styleOf(page.locator('body'), ['margin-top', 'background-color']);
    expect(pageStyle).toEqual({ 'margin-top': '0px', 'background-color': 'rgba(0, 0, 0, 0)' });
    const heading = page.getByRole('heading', { name: 'Partner Tools' });
    expect(await styleOf(heading, ['font-size', 'font-family'])).toMatchObject({
      'font-size': '18px',
      'font-family': expect.stringContaining('Georgia'),
    });
  });
});
