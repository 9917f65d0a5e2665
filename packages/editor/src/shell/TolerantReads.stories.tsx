import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EditorStory, openSection, storyBackend } from '../testing/EditorStory.tsx';

/**
 * The editor over a back office that answers the spec's §3 fields only (`lean`: optional ones
 * left out, the launcher without `contents`, translations without `locale`, comments without
 * `commentator`, `staticContent: {}`, an unknown field on every record) and one whose every list
 * ends with an odd row (`odd`). Landing 1: main launcher 1 'Lucky Spin', English base, German
 * and Spanish.
 */
const kit = storyBackend();

const meta = {
  title: 'Editor/Tolerant reads',
  component: EditorStory,
  args: { landingId: 1 },
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What would say a section could not show: none of it may appear. */
const FAILURE_TEXT = /failed|could not be loaded|error loading|something went wrong/i;

/**
 * Every section opens and shows what the answers hold: the translations by the catalog's
 * language names, the static content form with its defaults, the base's content, its comments
 * and its design. No failure is shown and nothing is blank.
 */
const opensEverySection: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  const breadcrumb = canvas.getByRole('navigation', { name: 'Editor breadcrumb' });
  await within(breadcrumb).findByRole('button', { name: 'Lucky Spin' });

  await step('Content: the base content, the translations named from the locales', async () => {
    await openSection(canvasElement, 'Content');
    await expect(await canvas.findByRole('textbox', { name: 'Description' })).toBeEnabled();
    const strip = canvas.getByRole('tablist', { name: 'Translations' });
    await expect(within(strip).getByRole('tab', { name: 'English (BASE)' })).toBeVisible();
    await expect(within(strip).getByRole('tab', { name: 'German' })).toBeVisible();
    await expect(within(strip).getByRole('tab', { name: 'Spanish' })).toBeVisible();
  });

  await step('Main Information: the static content form with its defaults', async () => {
    await openSection(canvasElement, 'Main Information');
    const form = await canvas.findByRole('form', { name: 'Static Content' });
    await expect(await within(form).findByRole('textbox', { name: 'Developer' })).toBeEnabled();
  });

  await step(
    'Main Information: the icon, its design loaded by id (named as { id } only)',
    async () => {
      const form = await canvas.findByRole('form', { name: 'Icon, Name and Short Name' });
      await expect(await within(form).findByRole('img', { name: 'Current icon' })).toBeVisible();
    },
  );

  await step('Comments: the base comments, authors named from the commentators list', async () => {
    await openSection(canvasElement, 'Comments');
    const table = await canvas.findByRole('table', { name: 'Comments' });
    await within(table).findByText('Great game, I play it every day!');
    await expect(within(table).getByText('Nice graphics and fast payouts.')).toBeVisible();
    // Comments come without `commentator`: never a bare id, the list's names once loaded.
    await expect(within(table).queryByText(/^#\d+$/)).toBeNull();
    await expect(await within(table).findByText('Anna K.')).toBeVisible();
  });

  await step('Design: the icon and screenshots', async () => {
    await openSection(canvasElement, 'Design');
    const section = await canvas.findByRole('region', { name: 'Design' });
    await within(section).findByRole('heading', { name: 'Icon' });
  });

  await step(
    'Comments on German: the Translate modal names the language from the locales',
    async () => {
      await openSection(canvasElement, 'Comments');
      const strip = canvas.getByRole('tablist', { name: 'Translations' });
      await userEvent.click(within(strip).getByRole('tab', { name: 'German' }));
      const translate = await canvas.findByRole('button', { name: 'Translate Comments from Base' });
      await waitFor(() => expect(translate).toBeEnabled());
      await userEvent.click(translate);
      // The translation comes without `locale`: never 'Translate Base Comments to  Translation'.
      const page = within(canvasElement.ownerDocument.body);
      const dialog = await page.findByRole('dialog', {
        name: 'Translate Base Comments to German Translation',
      });
      // It fades in: visible once its opening animation is over.
      await waitFor(() => expect(dialog).toBeVisible());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    },
  );

  await expect(canvas.queryByText(FAILURE_TEXT)).toBeNull();
  await expect(kit.backend.count('launcher.contents')).toBeGreaterThan(0);
};

/** `lean` answers: the spec's fields only. */
export const LeanAnswers: Story = {
  beforeEach: kit.install(undefined, { readAnswers: 'lean' }),
  play: opensEverySection,
};

/** `odd` answers: `lean` plus an odd row at the end of every list. */
export const OddRows: Story = {
  beforeEach: kit.install(undefined, { readAnswers: 'odd' }),
  play: opensEverySection,
};
