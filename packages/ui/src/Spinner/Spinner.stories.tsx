import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading…' });
    await expect(status).toBeInTheDocument();
    // The label is for screen readers only.
    await expect(within(status).getByText('Loading…')).toHaveStyle({ position: 'absolute' });
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Loading domains…', showLabel: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading domains…' })).toBeVisible();
    await expect(canvas.getByText('Loading domains…')).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};
