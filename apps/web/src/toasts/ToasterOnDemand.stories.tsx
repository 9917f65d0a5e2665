import { Button, TextInput, toast } from '@landing/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TOASTER_FAILED, ToasterOnDemand, type ToasterChunk } from './ToasterOnDemand.tsx';

/**
 * A console page with the toaster on demand whose chunk fails to load the first time (as when
 * the server is down for the first second), then loads (the real chunk).
 */
function PageWithFailingToaster() {
  const [load] = useState<ToasterChunk>(() => {
    let tries = 0;
    return () =>
      tries++ === 0
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : import('./toaster.ts');
  });
  return (
    <main>
      <TextInput label="App Name" />
      <Button onClick={() => toast.error('Failed to create PWA')}>Create</Button>
      <ToasterOnDemand load={load} />
    </main>
  );
}

const meta = {
  title: 'Web/ToasterOnDemand',
  component: PageWithFailingToaster,
} satisfies Meta<typeof PageWithFailingToaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 28: a toaster chunk that fails never takes the page; Retry loads it. */
export const ChunkFailsThenRetried: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const name = canvas.getByRole('textbox', { name: 'App Name' });
    await userEvent.type(name, 'Lucky Spin');
    await step('the failed chunk shows the messages as text with Retry in its place', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
      const failed = await canvas.findByRole('alert');
      await expect(failed).toHaveTextContent(TOASTER_FAILED);
      await expect(failed).toHaveTextContent('Failed to create PWA');
      await expect(name).toHaveValue('Lucky Spin');
      await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
    });
    await step('Retry loads the toaster, which shows the message; the page stays', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      const region = await body.findByRole('region', { name: /^Notifications/ });
      await expect(await within(region).findByText('Failed to create PWA')).toBeVisible();
      await expect(canvas.queryByText(TOASTER_FAILED)).toBeNull();
      await expect(name).toHaveValue('Lucky Spin');
    });
  },
};
