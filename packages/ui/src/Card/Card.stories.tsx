import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { children: <p>Firebase push notifications are enabled.</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {
  args: { title: 'Push service', actions: <Button variant="secondary">Edit</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Push service' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Push service',
    );
    await expect(within(region).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(region).toHaveTextContent('Firebase push notifications are enabled.');
  },
};

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.getByText('Firebase push notifications are enabled.')).toBeVisible();
  },
};
