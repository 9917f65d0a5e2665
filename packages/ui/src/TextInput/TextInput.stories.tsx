import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextInput } from './TextInput.tsx';

const meta = {
  title: 'UI/TextInput',
  component: TextInput,
  args: { label: 'Name', name: 'name', onChange: fn() },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'My app', hint: 'At least 2 characters' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAccessibleDescription('At least 2 characters');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Shop');
    await expect(input).toHaveValue('Shop');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const WithError: Story = {
  args: { defaultValue: 'a', error: 'Minimum 2 characters' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Minimum 2 characters');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Minimum 2 characters');
  },
};

export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', defaultValue: 'secret1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');

    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('type', 'button');
    const target = show.getBoundingClientRect();
    await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret1');

    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked', type: 'password', label: 'Password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search', hideLabel: true, type: 'search', placeholder: 'Search…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};
