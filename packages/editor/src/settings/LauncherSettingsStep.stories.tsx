import { STORY_WRITE_ANSWER_SHAPES, zipFile } from '@landing/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  body,
  choose,
  EditorStory,
  findToast,
  type EditorStoryProps,
  openSection,
  storyBackend,
} from '../testing/EditorStory.tsx';

/** The launcher settings step of the editor (a new landing unless a story opens landing 1). */
const kit = storyBackend();

const meta = {
  title: 'Editor/LauncherSettingsStep',
  component: EditorStory,
  args: { landingId: null, onLocationChange: fn(), onLandingCreated: fn() },
  beforeEach: kit.install(),
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save and Continue' }));
    await expect(canvas.getByText('Name must be at least 3 characters')).toBeInTheDocument();
    await expect(canvas.getByText('Template is required')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Landing Name' }), 'Sp');
    await expect(canvas.getByText('Name must be at least 3 characters')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Landing Name' }), 'in');
    await waitFor(() =>
      expect(canvas.queryByText('Name must be at least 3 characters')).toBeNull(),
    );
    await expect(kit.backend.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  },
};

export const TemplateKinds: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const template = await canvas.findByRole('combobox', { name: 'Template' });
    await step('custom templates come first, then the built-in ones', async () => {
      // Disabled until the templates have loaded.
      await waitFor(() => expect(template).toBeEnabled());
      await userEvent.click(template);
      const options = await body(canvasElement).findAllByRole('option');
      const names = ['slots7', 'fortune', 'playstore', 'appstore'];
      await expect(options).toHaveLength(names.length);
      for (const [index, name] of names.entries()) {
        await expect(options[index]).toHaveAccessibleName(name);
      }
      await expect(options[0]).not.toHaveTextContent('★');
      await expect(options[2]).toHaveTextContent('★');
      await userEvent.keyboard('{Escape}');
    });
    await step('a custom template asks for Webflow HTML Tag Data', async () => {
      await choose(canvasElement, 'Template', 'fortune');
      await expect(canvas.getByRole('textbox', { name: 'Webflow HTML Tag Data' })).toBeVisible();
      await expect(canvas.queryByRole('combobox', { name: 'Platform' })).toBeNull();
    });
    await step('a built-in template asks for the platform, Web first', async () => {
      await choose(canvasElement, 'Template', 'playstore');
      await expect(canvas.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('Web');
      await expect(canvas.queryByRole('textbox', { name: 'Webflow HTML Tag Data' })).toBeNull();
      await choose(canvasElement, 'Platform', 'Mobile');
      await expect(canvas.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('Mobile');
    });
    await step('Reset empties the form', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Landing Name' }), 'Spin City');
      await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
      await expect(canvas.getByRole('textbox', { name: 'Landing Name' })).toHaveValue('');
      await expect(canvas.queryByRole('combobox', { name: 'Platform' })).toBeNull();
    });
  },
};

export const SavedCreatesTheLanding: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Landing Name' }), 'Spin City');
    await choose(canvasElement, 'Template', 'playstore');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and Continue' }));
    await findToast(canvasElement, 'Launcher settings saved!');
    await waitFor(() => expect(args.onLandingCreated).toHaveBeenCalledOnce());
    await expect(args.onLocationChange).toHaveBeenCalledWith({
      landingId: expect.any(Number) as number,
      relatedLauncherId: null,
    });
    await expect(await canvas.findByRole('heading', { name: 'Main Information' })).toBeVisible();
    const created = kit.backend.calls.filter((call) => call.key === 'launcher.createAppStore');
    await expect(created).toHaveLength(1);
  },
};

/** A fresh editor for a new landing each time 'Next landing' (the story's own button) is pressed. */
function NewLandingEachTime(props: EditorStoryProps) {
  const [round, setRound] = useState(0);
  return (
    <>
      <button type="button" style={{ minHeight: 32 }} onClick={() => setRound((next) => next + 1)}>
        Next landing
      </button>
      <EditorStory key={round} {...props} />
    </>
  );
}

/**
 * A back office that meets the spec may answer a create with any 2xx body (DECISIONS.md "Write
 * answers"). Under each of issue 24's forms one launcher and one landing around it are made and
 * Main Information opens: an answer without the new id is made good by the lists read before
 * and after the create. Never 'Failed to save launcher settings.' One story per template kind.
 */
