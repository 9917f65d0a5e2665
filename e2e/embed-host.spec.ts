import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectLeaveWarning, expectNoLeaveWarning } from './support/leaveWarning.ts';
import { demoOperator } from './support/session.ts';

/**
 * examples/embed-host: a plain Vite + React page with an aggressive preflight reset in
 * `@layer base` that imports the BUILT editor (playwright.embed.config.ts) and keeps the open
 * landing in its own state.
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
}

async function choose(editor: Locator, label: string, option: string) {
  await editor.getByRole('combobox', { name: label }).click();
  // The list renders in the editor's own portal container, inside its root.
  await editor.getByRole('option', { name: option }).click();
  await expect(editor.getByRole('listbox')).toBeHidden();
}

test('the built editor creates a landing in a host with its own reset, keeping its look and leaving the host alone', async ({
  page,
}) => {
  await signIn(page);
  const editor = page.locator('[data-landing-editor]');
  await expect(editor.getByRole('heading', { name: 'Landing Settings' })).toBeVisible();
  await expect(page.getByLabel('Open landing')).toHaveText('none');

  await test.step('a button and an input keep their own look under the host reset', async () => {
    const save = editor.getByRole('button', { name: 'Save and Continue' });
    expect(
      await styleOf(save, [
        'padding-top',
        'padding-left',
        'border-top-width',
        'border-top-left-radius',
        'background-color',
        'color',
        'font-family',
      ]),
    ).toMatchObject({
      'padding-top': '8px',
      'padding-left': '16px',
      'border-top-width': '1px',
      'border-top-left-radius': '6px',
      'background-color': 'rgb(37, 99, 235)',
      color: 'rgb(255, 255, 255)',
      'font-family': expect.stringContaining('system-ui'),
    });
    const name = editor.getByRole('textbox', { name: 'Landing Name' });
    expect(
      await styleOf(name, [
        'padding-left',
        'border-top-width',
        'border-top-style',
        'border-top-left-radius',
        'background-color',
        'font-family',
      ]),
    ).toMatchObject({
      'padding-left': '12px',
      'border-top-width': '1px',
      'border-top-style': 'solid',
      'border-top-left-radius': '6px',
      'background-color': 'rgb(255, 255, 255)',
      'font-family': expect.stringContaining('system-ui'),
    });
  });

  await test.step('saving the settings creates the landing; the host hears its id', async () => {
    await editor.getByRole('textbox', { name: 'Landing Name' }).fill('Embedded Landing');
    await choose(editor, 'Template', 'PlayMarket');
    await editor.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(editor.getByText('Launcher settings saved!')).toBeVisible();
    await expect(page.getByLabel('Open landing')).toHaveText(/^\d+$/);
    await expect(editor.getByRole('heading', { name: 'Main Information' })).toBeVisible();
  });

  await test.step('a tab keeps its own look too', async () => {
    await editor
      .getByRole('navigation', { name: 'Editor sections' })
      .getByRole('button', { name: 'Content' })
      .click();
    const tab = editor.getByRole('tab').first();
    await expect(tab).toBeVisible();
    expect(
      await styleOf(tab, [
        'padding-top',
        'padding-left',
        'border-bottom-width',
        'border-bottom-style',
        'font-weight',
        'font-family',
      ]),
    ).toMatchObject({
      'padding-top': '8px',
      'padding-left': '12px',
      'border-bottom-width': '2px',
      'border-bottom-style': 'solid',
      'font-weight': '500',
      'font-family': expect.stringContaining('system-ui'),
    });
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
    expect(await styleOf(hostInput, ['padding-left', 'border-top-width'])).toEqual({
      'padding-left': '8px',
      'border-top-width': '1px',
    });
    await hostInput.focus();
    // The editor's focus ring (a 2px solid outline) is scoped to its root: the host keeps the
    // browser's own.
    expect((await styleOf(hostInput, ['outline-style']))['outline-style']).toBe('auto');
    expect(await styleOf(page.locator('body'), ['margin-top', 'background-color'])).toEqual({
      'margin-top': '0px',
      'background-color': 'rgba(0, 0, 0, 0)',
    });
    const heading = page.getByRole('heading', { name: 'Partner Tools' });
    expect(await styleOf(heading, ['font-size', 'font-family'])).toMatchObject({
      'font-size': '18px',
      'font-family': expect.stringContaining('Georgia'),
    });
  });

  await test.step('the host asks before closing while the editor reports unsaved changes', async () => {
    await editor
      .getByRole('navigation', { name: 'Editor sections' })
      .getByRole('button', { name: 'Main Information' })
      .click();
    const shortName = editor
      .getByRole('form', { name: 'Icon, Name and Short Name' })
      .getByRole('textbox', { name: 'Short Name' });
    const saved = await shortName.inputValue();
    await shortName.fill(`${saved}x`);
    await expectLeaveWarning(page);
    await expect(shortName).toHaveValue(`${saved}x`);
    await shortName.fill(saved);
    await expectNoLeaveWarning(page);
  });
});
