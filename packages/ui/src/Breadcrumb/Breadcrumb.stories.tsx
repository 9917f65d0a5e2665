import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb.tsx';

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ label: 'Apps', href: '#apps' }, { label: 'Group' }, { label: 'My shop app' }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(nav.getAllByRole('listitem')).toHaveLength(3);
    await expect(nav.getByRole('link', { name: 'Apps' })).toHaveAttribute('href', '#apps');
    await expect(nav.queryByRole('link', { name: 'Group' })).not.toBeInTheDocument();
    await expect(nav.getByText('My shop app')).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'My shop app' })).not.toBeInTheDocument();
  },
};
