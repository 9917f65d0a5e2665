import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';
import { SPINNER_DELAY_MS } from './spinnerDelay.ts';

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

/**
 * A load that ends within `SPINNER_DELAY_MS` shows no spinner: the status is announced at once,
 * its ring fades in and turns only after the delay (no flicker, no frames drawn for it).
 */
export const SeenAfterADelay: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading…' });
    const ring = status.querySelector('[aria-hidden="true"]')!;
    const timings = ring
      .getAnimations()
      .map((animation) => (animation.effect as KeyframeEffect).getTiming());
    await expect(timings).toEqual([
      expect.objectContaining({ delay: SPINNER_DELAY_MS, fill: 'both' }),
      expect.objectContaining({ delay: SPINNER_DELAY_MS, iterations: Infinity }),
    ]);
    await waitFor(() => expect(getComputedStyle(ring).opacity).toBe('1'), { timeout: 5000 });
  },
};
