import { createMockBackend, type MockBackend, type MockBackendOptions } from '@landing/api/testing';
import {
  CONTENT_SCREEN_PATHS,
  screenStepsOf,
  type ContentScreenPath,
} from '@landing/machines/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sectionContextFor } from '../../testing/sectionContext.ts';
import { SectionStory } from '../../testing/SectionStory.tsx';
import { contentSection } from './contentSection.ts';

/**
 * The running story's back office. Fixtures: launcher 1 'Lucky Spin'; its German translation
 * (content 2) has tags ['casino'] and additional info ['Keine Werbung'].
 */
let backend: MockBackend;
let options: MockBackendOptions;

function ContentStory({ contentId, withHistory }: { contentId: number; withHistory?: boolean }) {
  return (
    <SectionStory
      section={contentSection}
      context={sectionContextFor(backend, 1, contentId)}
      withHistory={withHistory}
    />
  );
}

const meta = {
  title: 'Editor/Sections/Content',
  component: ContentStory,
  args: { contentId: 2 },
  beforeEach: ({ msw }) => {
    // A back office without versions (issue 29): a save reads the translation before writing.
    options = { withoutVersions: true };
    backend = createMockBackend(options);
    msw.use(...backend.handlers);
  },
} satisfies Meta<typeof ContentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const storedContent = (id: number) =>
  backend.store.data.contents.find((content) => content.id === id)?.translatableContent;

/** Chips are the list items inside a field's group; their names come from their remove buttons. */
const chipsOf = (canvasElement: HTMLElement, label: string) => {
  const input = within(canvasElement).getByRole('combobox', { name: label });
  const box = input.parentElement!;
  return within(box)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label')?.replace(/^Remove /, ''));
};

export const ChipsByKeyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tags = await canvas.findByRole('combobox', { name: 'Tags' });
    await expect(chipsOf(canvasElement, 'Tags')).toEqual(['casino']);

    await step(
      'Enter and comma add trimmed entries; a case-insensitive duplicate is ignored',
      async () => {
        tags.focus();
        await userEvent.keyboard('  wheel  {Enter}');
        await userEvent.keyboard('Bonus,');
        await userEvent.keyboard('CASINO{Enter}');
        await expect(chipsOf(canvasElement, 'Tags')).toEqual(['casino', 'wheel', 'Bonus']);
      },
    );

    await step('Backspace in the empty input removes the last chip', async () => {
      await userEvent.clear(tags);
      await userEvent.keyboard('{Backspace}');
      await expect(chipsOf(canvasElement, 'Tags')).toEqual(['casino', 'wheel']);
    });

    await step('a chip is removed from the keyboard with its own button', async () => {
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('button', { name: 'Remove wheel' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('button', { name: 'Remove casino' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(chipsOf(canvasElement, 'Tags')).toEqual(['wheel']);
    });

    await step('Additional Info Items take entries the same way', async () => {
      const info = canvas.getByRole('combobox', { name: 'Additional Info Items' });
      info.focus();
      await userEvent.keyboard('Daily bonus{Enter}');
      await expect(chipsOf(canvasElement, 'Additional Info Items')).toEqual([
        'Keine Werbung',
        'Daily bonus',
      ]);
    });

    await step('Save Content sends the lists and says so', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Save Content' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(
        await body(canvasElement).findByText('Content updated successfully'),
      ).toBeVisible();
      await expect(storedContent(2)).toEqual({
        description: 'Drehen Sie das Rad und gewinnen Sie jeden Tag große Preise.',
        tags: ['wheel'],
        additionalInfo: ['Keine Werbung', 'Daily bonus'],
      });
    });
  },
};

export const DescriptionTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Short text');
    await expect(
      await canvas.findByText('Description must be at least 20 characters'),
    ).toBeVisible();
    await expect(description).toHaveAccessibleDescription(
      'Description must be at least 20 characters',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Content' }));
    await expect(backend.count('launcherContent.update')).toBe(0);
  },
};

export const SaveFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    options.fail = { 'launcherContent.update': true };
    await userEvent.type(description, ' Neu!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Content' }));
    await expect(await body(canvasElement).findByText('Failed to update content')).toBeVisible();
    await expect(description).toHaveValue(
      'Drehen Sie das Rad und gewinnen Sie jeden Tag große Preise. Neu!',
    );
  },
};

