import { Button, TextInput } from '@landing/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { historyForm } from '../types.ts';
import { FormHistory } from './FormHistory.tsx';

/** A one-field form: its text, and a busy state (as a save) that takes no restore. */
const noteMachine = setup({
  types: {
    context: {} as { text: string },
    events: {} as { type: 'text.change'; text: string } | { type: 'save' } | { type: 'saved' },
  },
}).createMachine({
  context: { text: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'text.change': { actions: assign({ text: ({ event }) => event.text }) },
        save: 'saving',
      },
    },
    saving: { on: { saved: 'editing' } },
  },
});

type NoteActor = ActorRefFrom<typeof noteMachine>;

const noteHistory = (actor: NoteActor) =>
  historyForm<string>({
    id: 'note',
    actor,
    isReady: (snapshot) => (snapshot as ReturnType<NoteActor['getSnapshot']>).matches('editing'),
    currentOf: (snapshot) => (snapshot as ReturnType<NoteActor['getSnapshot']>).context.text,
    restore: (text) => [{ type: 'text.change', text }],
  });

function HistoryBarStory() {
  const actor = useActorRef(noteMachine);
  const [forms] = useState(() => [noteHistory(actor)]);
  const text = useSelector(actor, (snapshot) => snapshot.context.text);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  return (
    <div data-landing-editor="">
      <FormHistory forms={forms} labels={{ group: 'History', undo: 'Undo', redo: 'Redo' }} />
      <TextInput
        label="Note"
        value={text}
        onChange={(event) => actor.send({ type: 'text.change', text: event.target.value })}
      />
      <Button onClick={() => actor.send(saving ? { type: 'saved' } : { type: 'save' })}>
        {saving ? 'Finish saving' : 'Save'}
      </Button>
      <div role="dialog" aria-label="Another dialog">
        <TextInput label="Elsewhere" defaultValue="" />
      </div>
    </div>
  );
}

const meta = {
  title: 'Drafts/FormHistory',
  component: HistoryBarStory,
} satisfies Meta<typeof HistoryBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const barOf = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const bar = within(await canvas.findByRole('group', { name: 'History' }));
  return {
    note: canvas.getByRole('textbox', { name: 'Note' }),
    undo: bar.getByRole('button', { name: 'Undo' }),
    redo: bar.getByRole('button', { name: 'Redo' }),
  };
};

export const ButtonsFollowTheSteps: Story = {
  play: async ({ canvasElement, step }) => {
    const { note, undo, redo } = await barOf(canvasElement);
    await step('nothing to undo or redo at first; the shortcuts are announced', async () => {
      await expect(undo).toBeDisabled();
      await expect(redo).toBeDisabled();
      await expect(undo).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');
      await expect(redo).toHaveAttribute(
        'aria-keyshortcuts',
        'Control+Shift+Z Meta+Shift+Z Control+Y',
      );
    });
    await step('typing is one step: Undo on, Redo off', async () => {
      await userEvent.type(note, 'Hello');
      await expect(undo).toBeEnabled();
      await expect(redo).toBeDisabled();
    });
    await step('Undo takes the whole word back: Undo off, Redo on', async () => {
      await userEvent.click(undo);
      await expect(note).toHaveValue('');
      await expect(undo).toBeDisabled();
      await expect(redo).toBeEnabled();
      await userEvent.click(redo);
      await expect(note).toHaveValue('Hello');
      await expect(redo).toBeDisabled();
    });
    await step('while the form saves, both wait', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
      await expect(undo).toBeDisabled();
      await userEvent.click(note);
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(note).toHaveValue('Hello');
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finish saving' }));
      await expect(undo).toBeEnabled();
    });
  },
};

export const KeyboardShortcuts: Story = {
  play: async ({ canvasElement, step }) => {
    const { note, undo, redo } = await barOf(canvasElement);
    await userEvent.type(note, 'one');
    await userEvent.paste(' two');
    await step('Ctrl+Z and Cmd+Z undo', async () => {
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(note).toHaveValue('one');
      await userEvent.keyboard('{Meta>}z{/Meta}');
      await expect(note).toHaveValue('');
      await expect(undo).toBeDisabled();
    });
    await step('Shift+Ctrl+Z, Shift+Cmd+Z and Ctrl+Y redo', async () => {
      await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
      await expect(note).toHaveValue('one');
      await userEvent.keyboard('{Meta>}{Shift>}z{/Shift}{/Meta}');
      await expect(note).toHaveValue('one two');
      await userEvent.keyboard('{Control>}z{/Control}');
      await userEvent.keyboard('{Control>}y{/Control}');
      await expect(note).toHaveValue('one two');
      await expect(redo).toBeDisabled();
    });
    await step('in a dialog the bar is not in, the keys are left alone', async () => {
      const elsewhere = within(canvasElement).getByRole('textbox', { name: 'Elsewhere' });
      await userEvent.type(elsewhere, 'x');
      await userEvent.keyboard('{Control>}z{/Control}');
      await waitFor(() => expect(note).toHaveValue('one two'));
      await expect(undo).toBeEnabled();
    });
  },
};

export const FocusStaysInTheBar: Story = {
  play: async ({ canvasElement, step }) => {
    const { note, undo, redo } = await barOf(canvasElement);
    await userEvent.type(note, 'one');
    await userEvent.paste(' two');
    await step('the last Undo hands focus to Redo, so Shift+Ctrl+Z still redoes', async () => {
      await userEvent.click(undo);
      await userEvent.click(undo);
      await expect(undo).toBeDisabled();
      await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
      await expect(note).toHaveValue('one');
      await expect(redo).toHaveFocus();
    });
    await step('the last Redo hands focus to Undo, so Ctrl+Z still undoes', async () => {
      await userEvent.click(redo);
      await expect(redo).toBeDisabled();
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(note).toHaveValue('one');
      await expect(undo).toHaveFocus();
    });
  },
};