const createOverEveryWriteAnswer = (template: 'slots7' | 'playstore'): Story => ({
  render: (args) => <NewLandingEachTime {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { data } = kit.backend.store;
    for (const shape of STORY_WRITE_ANSWER_SHAPES) {
      await step(shape, async () => {
        kit.options.writeAnswers = shape;
        const launchers = data.launchers.length;
        const landings = data.landings.length;
        const name = await canvas.findByRole('textbox', { name: 'Landing Name' });
        // Pasted: typing letter by letter costs time the loop does not have.
        await userEvent.clear(name);
        await userEvent.paste(`${shape} ${template}`);
        // Disabled until the templates have loaded; still chosen after an answer without ids.
        const templates = canvas.getByRole('combobox', { name: 'Template' });
        await waitFor(() => expect(templates).toBeEnabled());
        if (!templates.textContent?.includes(template)) {
          await choose(canvasElement, 'Template', template);
        }
        const save = canvas.getByRole('button', { name: 'Save and Continue' });
        await userEvent.click(save);
        await waitFor(() => expect(data.launchers).toHaveLength(launchers + 1));
        await expect(data.launchers.at(-1)?.name).toBe(`${shape} ${template}`);
        // Named by the answer, or else found in the lists read before and after: one landing
        // around the one new launcher, opened at Main Information.
        await canvas.findByRole('heading', { name: 'Main Information' });
        await expect(data.launchers).toHaveLength(launchers + 1);
        await expect(data.landings).toHaveLength(landings + 1);
        await expect(data.landings.at(-1)?.mainLauncherId).toBe(data.launchers.at(-1)?.id);
        await userEvent.click(canvas.getByRole('button', { name: 'Next landing' }));
      });
    }
    await expect(body(canvasElement).queryByText('Failed to save launcher settings.')).toBeNull();
  },
});

export const CreateOnCustomOverEveryWriteAnswer = createOverEveryWriteAnswer('slots7');
export const CreateOnBuiltInOverEveryWriteAnswer = createOverEveryWriteAnswer('playstore');

export const FailedSaveKeepsInput: Story = {
  beforeEach: () => {
    kit.options.fail = { 'launcher.createCustom': true };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Landing Name' }),
      'Custom Spin',
    );
    // Disabled until the templates have loaded.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Template' })).toBeEnabled());
    await choose(canvasElement, 'Template', 'slots7');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Webflow HTML Tag Data' }), '<b>');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and Continue' }));
    await findToast(canvasElement, 'Failed to save launcher settings.');
    await expect(canvas.getByRole('textbox', { name: 'Landing Name' })).toHaveValue('Custom Spin');
    await expect(canvas.getByRole('textbox', { name: 'Webflow HTML Tag Data' })).toHaveValue('<b>');
    await expect(canvas.getByRole('heading', { name: 'Landing Settings' })).toBeInTheDocument();
  },
};

/** An opened landing: its settings are filled in and the template can no longer change. */
export const EditMode: Story = {
  args: { landingId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvasElement, 'Landing Settings');
    await expect(canvas.getByRole('textbox', { name: 'Landing Name' })).toHaveValue('Lucky Spin');
    await expect(canvas.getByRole('combobox', { name: 'Template' })).toBeDisabled();
  },
};

/** 'Add Template' opens the template modal; the template made there is offered and chosen. */
export const AddTemplate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = await canvas.findByRole('button', { name: 'Add Template' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add Template' }));
    await userEvent.upload(dialog.getByLabelText('Archive File'), zipFile('Summer-Sale.zip'));
    await expect(dialog.getByLabelText('Code')).toHaveValue('SummerSale');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: 'Template' })).toHaveTextContent(
      'SummerSale',
    );
    await expect(canvas.getByRole('textbox', { name: 'Webflow HTML Tag Data' })).toBeVisible();
  },
};

