import { createMemoryStorage } from '@landing/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StorySession } from '../Session/StorySession.tsx';
import { Shell, type ShellProps } from './Shell.tsx';

/** This file's token storage: a signed-in operator's two tokens before every story. */
const storage = createMemoryStorage();

const operator = { id: 1, name: 'Demo Operator', email: 'operator@example.com' };
const userAnswer = (user: { name: string; email: string }) => () =>
  HttpResponse.json({ data: { id: 1, ...user } });

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
  beforeEach: () => {
    storage.clear();
    storage.setItem('accessToken', 'access-1');
    storage.setItem('refreshToken', 'refresh-1');
  },
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const userCard = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'User' });

/** Released by the play function, so the loading text can be looked at while it lasts. */
let answerUser: (() => void) | null = null;

export const UserCardLoading: Story = {
  beforeEach: ({ msw }) => {
    answerUser = null;
    msw.use(
      http.get('/tracker/v1/user', async () => {
        await new Promise<void>((resolve) => {
          answerUser = resolve;
        });
        return HttpResponse.json({ data: operator });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const card = userCard(canvasElement);
    await expect(within(card).getByText('Loading...')).toBeVisible();
    await expect(card).toHaveAttribute('data-state', 'loading');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(answerUser).not.toBeNull());
    answerUser?.();
    await expect(await within(card).findByText('Demo Operator')).toBeVisible();
    await expect(card).toHaveAttribute('data-state', 'ready');
    await expect(within(card).queryByText('Loading...')).not.toBeInTheDocument();
  },
};

export const NameAndEmail: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/tracker/v1/user', userAnswer(operator)));
  },
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
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/tracker/v1/user', userAnswer({ name: '  ', email: 'operator@example.com' })),
    );
  },
  play: async ({ canvasElement }) => {
    const card = userCard(canvasElement);
    await expect(await within(card).findByText('operator@example.com')).toBeVisible();
    const name = within(card).getByText('Name').nextElementSibling;
    await expect(name).toHaveTextContent(/^—$/);
  },
};

export const NavigationMarksTheCurrentPage: Story = {
  args: { currentPath: '/apps/12' },
  beforeEach: ({ msw }) => {
    msw.use(http.get('/tracker/v1/user', userAnswer(operator)));
  },
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
  beforeEach: ({ msw }) => {
    msw.use(http.get('/tracker/v1/user', userAnswer(operator)));
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Landings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Apps' })).not.toHaveAttribute('aria-current');
  },
};

let logoutCalls: string[] = [];

export const LogOut: Story = {
  beforeEach: ({ msw }) => {
    logoutCalls = [];
    msw.use(
      http.get('/tracker/v1/user', userAnswer(operator)),
      http.post('/tracker/v1/logout', ({ request }) => {
        logoutCalls.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json({ data: { success: true } });
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Demo Operator');
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login', false));
    await expect(logoutCalls).toEqual(['Bearer access-1']);
    await expect(storage.getItem('accessToken')).toBeNull();
    await expect(storage.getItem('refreshToken')).toBeNull();
    await expect(canvas.queryByText('Demo Operator')).not.toBeInTheDocument();
  },
};

export const LogOutIgnoresAFailingServer: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/tracker/v1/user', userAnswer(operator)),
      http.post('/tracker/v1/logout', () =>
        HttpResponse.json({ message: 'Tracker is down' }, { status: 503 }),
      ),
    );
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
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/tracker/v1/user', () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
      http.post('/tracker/v1/refresh', () =>
        HttpResponse.json({ message: 'Refresh token expired' }, { status: 401 }),
      ),
    );
  },
  play: async ({ args }) => {
    // A session that ends by itself asks for /login keeping the page, and clears both tokens.
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login', true));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(storage.getItem('accessToken')).toBeNull();
    await expect(storage.getItem('refreshToken')).toBeNull();
  },
};
