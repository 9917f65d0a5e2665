import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { label: 'Description', name: 'description', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'At least 20 characters' },
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAccessibleDescription('At least 20 characters');
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    await expect(textarea).toHaveValue('Line one\nLine two');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithCount: Story = {
  args: { maxLength: 500, showCount: true, defaultValue: 'Great app' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9 / 500')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), '!');
    await expect(canvas.getByText('10 / 500')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'Too short', error: 'Minimum 20 characters' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Minimum 20 characters');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read only' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Description' }),
    ).toBeDisabled();
  },
};