export const LoadFails: Story = {
  beforeEach: () => {
    options.fail = {
      'launcherContent.get': { status: 404, body: { message: 'Content not found' } },
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Content not found');
    options.fail = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Description' })).toBeVisible());
  },
};

const STORED_DESCRIPTION = 'Drehen Sie das Rad und gewinnen Sie jeden Tag große Preise.';
const NEW_DESCRIPTION = 'A description long enough.';

/**
 * Drives one content model path (`CONTENT_SCREEN_PATHS`, checked against the model by its unit
 * test) through the Content tab against the MSW kit. After every step it checks in the UI what
 * the model test checks on the machine: the typed text stays (also through a failed save), a
 * failure always says so (the load's alert, the save's toast), a save sends one PATCH and only
 * a successful one changes what is stored (and is loaded again).
 */
const drivePath =
  (name: ContentScreenPath): Story['play'] =>
  async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { loads, steps } = screenStepsOf(CONTENT_SCREEN_PATHS[name]);
    if (loads.some((load) => load.failed)) {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Content not found');
    } else {
      await expect(await canvas.findByRole('textbox', { name: 'Description' })).toHaveValue(
        STORED_DESCRIPTION,
      );
    }
    await expect(backend.count('launcherContent.get')).toBe(1);
    let typed = STORED_DESCRIPTION;

    for (const { event, answers } of steps) {
      const failed = answers.some((answer) => answer.failed);
      const label = answers.map((a) => `${a.failed ? '✗' : '✓'} ${a.actor}`).join(', ');
      await step(`${event} → ${label || 'no call'}`, async () => {
        options.fail = failed ? { 'launcherContent.update': true } : {};
        const updates = backend.count('launcherContent.update');
        const gets = backend.count('launcherContent.get');
        if (event === 'content.change') {
          const description = canvas.getByRole('textbox', { name: 'Description' });
          await userEvent.clear(description);
          await userEvent.type(description, NEW_DESCRIPTION);
          typed = NEW_DESCRIPTION;
        } else if (event === 'content.save') {
          await userEvent.click(canvas.getByRole('button', { name: 'Save Content' }));
          const toast = failed ? 'Failed to update content' : 'Content updated successfully';
          await expect(await body(canvasElement).findByText(toast)).toBeVisible();
          await expect(storedContent(2)?.description).toBe(failed ? STORED_DESCRIPTION : typed);
        } else if (event === 'content.retry') {
          await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
          await waitFor(() =>
            expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(typed),
          );
          await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
        } else {
          throw new Error(`no screen action for ${event}`);
        }
        if (event !== 'content.retry') {
          await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(typed);
        }
        await expect(backend.count('launcherContent.update')).toBe(
          updates + (event === 'content.save' ? 1 : 0),
        );
        // A retry loads the translation again, and so does a save: its answer is not read. The
        // kit answers no versions, so a save also reads the translation before writing.
        const reloads = event === 'content.retry' || (event === 'content.save' && !failed);
        const checks = event === 'content.save' ? 1 : 0;
        await expect(backend.count('launcherContent.get')).toBe(gets + checks + (reloads ? 1 : 0));
      });
    }

    if (steps.at(-1)?.answers.some((answer) => answer.failed)) {
      // A failed save leaves the form as it was: Save Content sends the kept text again.
      await step('the kept text can be saved again', async () => {
        options.fail = {};
        await userEvent.click(canvas.getByRole('button', { name: 'Save Content' }));
        await expect(
          await body(canvasElement).findByText('Content updated successfully'),
        ).toBeVisible();
        await expect(storedContent(2)?.description).toBe(typed);
      });
    }
  };

export const PathSaved: Story = { play: drivePath('saved') };
export const PathSaveFails: Story = { play: drivePath('saveFails') };
export const PathLoadFailsThenRetried: Story = {
  beforeEach: () => {
    options.fail = {
      'launcherContent.get': { status: 404, body: { message: 'Content not found' } },
    };
  },
  play: drivePath('loadFailsThenRetried'),
};

/** Another operator saves the translation while this form is open (issue 29). */
const saveAsOtherOperator = (changes: { description?: string; tags?: string[] }) => {
  const content = backend.store.data.contents.find((c) => c.id === 2)!;
  content.translatableContent = { ...content.translatableContent!, ...changes };
};
const THEIR_DESCRIPTION = 'Another operator wrote this description meanwhile.';
const MY_DESCRIPTION = 'My own description, typed in this browser.';

