import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorText } from './ErrorText.tsx';

const meta = {
  title: 'UI/ErrorText',
  component: ErrorText,
  args: { children: 'Failed to load PWA' },
} satisfies Meta<typeof ErrorText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load PWA');
    // The danger token, not the body text colour.
    await expect(getComputedStyle(alert).color).not.toBe(
      getComputedStyle(canvasElement.ownerDocument.body).color,
    );
  },
};
