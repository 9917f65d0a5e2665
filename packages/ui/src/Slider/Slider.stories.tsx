import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider.tsx';

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Volume', onValueChange: fn(), onValueCommit: fn() },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');

    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '11');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
  },
};

export const StarPercent: Story = {
  args: {
    label: '5 stars',
    step: 0.1,
    defaultValue: 80,
    formatValue: (value: number) => `${value.toFixed(1)}%`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: '5 stars' });
    await expect(slider).toHaveAttribute('aria-valuetext', '80.0%');
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(79.9);
    await expect(canvas.getByText('79.9%')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 30 },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
    await expect(slider).toHaveAttribute('aria-valuenow', '30');
    await expect(slider).not.toHaveAttribute('tabindex');
  },
};
