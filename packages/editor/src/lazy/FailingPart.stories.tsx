import { createApiClient, createMemoryStorage } from '@landing/api';
import { createToastStore, TextInput } from '@landing/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { Suspense, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { EditorInstance } from '../LandingEditor/LandingEditor.tsx';
import { ToasterFallback } from '../root/ToasterFallback.tsx';
import { EditorRoot } from '../root/EditorRoot.tsx';
import { sectionDefinitions } from '../sections/registry.ts';
import { defineSection } from '../sections/types.ts';
import { openSection, storyBackend } from '../testing/EditorStory.tsx';
import { lazyPart } from './lazyPart.tsx';
import { PART_FAILED } from './PartFailed.tsx';

/**
 * A part whose chunk fails to load (the server down when it is first needed) shows 'Retry' in
 * its own place; the editor around it stays and keeps what was typed; a retry fetches the
 * chunk again.
 */

/** A chunk that fails while `down` holds, like a dynamic import with the server gone. */
function flakyChunk<T>(value: T) {
  const chunk = {
    down: true,
    requests: 0,
    load: (): Promise<T> => {
      chunk.requests += 1;
      return chunk.down
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(value);
    },
  };
  return chunk;
}

const notesMachine = setup({
  types: {
    context: {} as { text: string },
    events: {} as { type: 'notes.type'; text: string },
  },
}).createMachine({
  context: { text: '' },
  on: { 'notes.type': { actions: assign({ text: ({ event }) => event.text }) } },
});

function NotesView({ actorRef }: { actorRef: ActorRefFrom<typeof notesMachine> }) {
  const text = useSelector(actorRef, (snapshot) => snapshot.context.text);
  return (
    <TextInput
      label="Notes"
      value={text}
      onChange={(event) => actorRef.send({ type: 'notes.type', text: event.target.value })}
    />
  );
}

const notesChunk = flakyChunk(NotesView);

const notesSection = defineSection({
  id: 'notes',
  label: 'Notes',
  needsTranslation: false,
  createLogic: () => notesMachine,
  inputFrom: () => undefined,
  key: () => 'notes',
  isDirty: (snapshot) => snapshot.context.text !== '',
  View: lazyPart(notesChunk.load),
});

function EditorWithFlakyNotes({ landingId }: { landingId: number }) {
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
  title: 'Editor/FailingPart',
  component: EditorWithFlakyNotes,
  args: { landingId: 1 },
  beforeEach: kit.install(),
} satisfies Meta<typeof EditorWithFlakyNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SectionChunkFails: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    notesChunk.down = true;

    await step('the failing section shows Retry in its own place; the editor stays', async () => {
      // The navigation's entries become buttons once the landing has loaded.
      await canvas.findByRole('button', { name: 'Notes' }, { timeout: 10_000 });
      await openSection(canvasElement, 'Notes');
      const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
      await expect(alert).toHaveTextContent(PART_FAILED);
      await expect(canvas.getByRole('heading', { name: 'Notes' })).toBeVisible();
      await expect(canvas.getByRole('navigation', { name: 'Editor sections' })).toBeVisible();
    });

    await step('Retry, with the server back, loads it in place', async () => {
      notesChunk.down = false;
      const requests = notesChunk.requests;
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      const notes = await canvas.findByRole('textbox', { name: 'Notes' }, { timeout: 10_000 });
      await expect(notesChunk.requests).toBeGreaterThan(requests);
      await userEvent.type(notes, 'kept');
      await expect(notes).toHaveValue('kept');
      await expect(canvas.queryByText(PART_FAILED)).toBeNull();
    });
  },
};

const toasts = createToastStore();
const toasterChunk = flakyChunk(function Toaster() {
  return <p>Real toaster</p>;
});
const ToasterPart = lazyPart(toasterChunk.load, (retry) => (
  <ToasterFallback store={toasts} label="Notifications" onRetry={retry} />
));

/** The toaster's chunk fails: its messages show as plain text in its place, the form stays. */
function FormWithFlakyToaster() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput
        label="Description"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Suspense fallback={null}>
        <ToasterPart />
      </Suspense>
    </>
  );
}

export const ToasterChunkFails: StoryObj<typeof FormWithFlakyToaster> = {
  render: () => <FormWithFlakyToaster />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'A long text');
    toasts.add('error', 'Failed to update content');

    await step('the message shows as text with Retry, and the typing stays', async () => {
      const region = await canvas.findByRole('region', { name: 'Notifications' });
      await expect(within(region).getByText('Failed to update content')).toBeVisible();
      await expect(within(region).getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('A long text');
    });

    await step('Retry loads the toaster', async () => {
      toasterChunk.down = false;
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await expect(await canvas.findByText('Real toaster')).toBeVisible();
    });
  },
};
