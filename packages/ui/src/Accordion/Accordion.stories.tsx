import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion } from './Accordion.tsx';

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: {
    onValueChange: fn(),
    items: [
      { value: 'general', title: 'General', content: 'Name, short name and icon.' },
      { value: 'static', title: 'Static content', content: 'Reviews, rating and installs.' },
      { value: 'archived', title: 'Archived', content: 'Nothing here.', disabled: true },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const general = canvas.getByRole('button', { name: 'General' });
    const statics = canvas.getByRole('button', { name: 'Static content' });
    await expect(canvas.getByRole('heading', { level: 3, name: 'General' })).toBeInTheDocument();
    await expect(general).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Name, short name and icon.')).not.toBeInTheDocument();

    await userEvent.click(general);
    await expect(general).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'General' })).toHaveTextContent(
      'Name, short name and icon.',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['general']);

    await userEvent.keyboard('{ArrowDown}');
    await expect(statics).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(statics).toHaveAttribute('aria-expanded', 'true');
    await expect(general).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['static']);

    await userEvent.keyboard(' ');
    await expect(statics).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['general'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Name, short name and icon.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Static content' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['general', 'static']);
    await expect(canvas.getByText('Name, short name and icon.')).toBeVisible();
    await expect(canvas.getByText('Reviews, rating and installs.')).toBeVisible();
  },
};

export const DisabledItem: Story = {
  play: async ({ canvasElement, args }) => {
    const archived = within(canvasElement).getByRole('button', { name: 'Archived' });
    await expect(archived).toBeDisabled();
    await userEvent.click(archived, { pointerEventsCheck: 0 });
    await waitFor(() => expect(archived).toHaveAttribute('aria-expanded', 'false'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
