import {
  STORY_ANSWERS_WITH_RECORD,
  STORY_ANSWERS_WITHOUT_RECORD,
  type WriteAnswerShape,
} from '@landing/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  body,
  choose,
  EditorStory,
  findToast,
  openSection,
  storyBackend,
} from '../testing/EditorStory.tsx';

/** Landing 1's related launchers: 'Golden Slots' is linked, 'Fortune Wheel' can be. */
const kit = storyBackend();

const meta = {
  title: 'Editor/RelatedLaunchers',
  component: EditorStory,
  args: { landingId: 1, onLocationChange: fn() },
  beforeEach: kit.install(),
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function relatedTable(canvasElement: HTMLElement) {
  await openSection(canvasElement, 'Related Launchers');
  return within(await within(canvasElement).findByRole('table', { name: 'Related Launchers' }));
}

export const LinkAndUnlink: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = await relatedTable(canvasElement);
    await step('the table lists ID, Launcher Name and Template Code', async () => {
      const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
      await expect(headers.slice(0, 3)).toEqual(['ID', 'Launcher Name', 'Template Code']);
      await expect(table.getByRole('row', { name: /Golden Slots/ })).toBeVisible();
    });
    await step('Link waits for a choice, then links it', async () => {
      await expect(canvas.getByRole('combobox', { name: 'Link Launcher' })).toHaveTextContent(
        'Select launcher to link',
      );
      await expect(canvas.getByRole('button', { name: 'Link' })).toBeDisabled();
      await choose(canvasElement, 'Link Launcher', 'Fortune Wheel');
      await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
      await findToast(canvasElement, 'Launcher linked successfully');
      await expect(await table.findByRole('row', { name: /Fortune Wheel/ })).toBeVisible();
    });
    await step('delete unlinks it', async () => {
      await userEvent.click(table.getByRole('button', { name: 'Delete Fortune Wheel' }));
      const dialog = await body(canvasElement).findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await findToast(canvasElement, 'Launcher unlinked successfully');
      await waitFor(() => expect(table.queryByRole('row', { name: /Fortune Wheel/ })).toBeNull());
      await expect(kit.backend.store.data.landings[0]?.relatedLauncherIds).toEqual([2]);
    });
  },
};

/**
 * A back office that meets the spec may answer a link and an unlink with any 2xx body
 * (DECISIONS.md "Write answers"): under each of issue 24's forms 'Fortune Wheel' is linked and
 * shown, then unlinked and gone, with no failure shown. Two stories, so neither runs long.
 */
const linkAndUnlinkOver = (shapes: readonly WriteAnswerShape[]): Story => ({
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = await relatedTable(canvasElement);
    for (const shape of shapes) {
      await step(shape, async () => {
        kit.options.writeAnswers = shape;
        await choose(canvasElement, 'Link Launcher', 'Fortune Wheel');
        await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
        await expect(await table.findByRole('row', { name: /Fortune Wheel/ })).toBeVisible();
        await userEvent.click(table.getByRole('button', { name: 'Delete Fortune Wheel' }));
        const dialog = await body(canvasElement).findByRole('alertdialog');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
        // While the dialog is open the table is hidden from roles: wait it out first.
        await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
        await waitFor(() => expect(table.queryByRole('row', { name: /Fortune Wheel/ })).toBeNull());
        await expect(table.getByRole('row', { name: /Golden Slots/ })).toBeVisible();
      });
    }
    await expect(kit.backend.store.data.landings[0]?.relatedLauncherIds).toEqual([2]);
    await expect(canvas.queryByText(/Failed to (link|unlink)/)).toBeNull();
  },
});

export const LinkAndUnlinkAnsweredWithoutRecord = linkAndUnlinkOver(STORY_ANSWERS_WITHOUT_RECORD);
export const LinkAndUnlinkAnsweredWithRecord = linkAndUnlinkOver(STORY_ANSWERS_WITH_RECORD);

/** With none linked, the table says so in English; the next action, Link Launcher, is above it. */
export const NoneLinked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await relatedTable(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Delete Golden Slots' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await table.findByText('No related launchers yet.')).toBeVisible();
    await expect(canvas.queryByText('Нет данных для отображения')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Link Launcher' })).toBeVisible();
  },
};

export const EditSwitchesLauncher: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await relatedTable(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Edit Golden Slots' }));
    await waitFor(() =>
      expect(args.onLocationChange).toHaveBeenCalledWith({ landingId: 1, relatedLauncherId: 2 }),
    );
    const breadcrumb = canvas.getByRole('navigation', { name: 'Editor breadcrumb' });
    await expect(await within(breadcrumb).findByText('Golden Slots')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Main Information' })).toBeVisible();
  },
};

export const FailedLink: Story = {
  beforeEach: () => {
    kit.options.fail = { 'landing.linkLauncher': { status: 500, body: {} } };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await relatedTable(canvasElement);
    await choose(canvasElement, 'Link Launcher', 'Mega Bonus');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    await findToast(canvasElement, 'Failed to link launcher');
    await expect(table.queryByRole('row', { name: /Mega Bonus/ })).toBeNull();
  },
};

/** Issue 28: each launcher chosen in 'Link Launcher' is a step; keys and buttons walk them. */
export const UndoRedoLauncherChoice: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = await relatedTable(canvasElement);
    const history = within(await canvas.findByRole('group', { name: 'History' }));
    const choice = canvas.getByRole('combobox', { name: 'Link Launcher' });
    await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await step('choose Fortune Wheel, then Mega Bonus', async () => {
      await choose(canvasElement, 'Link Launcher', 'Fortune Wheel');
      await choose(canvasElement, 'Link Launcher', 'Mega Bonus');
      await expect(choice).toHaveTextContent('Mega Bonus');
    });
    await step('Ctrl+Z goes back to Fortune Wheel, the Undo button to no choice', async () => {
      await userEvent.click(table.getByRole('columnheader', { name: 'ID' }));
      await userEvent.keyboard('{Control>}z{/Control}');
      await waitFor(() => expect(choice).toHaveTextContent('Fortune Wheel'));
      await userEvent.click(history.getByRole('button', { name: 'Undo' }));
      await expect(choice).toHaveTextContent('Select launcher to link');
      await expect(canvas.getByRole('button', { name: 'Link' })).toBeDisabled();
      await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();
    });
    await step('Shift+Ctrl+Z brings Fortune Wheel back, the Redo button Mega Bonus', async () => {
      await userEvent.click(table.getByRole('columnheader', { name: 'ID' }));
      await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
      await waitFor(() => expect(choice).toHaveTextContent('Fortune Wheel'));
      await userEvent.click(history.getByRole('button', { name: 'Redo' }));
      await expect(choice).toHaveTextContent('Mega Bonus');
      await expect(history.getByRole('button', { name: 'Redo' })).toBeDisabled();
    });
    await step('Link links the launcher chosen now', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
      await expect(await table.findByRole('row', { name: /Mega Bonus/ })).toBeVisible();
    });
  },
};
