import { createApiClient, type Landing } from '@landing/api';
import { createStoryBackend, FOREIGN_WRITE_ANSWER_SHAPES } from '@landing/api/testing';
import { onDesktop, onPhone } from '@landing/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { LIST_NOT_LOADED } from '../ListScreen/listView.ts';
import { expectEmptyState } from '../testing/expectEmptyState.ts';
import { besideNavigation } from '../testing/besideNavigation.tsx';
import { expectTableReadable } from '../testing/expectTableReadable.ts';
import { StoryFrame } from '../testing/StoryFrame.tsx';
import { Landings } from './Landings.tsx';

const backend = createStoryBackend();
const { setFailure } = backend;

/** A 1×1 transparent PNG for every icon and preview image the stories show. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const image = () =>
  HttpResponse.arrayBuffer(PNG.buffer, { headers: { 'Content-Type': 'image/png' } });

function LandingsStory({ onNavigate }: { onNavigate: (to: string) => void }) {
  const [client] = useState(() => createApiClient({ storage: backend.storage }));
  return (
    <StoryFrame client={client} onNavigate={onNavigate}>
      <Landings />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/Landings',
  component: LandingsStory,
  args: { onNavigate: fn() },
  beforeEach: ({ msw }) => {
    msw.use(
      ...backend.start(),
      http.get('*/files/*', image),
      http.get('https://preview.example.com/*', image),
    );
    const log = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => log.mockRestore();
  },
} satisfies Meta<typeof LandingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Landings' }));

const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const cell = await (await table(canvasElement)).findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

const shaped: Landing[] = [
  {
    id: 11,
    webServerId: 'ws-211',
    mainLauncher: {
      id: 21,
      name: 'Lucky Spin',
      iconUrl: '/files/launchers/21/icon.png',
      previewUrl: 'https://preview.example.com/landing/11',
      languages: [
        { id: 1, google_lang_code: 'en', displayName: 'English' },
        { id: 2, google_lang_code: 'de', displayName: 'German' },
      ],
      template: { code: 'playstore' },
    },
    relatedLaunchers: [
      { id: 22, name: 'Golden Slots', template: { code: 'slots7' } },
      { id: 23, name: 'Mega Bonus', template: { code: 'fortune' } },
    ],
  },
  {
    id: 12,
    webServerId: null,
    mainLauncher: {
      id: 24,
      name: 'Bare Launcher',
      iconUrl: null,
      previewUrl: null,
      languages: ['es'],
      template: { code: 'appstore' },
    },
    relatedLaunchers: [],
  },
];

export const Columns: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/landing', () => HttpResponse.json({ data: shaped })));
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await grid.findByRole('cell', { name: 'Lucky Spin' });
    await expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Web Server ID',
      'Main Launcher',
      'Template',
      'Related Launchers',
      'Icon',
      'Preview',
      'Translations',
      'Actions',
    ]);
    const full = await rowOf(canvasElement, 'Lucky Spin');
    await expect(full.getByRole('cell', { name: 'ws-211' })).toBeVisible();
    await expect(full.getByRole('cell', { name: 'playstore' })).toBeVisible();
    await expect(full.getByRole('cell', { name: 'Golden Slots, Mega Bonus' })).toBeVisible();
    await expect(full.getByRole('img', { name: 'Lucky Spin icon' })).toHaveAttribute(
      'src',
      '/files/launchers/21/icon.png',
    );
    await expect(full.getByRole('img', { name: 'Lucky Spin preview' })).toHaveAttribute(
      'src',
      'https://preview.example.com/landing/11',
    );
    const languages = full.getByRole('list', { name: 'Translations of Lucky Spin' });
    await expect(
      within(languages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['EN', 'DE']);

    const bare = await rowOf(canvasElement, 'Bare Launcher');
    await expect(bare.getByText('No preview')).toBeVisible();
    await expect(bare.queryByRole('img')).not.toBeInTheDocument();
    await expect(
      bare.getByRole('list', { name: 'Translations of Bare Launcher' }),
    ).toHaveTextContent('ES');
    await expect(within(canvasElement).queryByText(/Rows per page/)).not.toBeInTheDocument();
  },
};

export const CreateAndEditGoToTheEditor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('link', { name: 'Create New' });
    await expect(create).toHaveAttribute('href', '/pwa-creation');
    await userEvent.click(create);
    await expect(args.onNavigate).toHaveBeenCalledWith('/pwa-creation');
    const row = await rowOf(canvasElement, 'Fortune Wheel');
    await userEvent.click(row.getByRole('button', { name: 'Edit Fortune Wheel' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/pwa-creation?landingId=3');
  },
};

export const DeleteAsksThenRefreshes: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const row = await rowOf(canvasElement, 'Fortune Wheel');
    await userEvent.click(row.getByRole('button', { name: 'Delete Fortune Wheel' }));
    const confirm = await body.findByRole('alertdialog', {
      name: 'Are you sure you want to delete Fortune Wheel?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const grid = await table(canvasElement);
    await waitFor(() =>
      expect(grid.queryByRole('cell', { name: 'Fortune Wheel' })).not.toBeInTheDocument(),
    );
    await expect(backend.count('landing.remove')).toBe(1);
    await expect(backend.count('landing.listPage')).toBe(2);
    await expect(backend.store.data.landings.map((landing) => landing.id)).toEqual([1, 2]);
  },
};

/**
 * A back office that meets the spec may answer a delete with any 2xx body (DECISIONS.md "Write
 * answers"): under each form (issue 24's and `{ id }`) the row goes and the list is reloaded,
 * with no failure shown. One landing per form, deleted in turn.
 */