export const ConflictBothChangedDescription: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    await step('both change the description; theirs is saved first', async () => {
      saveAsOtherOperator({ description: THEIR_DESCRIPTION, tags: ['casino', 'theirs'] });
      await userEvent.clear(description);
      await userEvent.type(description, MY_DESCRIPTION);
      await userEvent.click(canvas.getByRole('button', { name: 'Save Content' }));
    });
    const dialog = await page.findByRole('dialog', { name: 'Someone else saved this translation' });
    await step('the dialog shows the original, theirs and yours; nothing was written', async () => {
      const field = within(dialog).getByRole('group', { name: 'Description' });
      await expect(field).toHaveTextContent(STORED_DESCRIPTION);
      await expect(field).toHaveTextContent(THEIR_DESCRIPTION);
      await expect(field).toHaveTextContent(MY_DESCRIPTION);
      await expect(within(field).getByRole('radio', { name: 'Yours' })).toBeChecked();
      // Tags only they changed are not asked about.
      await expect(within(dialog).queryByRole('group', { name: 'Tags' })).not.toBeInTheDocument();
      await expect(storedContent(2)?.description).toBe(THEIR_DESCRIPTION);
    });
    await step('keeping theirs saves theirs, with both tag lists merged', async () => {
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Theirs' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Merged Content' }));
      await expect(await page.findByText('Content updated successfully')).toBeVisible();
      await expect(storedContent(2)).toMatchObject({
        description: THEIR_DESCRIPTION,
        tags: ['casino', 'theirs'],
      });
      await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(
        THEIR_DESCRIPTION,
      );
    });
  },
};

export const ConflictKeepAllOfYours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    saveAsOtherOperator({ description: THEIR_DESCRIPTION });
    await userEvent.clear(description);
    await userEvent.type(description, MY_DESCRIPTION);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Content' }));
    const dialog = await page.findByRole('dialog', { name: 'Someone else saved this translation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep All of Theirs' }));
    await expect(within(dialog).getByRole('radio', { name: 'Theirs' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep All of Yours' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Merged Content' }));
    await expect(await page.findByText('Content updated successfully')).toBeVisible();
    await expect(storedContent(2)?.description).toBe(MY_DESCRIPTION);
  },
};

export const OtherOperatorChangedOtherField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    saveAsOtherOperator({ tags: ['casino', 'theirs'] });
    await userEvent.clear(description);
    await userEvent.type(description, MY_DESCRIPTION);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Content' }));
    await expect(await page.findByText('Content updated successfully')).toBeVisible();
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(storedContent(2)).toMatchObject({
      description: MY_DESCRIPTION,
      tags: ['casino', 'theirs'],
    });
  },
};

export const DeletedByOtherOperator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    const contents = backend.store.data.contents;
    contents.splice(
      contents.findIndex((c) => c.id === 2),
      1,
    );
    await userEvent.clear(description);
    await userEvent.type(description, MY_DESCRIPTION);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Content' }));
    await expect(
      await canvas.findByText(
        'This translation was deleted by another operator. What you typed is still in the form.',
        { selector: '[role=alert]' },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(MY_DESCRIPTION);
  },
};

/**
 * Issue 28: typing in Description is one step, a paste another, a tag a third; keys and
 * buttons walk them, and the save stores what is shown.
 */
export const UndoRedoContent: Story = {
  args: { contentId: 2, withHistory: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    const history = within(await canvas.findByRole('group', { name: 'History' }));
    const saved = 'Drehen Sie das Rad und gewinnen Sie jeden Tag große Preise.';
    await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await step('type, paste, add a tag', async () => {
      await userEvent.type(description, ' Neu');
      await userEvent.paste(' Jetzt!');
      canvas.getByRole('combobox', { name: 'Tags' }).focus();
      await userEvent.keyboard('wheel{Enter}');
      await expect(chipsOf(canvasElement, 'Tags')).toEqual(['casino', 'wheel']);
    });
    await step('Ctrl+Z takes the tag back, the Undo button the paste, then the word', async () => {
      description.focus();
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(chipsOf(canvasElement, 'Tags')).toEqual(['casino']);
      await expect(description).toHaveValue(`${saved} Neu Jetzt!`);
      await userEvent.click(history.getByRole('button', { name: 'Undo' }));
      await expect(description).toHaveValue(`${saved} Neu`);
      await userEvent.click(history.getByRole('button', { name: 'Undo' }));
      await expect(description).toHaveValue(saved);
      await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();
    });
    await step('Shift+Ctrl+Z, the Redo button and Ctrl+Y bring all back', async () => {
      description.focus();
      await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
      await expect(description).toHaveValue(`${saved} Neu`);
      await userEvent.click(history.getByRole('button', { name: 'Redo' }));
      await expect(description).toHaveValue(`${saved} Neu Jetzt!`);
      description.focus();
      await userEvent.keyboard('{Control>}y{/Control}');
      await expect(chipsOf(canvasElement, 'Tags')).toEqual(['casino', 'wheel']);
      await expect(history.getByRole('button', { name: 'Redo' })).toBeDisabled();
    });
    await step('the save stores it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save Content' }));
      await waitFor(() =>
        expect(storedContent(2)).toMatchObject({
          description: `${saved} Neu Jetzt!`,
          tags: ['casino', 'wheel'],
        }),
      );
    });
  },
};
