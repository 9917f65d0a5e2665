import { createApiClient, type ApiClient } from '@landing/api';
import { createStoryBackend } from '@landing/api/testing';
import {
  isInsideScreenWidth,
  onPhone,
  pageFitsScreenWidth,
  PHONE_VIEWPORT,
} from '@landing/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { Button, TextInput } from '@landing/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StorySession } from '../Session/StorySession.tsx';
import { Shell, type ShellProps } from './Shell.tsx';

/** This file's back office: a signed-in operator and a fresh store before every story. */
const backend = createStoryBackend();
const { storage, setFailure } = backend;

/** The signed-in operator the tracker answers. */
const operator = { id: 1, name: 'Demo Operator', email: 'operator@example.com' };

function ShellStory({
  onNavigate,
  currentPath,
}: Pick<ShellProps, 'currentPath'> & { onNavigate: (to: string, keepRedirect: boolean) => void }) {
  return (
    <StorySession storage={storage} onNavigate={onNavigate}>
      <Shell currentPath={currentPath}>
        <main>
          <h1>Apps</h1>
        </main>
      </Shell>
    </StorySession>
  );
}

const meta = {
  title: 'Console/Shell',
  component: ShellStory,
  args: { onNavigate: fn(), currentPath: '/apps' },
  beforeEach: ({ msw }) => {
    msw.use(...backend.start());
    backend.store.data.user = { ...operator };
  },
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const userCard = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'User' });

/** Released by the play function, so the loading text can be looked at while it lasts. */
let answerUser: (() => void) | null = null;

const holdUserAnswer: Story['beforeEach'] = ({ msw }) => {
  answerUser = null;
  msw.use(
    http.get('/tracker/v1/user', async () => {
      await new Promise<void>((resolve) => {
        answerUser = resolve;
      });
      return HttpResponse.json({ data: backend.store.data.user });
    }),
  );
};

/**
 * Shows the loading card, lets the user arrive, and checks the card kept its height; answers
 * the card's box while loading.
 */
async function expectNoShiftWhenTheUserArrives(canvasElement: HTMLElement) {
  const card = userCard(canvasElement);
  await expect(within(card).getByText('Loading...')).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'loading');
  await expect(card).toHaveAttribute('aria-busy', 'true');
  const loading = card.getBoundingClientRect();
  const loadingHeight = loading.height;
  await waitFor(() => expect(answerUser).not.toBeNull());
  answerUser?.();
  await expect(await within(card).findByText('Demo Operator')).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'ready');
  await expect(within(card).queryByText('Loading...')).not.toBeInTheDocument();
  // The header keeps its height: the screen below does not shift when the user arrives.
  await expect(card.getBoundingClientRect().height).toBeCloseTo(loadingHeight, 0);
  return loading;
}

export const UserCardLoading: Story = {
  beforeEach: holdUserAnswer,
  play: async ({ canvasElement }) => {
    await expectNoShiftWhenTheUserArrives(canvasElement);
  },
};

/**
 * On a phone (412 px) the navigation is a strip above the page, every item inside the screen,
 * and the user card one line whose labels are read but not drawn; nothing shifts as it loads.
 */
export const OnAPhone: Story = {
  ...onPhone,
  beforeEach: holdUserAnswer,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(PHONE_VIEWPORT.width);
    const loading = await expectNoShiftWhenTheUserArrives(canvasElement);
    // Nor does it move sideways: as wide as the header whether loading or loaded.
    const loaded = userCard(canvasElement).getBoundingClientRect();
    await expect([loaded.left, loaded.width]).toEqual([loading.left, loading.width]);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const page = canvas.getByRole('main');
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      page.getBoundingClientRect().top,
    );
    await expect(page.getBoundingClientRect().width).toBe(PHONE_VIEWPORT.width);
    const items = [
      ...['Apps', 'Landings', 'Templates', 'Domains'].map((name) =>
        within(nav).getByRole('link', { name }),
      ),
      within(nav).getByRole('button', { name: 'Log Out' }),
    ];
    await expect(items.filter((item) => !isInsideScreenWidth(item))).toEqual([]);
    // A row of items, not a column stacked above the page.
    const [apps, landings] = items.map((item) => item.getBoundingClientRect());
    await expect(landings!.left).toBeGreaterThanOrEqual(apps!.right);
    await expect(landings!.top).toBe(apps!.top);
    const card = userCard(canvasElement);
    await expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Name', 'Email']);
    for (const term of within(card).getAllByRole('term')) {
      await expect(term.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    }
    // One line: name and email side by side (aligned on their baseline, not their top).
    const [name, email] = within(card)
      .getAllByRole('definition')
      .map((value) => value.getBoundingClientRect());
    await expect(email!.left).toBeGreaterThanOrEqual(name!.right);
    await expect(email!.top).toBeLessThan(name!.bottom);
    await expect(isInsideScreenWidth(card)).toBe(true);
    await expect(pageFitsScreenWidth()).toBe(true);
  },
};

export const NameAndEmail: Story = {
  play: async ({ canvasElement }) => {
    const card = userCard(canvasElement);
    await expect(await within(card).findByText('Demo Operator')).toBeVisible();
    await expect(within(card).getByText('operator@example.com')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Main' }).closest('[data-state]'),
    ).toHaveAttribute('data-state', 'authenticated');
  },
};

export const DashForAMissingValue: Story = {
  beforeEach: () => {
    backend.store.data.user.name = '  ';
  },
  play: async ({ canvasElement }) => {
    const card = userCard(canvasElement);
    await expect(await within(card).findByText('operator@example.com')).toBeVisible();
    const name = within(card).getByText('Name').nextElementSibling;
    await expect(name).toHaveTextContent(/^—$/);
  },
};

