import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeTone } from './Badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Active' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones: BadgeTone[] = ['neutral', 'accent', 'success', 'warning', 'danger'];

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const backgrounds = new Set(
      tones.map((tone) => getComputedStyle(canvas.getByText(tone)).backgroundColor),
    );
    // Each tone looks different.
    await expect(backgrounds.size).toBe(tones.length);
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toBeVisible();
  },
};
