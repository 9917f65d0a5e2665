import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const create = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Нет данных для отображения' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Нет данных для отображения')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    icon: '☐',
    title: 'No domains yet',
    description: 'Buy a domain to publish a landing on it.',
    action: <Button onClick={create}>Buy domain</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No domains yet')).toBeVisible();
    await expect(canvas.getByText('Buy a domain to publish a landing on it.')).toBeVisible();
    await expect(canvas.getByText('☐')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy domain' }));
    await expect(create).toHaveBeenCalledTimes(1);
  },
};