/** Issue 28: the typed name is one step, the chosen template another; keys and buttons walk them. */
export const UndoRedoNameAndTemplate: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const history = within(await canvas.findByRole('group', { name: 'History' }));
    const name = await canvas.findByRole('textbox', { name: 'Landing Name' });
    const template = canvas.getByRole('combobox', { name: 'Template' });
    await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await step('type a name, then choose a built-in template', async () => {
      await userEvent.type(name, 'Spin City');
      await waitFor(() => expect(template).toBeEnabled());
      await choose(canvasElement, 'Template', 'playstore');
      await expect(canvas.getByRole('combobox', { name: 'Platform' })).toBeVisible();
    });
    await step('Ctrl+Z takes the template back, the Undo button the whole name', async () => {
      await userEvent.click(name);
      await userEvent.keyboard('{Control>}z{/Control}');
      await waitFor(() => expect(canvas.queryByRole('combobox', { name: 'Platform' })).toBeNull());
      await expect(template).not.toHaveTextContent('playstore');
      await expect(name).toHaveValue('Spin City');
      await userEvent.click(history.getByRole('button', { name: 'Undo' }));
      await expect(name).toHaveValue('');
      await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();
    });
    await step('Shift+Ctrl+Z brings the name back, the Redo button the template', async () => {
      await userEvent.click(name);
      await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
      await expect(name).toHaveValue('Spin City');
      await userEvent.click(history.getByRole('button', { name: 'Redo' }));
      await expect(await canvas.findByRole('combobox', { name: 'Platform' })).toBeVisible();
      await expect(template).toHaveTextContent('playstore');
      await expect(history.getByRole('button', { name: 'Redo' })).toBeDisabled();
    });
    await step('the save creates the landing with both', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save and Continue' }));
      await findToast(canvasElement, 'Launcher settings saved!');
      const created = kit.backend.calls.filter((call) => call.key === 'launcher.createAppStore');
      await expect(created).toHaveLength(1);
    });
  },
};

/** The page's `addEventListener` calls during a story. */
let windowListeners: { mock: { calls: unknown[][] }; mockRestore: () => void };

/**
 * Issue 28: what is typed in Add Template makes the editor dirty for its host (`onDirtyChange`,
 * the state's `dirty`), which guards a reload; the dialog adds no `beforeunload` of its own.
 */
export const AddTemplateIsUnsavedWork: Story = {
  args: { onDirtyChange: fn(), onStateChange: fn() },
  beforeEach: () => {
    windowListeners = spyOn(window, 'addEventListener');
    return () => windowListeners.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Template' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add Template' }));
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(dialog.getByLabelText('Description'), 'Half typed');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ dirty: true }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    const unloadListeners = windowListeners.mock.calls.filter(([type]) => type === 'beforeunload');
    await expect(unloadListeners).toEqual([]);
  },
};

/**
 * Issue 29 over the kit, which keeps versions: another operator renames launcher 1 after this
 * form loaded it; this operator's save names the version it loaded, is answered 409, reads the
 * launcher and asks about the name both changed. The name picked is the one stored.
 */
export const ConflictWithAnotherOperator: Story = {
  args: { landingId: 1 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const stored = () => kit.backend.store.data.launchers.find((launcher) => launcher.id === 1);
    await step('both rename the launcher; theirs is stored first', async () => {
      await openSection(canvasElement, 'Landing Settings');
      const name = await canvas.findByRole('textbox', { name: 'Landing Name' });
      await userEvent.clear(name);
      await userEvent.paste('My Spin');
      // Another operator's save, through the same back office.
      const answer = await fetch('/api/launcher', {
        method: 'PATCH',
        headers: { Authorization: 'Bearer other-operator', 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 1, name: 'Their Spin' }),
      });
      await expect(answer.status).toBe(200);
      await userEvent.click(canvas.getByRole('button', { name: 'Save and Continue' }));
    });
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Someone else saved this launcher' }),
    );
    await step('the dialog shows the original, theirs and yours; mine was refused', async () => {
      const field = dialog.getByRole('group', { name: 'Landing Name' });
      await expect(field).toHaveTextContent('Lucky Spin');
      await expect(field).toHaveTextContent('Their Spin');
      await expect(field).toHaveTextContent('My Spin');
      // Theirs, then mine answered 409.
      await expect(kit.backend.count('launcher.update')).toBe(2);
      await expect(stored()?.name).toBe('Their Spin');
    });
    await step('keeping yours stores it against their version', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Keep All of Theirs' }));
      await userEvent.click(dialog.getByRole('radio', { name: 'Yours' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Save Merged Settings' }));
      await findToast(canvasElement, 'Launcher settings saved!');
      await expect(kit.backend.count('launcher.update')).toBe(3);
      await expect(stored()?.name).toBe('My Spin');
    });
  },
};
