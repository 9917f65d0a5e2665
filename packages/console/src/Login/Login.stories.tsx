import { createMemoryStorage } from '@landing/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { StorySession } from '../Session/StorySession.tsx';
import { Login, RESTORE_ACCESS_MESSAGE, type LoginProps } from './Login.tsx';

/** This file's token storage, emptied before every story. */
const storage = createMemoryStorage();
/** The browser alert behind the default Restore Access, replaced by a spy per story. */
let alertSpy = spyOn(window, 'alert');

const operator = { id: 1, name: 'Demo Operator', email: 'operator@example.com' };
const tokens = { access_token: 'access-1', refresh_token: 'refresh-1' };

function LoginStory({
  onNavigate,
  ...props
}: LoginProps & { onNavigate: (to: string, keepRedirect: boolean) => void }) {
  return (
    <StorySession storage={storage} onNavigate={onNavigate}>
      <Login {...props} />
    </StorySession>
  );
}

const meta = {
  title: 'Console/Login',
  component: LoginStory,
  args: { onNavigate: fn(), onRestoreAccess: fn() },
  beforeEach: () => {
    storage.clear();
  },
} satisfies Meta<typeof LoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, email: string, password: string) => {
  const canvas = within(canvasElement);
  if (email !== '') await userEvent.type(canvas.getByRole('textbox', { name: 'Login' }), email);
  if (password !== '') await userEvent.type(canvas.getByLabelText('Password'), password);
};

const loginButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Login' });

export const ValidationMessages: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('/tracker/v1/login', () => HttpResponse.json({ data: tokens })));
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Login' });
    const password = canvas.getByLabelText('Password');

    await step('an empty form shows both messages and sends nothing', async () => {
      await userEvent.click(loginButton(canvasElement));
      await expect(email).toHaveAccessibleDescription('Enter a valid email');
      await expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
    });

    await step('a bad email and a short password keep the messages', async () => {
      await fill(canvasElement, 'operator@example', '12345');
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText('Enter a valid email')).toBeVisible();
      await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
    });

    await step('a valid form clears them and signs in', async () => {
      await userEvent.type(email, '.com');
      await userEvent.type(password, '6');
      await userEvent.click(loginButton(canvasElement));
      await expect(canvas.queryByText('Enter a valid email')).not.toBeInTheDocument();
      await expect(
        canvas.queryByText('Password must be at least 6 characters'),
      ).not.toBeInTheDocument();
      await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/', false));
    });
  },
};

export const ThrottledShowsServerMessage: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/tracker/v1/login', () =>
        HttpResponse.json(
          { message: 'Too many failed logins. Try again in 15 minutes.' },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'operator@example.com', 'secret123');
    await userEvent.click(loginButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many failed logins. Try again in 15 minutes.',
    );
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(storage.getItem('accessToken')).toBeNull();
    await expect(canvas.getByLabelText('Password')).toHaveValue('secret123');
  },
};

export const WrongPasswordShowsServerMessage: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/tracker/v1/login', () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'operator@example.com', 'wrong-password');
    await userEvent.click(loginButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(storage.getItem('accessToken')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Login' })).toHaveValue(
      'operator@example.com',
    );
  },
};

export const ServerErrorFieldIsShown: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/tracker/v1/login', () =>
        HttpResponse.json({ error: 'This account is locked' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'operator@example.com', 'operator123');
    await userEvent.click(loginButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This account is locked',
    );
  },
};

export const LoginFailedFallback: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(
        '/tracker/v1/login',
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'operator@example.com', 'operator123');
    await userEvent.click(loginButton(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/^Login failed$/);
  },
};

export const SuccessGoesWhereTheUserWasGoing: Story = {
  args: { redirectTo: '/apps/7' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/tracker/v1/login', async ({ request }) => {
        const body = (await request.json()) as { email?: string; password?: string };
        return body.email === 'operator@example.com' && body.password === 'operator123'
          ? HttpResponse.json({ data: tokens })
          : HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 });
      }),
      http.get('/tracker/v1/user', () => HttpResponse.json({ data: operator })),
    );
  },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, '  operator@example.com ', 'operator123');
    await userEvent.click(loginButton(canvasElement));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/apps/7', false));
    await expect(storage.getItem('accessToken')).toBe('access-1');
    await expect(storage.getItem('refreshToken')).toBe('refresh-1');
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Released by the play function, so the busy state can be looked at while it lasts. */
let releaseLogin: (() => void) | null = null;

export const BusyWhileSigningIn: Story = {
  beforeEach: ({ msw }) => {
    releaseLogin = null;
    msw.use(
      http.post('/tracker/v1/login', async () => {
        await new Promise<void>((resolve) => {
          releaseLogin = resolve;
        });
        return HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'operator@example.com', 'operator123');
    await userEvent.click(loginButton(canvasElement));
    const button = loginButton(canvasElement);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('form', { name: 'Login' })).toHaveAttribute(
      'data-state',
      'submitting',
    );
    await waitFor(() => expect(releaseLogin).not.toBeNull());
    releaseLogin?.();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('form', { name: 'Login' })).toHaveAttribute('data-state', 'idle');
  },
};

export const RestoreAccess: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Forget Password' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Access' }));
    await expect(args.onRestoreAccess).toHaveBeenCalledWith(RESTORE_ACCESS_MESSAGE);
  },
};

export const RestoreAccessUsesTheBrowserAlert: Story = {
  args: { onRestoreAccess: undefined },
  beforeEach: () => {
    alertSpy = spyOn(window, 'alert').mockImplementation(() => {});
    return () => alertSpy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Restore Access' }));
    await expect(alertSpy).toHaveBeenCalledWith(RESTORE_ACCESS_MESSAGE);
  },
};

export const PasswordShowHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'secret7');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret7');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};
