import { createStoryBackend } from '@landing/api/testing';
import { Button, TextInput } from '@landing/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MessagesProvider } from '../messages/messages.tsx';
import type { EditorMessages } from '../package/contract.ts';
import { useEditorServices } from '../services/EditorServices.tsx';
import { EditorRoot } from './EditorRoot.tsx';

/** The standalone editor reads its tokens from localStorage, as a host page keeps them. */
const backend = createStoryBackend();

/** Editor content that saves an app's name through the editor's own client. */
function RenameApp() {
  const { client } = useEditorServices();
  const [name, setName] = useState('Lucky Spin PWA');
  const [status, setStatus] = useState('');
  const save = () =>
    client.pwa.update(1, { name }).then(
      () => setStatus('Saved'),
      () => setStatus('Not saved'),
    );
  return (
    <section aria-label="Sample" style={{ display: 'grid', gap: 12, padding: 16 }}>
      <TextInput label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <Button onClick={() => void save()}>Save</Button>
      <p>{status}</p>
    </section>
  );
}

function StandaloneEditor({
  onSessionEnded,
  messages,
}: {
  onSessionEnded?: (reason: string) => Promise<boolean>;
  /** A host's `messages`, provided as `LandingEditor` does (around the root). */
  messages?: Partial<EditorMessages>;
}) {
  return (
    <MessagesProvider messages={messages}>
      <EditorRoot {...(onSessionEnded ? { onSessionEnded } : {})}>
        <RenameApp />
      </EditorRoot>
    </MessagesProvider>
  );
}

const meta = {
  title: 'Editor/Sign in again',
  component: StandaloneEditor,
  beforeEach: ({ msw }) => {
    msw.use(...backend.start());
    localStorage.setItem('accessToken', 'access-1');
    localStorage.setItem('refreshToken', 'refresh-1');
    return () => {
      localStorage.removeItem('accessToken');
      localStorage.removeItem('refreshToken');
    };
  },
} satisfies Meta<typeof StandaloneEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ends the session on the back office, as a revoke on the server does. */
const revokeSession = async () => {
  for (const token of [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]) {
    await fetch('/tracker/v1/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
  }
};

async function renameThenSave(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const name = canvas.getByRole('textbox', { name: 'Name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Renamed in the embedded editor');
  await revokeSession();
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
}

/**
 * With base URLs and no `onSessionEnded`, the editor's own 'Sign in again' dialog opens over it
 * (inside its root); signing in stores the new tokens in localStorage and the held save goes.
 */
export const DefaultDialogInsideTheEditor: Story = {
  play: async ({ canvasElement }) => {
    await renameThenSave(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Sign in again' });
    await expect(canvasElement.querySelector('[data-editor-portals]')).toContainElement(dialog);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Login' }),
      'operator@example.com',
    );
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await expect(await within(canvasElement).findByText('Saved')).toBeVisible();
    await expect(backend.store.data.apps[0]?.name).toBe('Renamed in the embedded editor');
    await expect(localStorage.getItem('accessToken')).not.toBe('access-1');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * A host's `onSessionEnded` replaces the dialog: it is asked once, signs in its own way (here
 * straight at the tracker) and the held save goes.
 */
export const HostSignsIn: Story = {
  args: {
    onSessionEnded: fn(async () => {
      const answer = await fetch('/tracker/v1/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'operator@example.com', password: 'secret123' }),
      });
      const { data } = (await answer.json()) as {
        data: { access_token: string; refresh_token: string };
      };
      localStorage.setItem('accessToken', data.access_token);
      localStorage.setItem('refreshToken', data.refresh_token);
      return true;
    }),
  },
  play: async ({ canvasElement, args }) => {
    await renameThenSave(canvasElement);
    await expect(await within(canvasElement).findByText('Saved')).toBeVisible();
    await expect(args.onSessionEnded).toHaveBeenCalledTimes(1);
    await expect(args.onSessionEnded).toHaveBeenCalledWith('refresh-failed');
    await expect(backend.store.data.apps[0]?.name).toBe('Renamed in the embedded editor');
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('dialog'),
    ).not.toBeInTheDocument();
  },
};

/** A host's `messages` word the dialog; a text left out keeps its default. */
export const WordedByMessages: Story = {
  args: {
    messages: {
      'signIn.title': 'Erneut anmelden',
      'signIn.password': 'Passwort',
      'signIn.submit': 'Anmelden',
      'signIn.error.email': 'Keine gültige E-Mail-Adresse',
    },
  },
  play: async ({ canvasElement }) => {
    await renameThenSave(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Erneut anmelden' }));
    await expect(body.queryByRole('dialog', { name: 'Sign in again' })).toBeNull();
    await expect(dialog.getByLabelText('Passwort')).toBeInTheDocument();
    await expect(dialog.queryByLabelText('Password')).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Login' })).toBeNull();
    await expect(dialog.getByRole('textbox', { name: 'Login' })).toBeInTheDocument();
    const login = dialog.getByRole('textbox', { name: 'Login' });
    await userEvent.type(login, 'operator');
    await userEvent.type(dialog.getByLabelText('Passwort'), 'secret123');
    await userEvent.click(dialog.getByRole('button', { name: 'Anmelden' }));
    // The form's own rule, in the host's words.
    await waitFor(() => expect(login).toHaveAccessibleDescription('Keine gültige E-Mail-Adresse'));
    await expect(dialog.queryByText('Enter a valid email')).toBeNull();
    await userEvent.type(login, '@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Anmelden' }));
    await expect(await within(canvasElement).findByText('Saved')).toBeVisible();
  },
};
