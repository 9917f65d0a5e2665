import { createApiClient, createMemoryStorage } from '@landing/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { EditorInstance } from '../LandingEditor/LandingEditor.tsx';
import { lazyPart } from '../lazy/lazyPart.tsx';
import { EditorRoot } from '../root/EditorRoot.tsx';
import { body, openSection, storyBackend } from '../testing/EditorStory.tsx';
import { sectionDefinitions } from './registry.ts';
import { activeContentOf, defineSection } from './types.ts';

/**
 * A section added through its definition alone: a 'Notes' section that needs a translation,
 * with a machine of its own and a lazy view. Nothing else of the editor knows it: it appears in
 * the side navigation, opens under the translation strip with the active translation, asks
 * before its unsaved notes are left, and its view's code loads when it is first needed.
 */
const notesMachine = setup({
  types: {
    context: {} as { contentId: number; text: string },
    input: {} as { contentId: number },
    events: {} as { type: 'notes.type'; text: string },
  },
}).createMachine({
  context: ({ input }) => ({ contentId: input.contentId, text: '' }),
  on: { 'notes.type': { actions: assign({ text: ({ event }) => event.text }) } },
});

function NotesView({ actorRef }: { actorRef: ActorRefFrom<typeof notesMachine> }) {
  const { contentId, text } = useSelector(actorRef, (snapshot) => snapshot.context);
  return (
    <label>
      Notes on translation {contentId}
      <input
        style={{ minHeight: 32 }}
        value={text}
        onChange={(event) => actorRef.send({ type: 'notes.type', text: event.target.value })}
      />
    </label>
  );
}

/** The view's chunk: held until the story lets it arrive. */
const viewChunk = (() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { requests: 0, arrive: () => arrive(), arrived };
})();

const notesSection = defineSection({
  id: 'notes',
  label: 'Notes',
  needsTranslation: true,
  createLogic: () => notesMachine,
  inputFrom: (context) => ({ contentId: activeContentOf(context).id }),
  key: (context) => `notes:${context.activeContent?.id ?? 'none'}`,
  isDirty: (snapshot) => snapshot.context.text !== '',
  View: lazyPart(async () => {
    viewChunk.requests += 1;
    await viewChunk.arrived;
    return NotesView;
  }),
});

function EditorWithNotes({ landingId }: { landingId: number }) {
  const [client] = useState(() =>
    createApiClient({
      storage: createMemoryStorage({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    }),
  );
  return (
    <EditorRoot client={client}>
      <EditorInstance landingId={landingId} sections={[...sectionDefinitions, notesSection]} />
    </EditorRoot>
  );
}

const kit = storyBackend();

const meta = {
  title: 'Editor/SectionDefinition',
  component: EditorWithNotes,
  args: { landingId: 1 },
  beforeEach: kit.install(),
} satisfies Meta<typeof EditorWithNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddedThroughItsDefinition: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: 'Editor sections' }));

    await step('it appears in the side navigation, after the registry’s sections', async () => {
      const notes = await nav.findByRole('button', { name: 'Notes' }, { timeout: 5000 });
      const entries = nav.getAllByRole('button').map((entry) => entry.textContent);
      await expect(entries.at(-1)).toBe('Notes');
      await expect(notes).toBeVisible();
    });

    await step('it routes: its heading, the translation strip, then its lazy view', async () => {
      await openSection(canvasElement, 'Notes');
      await expect(await canvas.findByRole('heading', { name: 'Notes' })).toBeVisible();
      await expect(await canvas.findByRole('tab', { name: 'English (BASE)' })).toBeVisible();
      await expect(
        await canvas.findByRole('status', { name: 'Loading section…' }),
      ).toBeInTheDocument();
      await expect(viewChunk.requests).toBeGreaterThan(0);
      await expect(canvas.queryByRole('textbox', { name: /Notes on translation/ })).toBeNull();
      viewChunk.arrive();
      await expect(
        await canvas.findByRole('textbox', { name: 'Notes on translation 1' }, { timeout: 5000 }),
      ).toBeVisible();
    });

    await step('its machine follows the active translation', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'German' }));
      await expect(
        await canvas.findByRole('textbox', { name: 'Notes on translation 2' }, { timeout: 5000 }),
      ).toBeVisible();
    });

    await step('its unsaved work is guarded', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Notes on translation 2' }),
        'Check the German wording',
      );
      await userEvent.click(nav.getByRole('button', { name: 'Design' }));
      const dialog = await body(canvasElement).findByRole('alertdialog', {
        name: 'Unsaved changes',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
      await expect(canvas.getByRole('heading', { name: 'Notes' })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Notes on translation 2' })).toHaveValue(
        'Check the German wording',
      );
    });
  },
};
