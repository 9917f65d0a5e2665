import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Console/NotFound',
  component: NotFound,
  args: { path: '/no/such/page' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(canvas.getByText('Oops! Page not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(console.warn).toHaveBeenCalledWith(`404: no page at ${args.path}`);
  },
};
