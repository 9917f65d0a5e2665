import { createStoryBackend, FRESH_ACCESS_TOKEN } from '@landing/api/testing';
import { LOGIN_SCREEN_PATHS, screenStepsOf, type LoginScreenPath } from '@landing/machines/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { StorySession } from '../Session/StorySession.tsx';
import { Login, RESTORE_ACCESS_MESSAGE, type LoginProps } from './Login.tsx';

/** This file's back office (the tracker of the MSW kit); nobody is signed in before a story. */
const backend = createStoryBackend();
const { storage, setFailure } = backend;
/** The kit's operator. */
const credentials = { email: 'operator@example.com', password: 'secret123' };
/** The browser alert behind the default Restore Access, replaced by a spy per story. */
let alertSpy = spyOn(window, 'alert');

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
  beforeEach: ({ msw }) => {
    msw.use(...backend.start());
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
  beforeEach: () => {
    backend.store.data.credentials.password = '123456';
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
  beforeEach: () => {
    setFailure('tracker.login', {
      status: 429,
      body: { message: 'Too many failed logins. Try again in 15 minutes.' },
    });
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
  beforeEach: () => {
    setFailure('tracker.login', { status: 403, body: { error: 'This account is locked' } });
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
  // A proxy's HTML page, which the kit's failure switch (JSON bodies) cannot give.
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
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, `  ${credentials.email} `, credentials.password);
    await userEvent.click(loginButton(canvasElement));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/apps/7', false));
    await expect(storage.getItem('accessToken')).toBe(FRESH_ACCESS_TOKEN);
    await expect(storage.getItem('refreshToken')).toEqual(expect.any(String));
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Released by the play function, so the busy state can be looked at while it lasts. */
let releaseLogin: (() => void) | null = null;

export const BusyWhileSigningIn: Story = {
  beforeEach: ({ msw }) => {
    releaseLogin = null;
    // The kit's answer, held until the play function has looked at the busy form.
    msw.use(
      http.post('/tracker/v1/login', async () => {
        await new Promise<void>((resolve) => {
          releaseLogin = resolve;
        });
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, credentials.email, 'wrong-password');
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

/**
 * Drives one session model path (`LOGIN_SCREEN_PATHS`, checked against the model by its unit
 * test) through the Login screen against the MSW kit: `session.login` is the form filled and
 * submitted, with the kit's operator password when the path's login succeeds and a wrong one
 * when it fails. After every step it checks in the UI what the session model test checks on
 * the machine: one login call per submit; a refused login shows the server's message, keeps
 * what was typed, stores nothing and moves nobody; a login stores the answered tokens, loads
 * the user once and goes to the page asked for.
 */
/** Long enough for a request the session should not have sent to reach the MSW kit. */
const QUIET_MS = 300;

const drivePath =
  (name: LoginScreenPath): Story['play'] =>
  async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const { loads, steps } = screenStepsOf(LOGIN_SCREEN_PATHS[name]);
    await expect(loads).toEqual([]);
    for (const { event, answers } of steps) {
      const label = answers.map((a) => `${a.failed ? '✗' : '✓'} ${a.actor}`).join(', ');
      await step(`${event} → ${label}`, async () => {
        if (event !== 'session.login') throw new Error(`no screen action for ${event}`);
        const refused = answers.some((a) => a.actor === 'login' && a.failed);
        const password = refused ? 'wrong-password' : credentials.password;
        const logins = backend.count('tracker.login');
        const users = backend.count('tracker.user');
        await fill(canvasElement, credentials.email, password);
        await userEvent.click(loginButton(canvasElement));
        const form = canvas.getByRole('form', { name: 'Login' });
        if (refused) {
          await expect(await canvas.findByRole('alert')).toHaveTextContent(
            'Invalid email or password',
          );
          await expect(canvas.getByRole('textbox', { name: 'Login' })).toHaveValue(
            credentials.email,
          );
          await expect(canvas.getByLabelText('Password')).toHaveValue(password);
          // A refused login starts nothing: give a call started by mistake time to reach the kit.
          await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
          await expect(storage.getItem('accessToken')).toBeNull();
          await expect(args.onNavigate).not.toHaveBeenCalled();
          await expect(backend.count('tracker.user')).toBe(users);
        } else {
          await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/apps/7', false));
          await expect(args.onNavigate).toHaveBeenCalledTimes(1);
          await expect(storage.getItem('accessToken')).toBe(FRESH_ACCESS_TOKEN);
          const loadsUser = answers.some((a) => a.actor === 'loadUser' && !a.failed);
          await waitFor(() =>
            expect(backend.count('tracker.user')).toBe(users + (loadsUser ? 1 : 0)),
          );
          await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
        }
        await expect(backend.count('tracker.login')).toBe(logins + 1);
        await waitFor(() => expect(form).toHaveAttribute('data-state', 'idle'));
      });
    }
  };

export const PathSignedIn: Story = { args: { redirectTo: '/apps/7' }, play: drivePath('signedIn') };
export const PathRefused: Story = { args: { redirectTo: '/apps/7' }, play: drivePath('refused') };