/**
 * A back office that meets the spec may answer the user with `email: null` (and no further
 * fields): the card shows a dash and the operator stays signed in.
 */
export const EmailNullShowsADash: Story = {
  beforeEach: () => {
    backend.options.readAnswers = 'lean';
  },
  play: async ({ canvasElement }) => {
    const card = userCard(canvasElement);
    await expect(await within(card).findByText('Demo Operator')).toBeVisible();
    const email = within(card).getByText('Email').nextElementSibling;
    await expect(email).toHaveTextContent(/^—$/);
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Main' }).closest('[data-state]'),
    ).toHaveAttribute('data-state', 'authenticated');
  },
};

export const NavigationMarksTheCurrentPage: Story = {
  args: { currentPath: '/apps/12' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const links = ['Apps', 'Landings', 'Templates', 'Domains'].map((name) =>
      nav.getByRole('link', { name }),
    );
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/apps',
      '/landings',
      '/templates',
      '/domains',
    ]);
    await expect(nav.getByRole('link', { name: 'Apps' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Landings', 'Templates', 'Domains']) {
      await expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
    await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

export const EditorKeepsLandingsMarked: Story = {
  args: { currentPath: '/pwa-creation' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Landings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Apps' })).not.toHaveAttribute('aria-current');
  },
};

export const LogOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Demo Operator');
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login', false));
    await expect(backend.count('tracker.logout')).toBe(1);
    // The server ended the session of the operator's token, not some other one.
    const ended = await fetch('/tracker/v1/user', {
      headers: { Authorization: 'Bearer access-1' },
    });
    await expect(ended.status).toBe(401);
    await expect(storage.getItem('accessToken')).toBeNull();
    await expect(storage.getItem('refreshToken')).toBeNull();
    await expect(canvas.queryByText('Demo Operator')).not.toBeInTheDocument();
  },
};

export const LogOutIgnoresAFailingServer: Story = {
  beforeEach: () => {
    setFailure('tracker.logout', { status: 503, body: { message: 'Tracker is down' } });
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Demo Operator');
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login', false));
    await expect(storage.getItem('accessToken')).toBeNull();
    await expect(storage.getItem('refreshToken')).toBeNull();
  },
};

export const SessionExpiryKeepsThePage: Story = {
  beforeEach: () => {
    setFailure('tracker.user', { status: 401, body: { message: 'Token expired' } });
    setFailure('tracker.refresh', { status: 401, body: { message: 'Refresh token expired' } });
  },
  play: async ({ args }) => {
    // A session that ends by itself asks for /login keeping the page, and clears both tokens.
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login', true));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(storage.getItem('accessToken')).toBeNull();
    await expect(storage.getItem('refreshToken')).toBeNull();
  },
};

/** A screen that saves an app's name through the story's client, as the App page does. */
function RenameApp({ client }: { client: ApiClient }) {
  const [name, setName] = useState('Lucky Spin PWA');
  const [status, setStatus] = useState('');
  const save = () =>
    client.pwa.update(1, { name }).then(
      () => setStatus('Saved'),
      (error: unknown) => setStatus(`Failed: ${String(error)}`),
    );
  return (
    <main>
      <h1>App</h1>
      <TextInput label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <Button onClick={() => void save()}>Save</Button>
      <p role="status">{status}</p>
    </main>
  );
}

function SessionEndsStory({ onNavigate }: { onNavigate: (to: string, keep: boolean) => void }) {
  const [client] = useState(() => createApiClient({ storage }));
  return (
    <StorySession storage={storage} onNavigate={onNavigate} client={client}>
      <Shell currentPath="/apps/1">
        <RenameApp client={client} />
      </Shell>
    </StorySession>
  );
}

/** Ends the story's session on the back office, as a revoke on the server does. */
const revokeSession = async () => {
  for (const token of [storage.getItem('accessToken'), storage.getItem('refreshToken')]) {
    await fetch('/tracker/v1/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
  }
};

/**
 * The session is revoked on the server while an app is being renamed: Save opens the sign-in
 * dialog over the page (nothing is cleared, nobody moves), a wrong password is refused there,
 * and signing in sends the held save, which reaches the back office.
 */
export const SessionEndsUnderASave: Story = {
  render: (args) => <SessionEndsStory onNavigate={args.onNavigate} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('Demo Operator');
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed while signed out');
    await revokeSession();

    await step('Save opens the dialog over the page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      const dialog = await body.findByRole('dialog', { name: 'Sign in again' });
      await expect(within(dialog).getByRole('textbox', { name: 'Login' })).toHaveValue(
        'operator@example.com',
      );
      await expect(name).toHaveValue('Renamed while signed out');
      await expect(backend.store.data.apps[0]?.name).toBe('Lucky Spin PWA');
    });

    await step('a wrong password is refused in the dialog', async () => {
      const dialog = body.getByRole('dialog', { name: 'Sign in again' });
      await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
      await expect(await within(dialog).findByText('Invalid email or password')).toBeVisible();
    });

    await step('signing in sends the held save', async () => {
      const dialog = body.getByRole('dialog', { name: 'Sign in again' });
      const password = within(dialog).getByLabelText('Password');
      await userEvent.clear(password);
      await userEvent.type(password, 'secret123');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
      await expect(await canvas.findByText('Saved')).toBeVisible();
      await waitFor(() =>
        expect(body.queryByRole('dialog', { name: 'Sign in again' })).not.toBeInTheDocument(),
      );
      await expect(backend.store.data.apps[0]?.name).toBe('Renamed while signed out');
      await expect(args.onNavigate).not.toHaveBeenCalled();
      await expect(storage.getItem('accessToken')).not.toBeNull();
    });
  },
};
