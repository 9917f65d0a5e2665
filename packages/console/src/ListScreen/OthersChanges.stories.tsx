import { createApiClient } from '@landing/api';
import { createStoryBackend } from '@landing/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Apps } from '../Apps/Apps.tsx';
import { StoryFrame } from '../testing/StoryFrame.tsx';
import { deletedElsewhereText } from './othersChanges.ts';

/**
 * Issue 29: a list after another operator's delete, over the MSW kit (apps 1 'Lucky Spin PWA'
 * and 2). The other operator's delete is made in the kit's store, as their browser would have.
 */
const backend = createStoryBackend();

function AppsStory({
  onNavigate,
  listPollMs,
}: {
  onNavigate: (to: string) => void;
  listPollMs?: number;
}) {
  const [client] = useState(() => createApiClient({ storage: backend.storage }));
  return (
    <StoryFrame client={client} onNavigate={onNavigate} listPollMs={listPollMs}>
      <Apps />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/Lists After Other Operators',
  component: AppsStory,
  args: { onNavigate: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...backend.start());
  },
} satisfies Meta<typeof AppsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page with its toasts (they render outside the canvas, once there is one). */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function deletedByAnotherOperator(name: string) {
  const apps = backend.store.data.apps;
  apps.splice(
    apps.findIndex((app) => app.name === name),
    1,
  );
}

export const DeleteOfAnAppDeletedElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const table = within(await within(canvasElement).findByRole('table', { name: 'All Apps' }));
    await table.findByRole('cell', { name: 'Lucky Spin PWA' });
    deletedByAnotherOperator('Lucky Spin PWA');

    await userEvent.click(table.getByRole('button', { name: 'Delete Lucky Spin PWA' }));
    const dialog = within(
      await body.findByRole('alertdialog', {
        name: 'Are you sure you want to delete Lucky Spin PWA?',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText(deletedElsewhereText('app'))).toBeVisible();
    await waitFor(() =>
      expect(table.queryByRole('cell', { name: 'Lucky Spin PWA' })).not.toBeInTheDocument(),
    );
    await expect(
      page(canvasElement).queryByText(/^(Failed to delete PWA|App not found)$/),
    ).toBeNull();
  },
};

export const FocusShowsTheListAsItIsNow: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'All Apps' }));
    await table.findByRole('cell', { name: 'Lucky Spin PWA' });
    deletedByAnotherOperator('Lucky Spin PWA');
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() =>
      expect(table.queryByRole('cell', { name: 'Lucky Spin PWA' })).not.toBeInTheDocument(),
    );
    await expect(
      page(canvasElement).queryByText(/^(Failed to delete PWA|App not found)$/),
    ).toBeNull();
  },
};

/**
 * The list polls while shown: no focus, no reload asked for. The console polls every 5 s; the
 * story every 200 ms, so it sees a poll without waiting for one.
 */
export const PollShowsTheListAsItIsNow: Story = {
  args: { listPollMs: 200 },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'All Apps' }));
    await table.findByRole('cell', { name: 'Lucky Spin PWA' });
    deletedByAnotherOperator('Lucky Spin PWA');
    backend.store.data.apps.find((app) => app.name === 'Golden Slots PWA')!.name =
      'Golden Slots Renamed';
    await waitFor(() =>
      expect(table.getByRole('cell', { name: 'Golden Slots Renamed' })).toBeVisible(),
    );
    await expect(table.queryByRole('cell', { name: 'Lucky Spin PWA' })).not.toBeInTheDocument();
    await expect(table.queryByRole('cell', { name: 'Golden Slots PWA' })).not.toBeInTheDocument();
  },
};
