import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toaster } from './Toaster.tsx';
import { toast } from './toastStore.ts';

let counter = 0;

function ToastDemo() {
  return (
    <>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => toast.success('Saved')}>Show success</Button>
        <Button variant="danger" onClick={() => toast.error('Failed to create PWA')}>
          Show error
        </Button>
        <Button
          variant="secondary"
          onClick={() => toast.warning('Pushok link is not available yet')}
        >
          Show warning
        </Button>
        <Button variant="ghost" onClick={() => toast.success(`Toast ${++counter}`)}>
          Show numbered
        </Button>
      </div>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  render: () => <ToastDemo />,
  // The queue lives outside React: start each story from an empty one.
  beforeEach: () => {
    counter = 0;
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = (body: HTMLElement) =>
  within(within(body).getByRole('region', { name: /^Notifications/ }));

export const Kinds: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));
    const region = notifications(body);
    const items = await region.findAllByRole('listitem');
    await expect(items.map((item) => item.dataset.kind)).toEqual(['success', 'error', 'warning']);
    await expect(region.getByText('Saved')).toBeVisible();
    await expect(region.getByText('Failed to create PWA')).toBeVisible();
    await expect(region.getByText('Pushok link is not available yet')).toBeVisible();
  },
};

export const AnnouncedToScreenReaders: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const announcement = await screen.findByText('Notification Error: Failed to create PWA');
    const status = announcement.closest('[role="status"]');
    await expect(status).toHaveAttribute('aria-live', 'assertive');
  },
};

export const HidesAfter4000ms: Story = {
  play: async ({ canvasElement }) => {
    const region = notifications(canvasElement.ownerDocument.body);
    // Taken before the click: the toast's timer starts during it, never before.
    const shownAt = performance.now();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    await region.findByText('Saved');
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(region.getByText('Saved')).toBeVisible();
    await waitFor(() => expect(region.queryByText('Saved')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(4000);
  },
};

export const AtMostThreeVisible: Story = {
  play: async ({ canvasElement, step }) => {
    const region = notifications(canvasElement.ownerDocument.body);
    const showNumbered = within(canvasElement).getByRole('button', { name: 'Show numbered' });
    for (let i = 0; i < 5; i++) await userEvent.click(showNumbered);

    await step('the three oldest show, the rest wait', async () => {
      await waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(3));
      for (const text of ['Toast 1', 'Toast 2', 'Toast 3']) {
        await expect(region.getByText(text)).toBeVisible();
      }
      await expect(region.queryByText('Toast 4')).not.toBeInTheDocument();
    });

    await step('closing one lets the next in', async () => {
      const first = region.getByText('Toast 1').closest('li');
      if (!first) throw new Error('toast is not a list item');
      await userEvent.click(within(first).getByRole('button', { name: 'Dismiss notification' }));
      await waitFor(() => expect(region.queryByText('Toast 1')).not.toBeInTheDocument());
      await expect(await region.findByText('Toast 4')).toBeVisible();
      await expect(region.getAllByRole('listitem')).toHaveLength(3);
    });
  },
};

export const KeyboardDismiss: Story = {
  play: async ({ canvasElement }) => {
    const region = notifications(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show warning' }));
    await region.findByText('Pushok link is not available yet');
    // F8 is Radix's hotkey to jump to the notifications; focus then moves into the toast.
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    const item = region.getByRole('listitem');
    await expect(item).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(region.queryByText('Pushok link is not available yet')).not.toBeInTheDocument(),
    );
  },
};