export const DeleteOverEveryWriteAnswer: Story = {
  beforeEach: () => {
    const { launchers, landings } = backend.store.data;
    const [launcher] = launchers;
    const [landing] = landings;
    FOREIGN_WRITE_ANSWER_SHAPES.forEach((shape, index) => {
      launchers.push({ ...launcher!, id: 100 + index, name: `Landing ${shape}` });
      landings.push({
        ...landing!,
        id: 100 + index,
        mainLauncherId: 100 + index,
        relatedLauncherIds: [],
      });
    });
  },
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const [index, shape] of FOREIGN_WRITE_ANSWER_SHAPES.entries()) {
      await step(shape, async () => {
        backend.options.writeAnswers = shape;
        const name = `Landing ${shape}`;
        const row = await rowOf(canvasElement, name);
        await userEvent.click(row.getByRole('button', { name: `Delete ${name}` }));
        const dialog = await body.findByRole('alertdialog');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
        // While the dialog is open the page behind it is hidden from roles: wait it out first.
        await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
        const grid = await table(canvasElement);
        await waitFor(() => expect(grid.queryByRole('cell', { name })).not.toBeInTheDocument());
        await waitFor(() => expect(backend.count('landing.listPage')).toBe(index + 2));
        await expect(backend.store.data.landings.some((l) => l.id === 100 + index)).toBe(false);
      });
    }
    await expect(backend.store.data.landings.map((landing) => landing.id)).toEqual([1, 2, 3]);
    await expect(console.error).not.toHaveBeenCalled();
  },
};

export const DeleteFailureKeepsTheRow: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const row = await rowOf(canvasElement, 'Lucky Spin');
    setFailure('landing.remove', { status: 409, body: { message: 'Landing is in use' } });
    await userEvent.click(row.getByRole('button', { name: 'Delete Lucky Spin' }));
    const confirm = await body.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    const notifications = within(body.getByRole('region', { name: /^Notifications/ }));
    await expect(await notifications.findByText('Landing is in use')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Lucky Spin' })).toBeVisible();
    await expect(backend.count('landing.listPage')).toBe(1);
    await expect(console.error).toHaveBeenCalledWith(
      'Failed to delete landing 1',
      expect.anything(),
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/landing', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: [] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('table', { name: 'Landings' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Empty: Story = {
  beforeEach: () => {
    backend.store.data.landings.splice(0);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectEmptyState(canvasElement, 'Landings', 'No landings yet', 'link', 'Create New');
    await expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'ready');
  },
};

export const LoadFailure: Story = {
  beforeEach: () => {
    setFailure('landing.listPage', { status: 500, body: { message: 'Database is down' } });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load PWA Groups');
    await expect(await within(canvasElement).findByText(LIST_NOT_LOADED)).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'failed');
    setFailure('landing.listPage', undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('cell', { name: 'Lucky Spin' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Long names and many languages: what cut 'No previ…' and 'Lucky Puzzle, Custom…' before. */
const crowded: Landing[] = [
  ...shaped,
  {
    id: 13,
    webServerId: 'ws-213-europe-central',
    mainLauncher: {
      id: 25,
      name: 'Lucky Puzzle Adventure Deluxe',
      iconUrl: '/files/launchers/25/icon.png',
      previewUrl: 'https://preview.example.com/landing/13',
      languages: ['en', 'de', 'fr', 'es', 'it', 'pt'],
      template: { code: 'custom-template-2024' },
    },
    relatedLaunchers: [
      { id: 26, name: 'Lucky Puzzle', template: { code: 'slots7' } },
      { id: 27, name: 'Custom Fortune Wheel', template: { code: 'fortune' } },
    ],
  },
];

/** The landings' row height (Landings.tsx): room for the 86 px preview and a margin. */
const ROW_HEIGHT = 104;

const readablePlay: Story['play'] = async ({ canvasElement }) => {
  const row = await rowOf(canvasElement, 'Lucky Spin');
  await expectTableReadable(canvasElement, 'Landings', ROW_HEIGHT);
  const preview = row.getByRole('img', { name: 'Lucky Spin preview' });
  const cell = preview.closest('td')!.getBoundingClientRect();
  const box = preview.getBoundingClientRect();
  // The thumbnail keeps a margin from the row's borders.
  await expect(box.top - cell.top).toBeGreaterThanOrEqual(4);
  await expect(cell.bottom - box.bottom).toBeGreaterThanOrEqual(4);
  await expect(within(canvasElement).getByText('No preview')).toBeVisible();
};

/** At 1440 px beside the navigation: every cell's text shows whole, thumbnails clear the borders. */
export const ReadableAtDesktopWidth: Story = {
  ...onDesktop,
  decorators: [besideNavigation],
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/landing', () => HttpResponse.json({ data: crowded })));
  },
  play: readablePlay,
};

/** On a phone the same: the table scrolls sideways in its box, no cell cuts its text. */
export const ReadableOnAPhone: Story = {
  ...onPhone,
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/landing', () => HttpResponse.json({ data: crowded })));
  },
  play: readablePlay,
};
