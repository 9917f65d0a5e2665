import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pill } from './Pill.tsx';

const meta = {
  title: 'UI/Pill',
  component: Pill,
  args: { children: 'firebase' },
} satisfies Meta<typeof Pill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('firebase')).toHaveAttribute('data-state', 'inactive');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Active: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('firebase')).toHaveAttribute(
      'data-state',
      'active',
    );
  },
};

function ZoomSteps() {
  const [zoom, setZoom] = useState(100);
  return (
    <div role="group" aria-label="Zoom" style={{ display: 'flex', gap: 8 }}>
      {[50, 75, 100, 125, 150].map((step) => (
        <Pill key={step} active={zoom === step} onClick={() => setZoom(step)}>
          {step}%
        </Pill>
      ))}
    </div>
  );
}

export const Toggles: Story = {
  render: () => <ZoomSteps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hundred = canvas.getByRole('button', { name: '100%' });
    await expect(hundred).toHaveAttribute('aria-pressed', 'true');
    await expect(hundred).toHaveAttribute('type', 'button');
    await userEvent.click(canvas.getByRole('button', { name: '125%' }));
    await expect(canvas.getByRole('button', { name: '125%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(hundred).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await expect(hundred).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Disabled: Story = {
  args: { onClick: fn(), disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'firebase' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
