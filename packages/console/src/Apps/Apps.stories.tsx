import { createApiClient, type App } from '@landing/api';
import {
  createStoryBackend,
  ODD_ROW_ID,
  STORY_ANSWERS_WITH_RECORD,
  STORY_ANSWERS_WITHOUT_RECORD,
  STORY_WRITE_ANSWER_SHAPES,
  type CallKey,
  type WriteAnswerShape,
} from '@landing/api/testing';
import {
  RESOURCE_LIST_SCREEN_PATHS,
  screenStepsOf,
  type ResourceListScreenPath,
} from '@landing/machines/testing';
import { isInsideScreenWidth, onDesktop, onPhone, pageFitsScreenWidth } from '@landing/ui/testing';
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
import { Apps } from './Apps.tsx';

/** This file's back office (fixtures: apps 1 and 2, plus the two below), fresh for every story. */
const backend = createStoryBackend();
const { setFailure } = backend;

const longUrl = 'https://summer-sale-campaign.lucky-games.io/landing/welcome?utm_source=console';
const withoutUrl: App = {
  id: 3,
  name: 'Draft PWA',
  pushService: 'firebase',
  webServerId: 'ws-103',
  openerLink: 'https://tracker.example.com/open/draft',
  webServerUrl: null,
  pushokUrl: null,
  landing: { id: 1 },
  record: null,
};
const withLongUrl: App = {
  ...withoutUrl,
  id: 4,
  name: 'Summer Sale PWA',
  webServerUrl: longUrl,
  pushokUrl: 'https://pushok.example.com/apps/4',
};

const clipboardSpy = () => spyOn(navigator.clipboard, 'writeText');
let writeText: ReturnType<typeof clipboardSpy>;

function AppsStory({ onNavigate }: { onNavigate: (to: string) => void }) {
  const [client] = useState(() => createApiClient({ storage: backend.storage }));
  return (
    <StoryFrame client={client} onNavigate={onNavigate}>
      <Apps />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/Apps',
  component: AppsStory,
  args: { onNavigate: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...backend.start());
    backend.store.data.apps.push(withoutUrl, withLongUrl);
    writeText = clipboardSpy().mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof AppsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('region', { name: /^Notifications/ }));

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'All Apps' }));

const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const cell = await (await table(canvasElement)).findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

/**
 * A back office that meets the spec may answer the list with the §3 fields only and one odd row
 * (an id, every other field of the wrong type): every app shows, the odd one with dashes.
 */
export const OddRowShowsDashes: Story = {
  beforeEach: () => {
    backend.options.readAnswers = 'odd';
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await grid.findByRole('cell', { name: 'Lucky Spin PWA' });
    await expect(grid.getByRole('cell', { name: 'Summer Sale PWA' })).toBeVisible();
    const odd = await rowOf(canvasElement, String(ODD_ROW_ID));
    const cells = odd.getAllByRole('cell').map((cell) => cell.textContent);
    // ID, Name, Push Service, Web Server ID, Opener Link, Web Server URL: dashes past the id.
    await expect(cells.slice(0, 6)).toEqual([String(ODD_ROW_ID), '—', '—', '—', '—', '—']);
    await expect(
      odd.getByRole('button', { name: `Delete App #${ODD_ROW_ID}` }),
    ).toBeInTheDocument();
  },
};

export const AllApps: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await grid.findByRole('cell', { name: 'Lucky Spin PWA' });
    const headers = grid.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      'ID',
      'Name',
      'Push Service',
      'Web Server ID',
      'Opener Link',
      'Web Server URL',
      'Pushok',
      'Actions',
    ]);
    await expect(grid.getAllByRole('row')).toHaveLength(5);
    const spin = await rowOf(canvasElement, 'Lucky Spin PWA');
    await expect(spin.getByRole('cell', { name: 'firebase' })).toBeVisible();
    await expect(spin.getByRole('cell', { name: 'ws-101' })).toBeVisible();
    await expect(spin.getByRole('button', { name: 'https://spin.example.com' })).toBeVisible();
    // No pagination.
    await expect(within(canvasElement).queryByText(/Rows per page/)).not.toBeInTheDocument();
  },
};

export const CopiesTheWebServerUrl: Story = {
  play: async ({ canvasElement, step }) => {
    await step('a long link shows cut in the middle to 40 characters', async () => {
      const row = await rowOf(canvasElement, 'Summer Sale PWA');
      const link = row.getByRole('button', { name: /^https:\/\/summer-sale/ });
      await expect(link.textContent).toHaveLength(40);
      await expect(link.textContent).toContain('…');
      await expect(link).toHaveAttribute('title', longUrl);
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
      await userEvent.click(link);
      await expect(writeText).toHaveBeenCalledWith(longUrl);
      await expect(
        await notifications(canvasElement).findByText('Link copied to clipboard'),
      ).toBeVisible();
    });
    await step('a missing link shows a dash and copies nothing', async () => {
      const row = await rowOf(canvasElement, 'Draft PWA');
      await expect(row.getByText('—')).toBeVisible();
    });
  },
};

export const CopiesThePushokLink: Story = {
  play: async ({ canvasElement, step }) => {
    await step('an app with a Pushok link copies it', async () => {
      const row = await rowOf(canvasElement, 'Lucky Spin PWA');
      await userEvent.click(
        row.getByRole('button', { name: 'Copy Pushok link of Lucky Spin PWA' }),
      );
      await expect(writeText).toHaveBeenCalledWith('https://pushok.example.com/apps/1');
      await expect(
        await notifications(canvasElement).findByText('Pushok link copied'),
      ).toBeVisible();
    });
    await step('an app without one warns and copies nothing', async () => {
      writeText.mockClear();
      const row = await rowOf(canvasElement, 'Golden Slots PWA');
      const icon = row.getByRole('button', { name: 'Copy Pushok link of Golden Slots PWA' });
      icon.focus();
      await userEvent.keyboard('{Enter}');
      await expect(
        await notifications(canvasElement).findByText('Pushok link is not available yet'),
      ).toBeVisible();
      await expect(writeText).not.toHaveBeenCalled();
    });
  },
};

export const CreateAndEditGoToTheAppPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Create New App' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/apps/new');
    const row = await rowOf(canvasElement, 'Golden Slots PWA');
    await userEvent.click(row.getByRole('button', { name: 'Edit Golden Slots PWA' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/apps/2');
  },
};

export const DeleteAsksThenRefreshes: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const row = await rowOf(canvasElement, 'Golden Slots PWA');
    await userEvent.click(row.getByRole('button', { name: 'Delete Golden Slots PWA' }));
    const dialog = await body.findByRole('alertdialog', {
      name: 'Are you sure you want to delete Golden Slots PWA?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    const grid = await table(canvasElement);
    await waitFor(() =>
      expect(grid.queryByRole('cell', { name: 'Golden Slots PWA' })).not.toBeInTheDocument(),
    );
    await expect(backend.count('pwa.remove')).toBe(1);
    await expect(backend.count('pwa.listPage')).toBe(2);
    await expect(backend.store.data.apps.map((app) => app.id)).toEqual([1, 3, 4]);
  },
};

/**
 * A back office that meets the spec may answer a delete with any 2xx body (DECISIONS.md "Write
 * answers"): under each of issue 24's forms the row goes and the list is reloaded, with no
 * failure shown. One app per form, deleted in turn; two stories, so neither runs long.
 */
const deleteOver = (shapes: readonly WriteAnswerShape[]): Story => ({
  beforeEach: () => {
    backend.store.data.apps.push(
      ...STORY_WRITE_ANSWER_SHAPES.map((shape, index) => ({
        ...withoutUrl,
        id: 10 + index,
        name: `PWA ${shape}`,
      })),
    );
  },
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const [index, shape] of shapes.entries()) {
      await step(shape, async () => {
        backend.options.writeAnswers = shape;
        const name = `PWA ${shape}`;
        const row = await rowOf(canvasElement, name);
        await userEvent.click(row.getByRole('button', { name: `Delete ${name}` }));
        const dialog = await body.findByRole('alertdialog');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
        // While the dialog is open the page behind it is hidden from roles: wait it out first.
        await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
        const grid = await table(canvasElement);
        await waitFor(() => expect(grid.queryByRole('cell', { name })).not.toBeInTheDocument());
        await waitFor(() => expect(backend.count('pwa.listPage')).toBe(index + 2));
        await expect(backend.store.data.apps.some((app) => app.name === name)).toBe(false);
      });
    }
    await expect(notifications(canvasElement).queryByText(/Failed/)).not.toBeInTheDocument();
  },
});

export const DeleteAnsweredWithoutRecord = deleteOver(STORY_ANSWERS_WITHOUT_RECORD);
export const DeleteAnsweredWithRecord = deleteOver(STORY_ANSWERS_WITH_RECORD);

export const DeleteFailureKeepsTheRow: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Lucky Spin PWA');
    setFailure('pwa.remove', { status: 409, body: { message: 'App is in use' } });
    await userEvent.click(row.getByRole('button', { name: 'Delete Lucky Spin PWA' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await notifications(canvasElement).findByText('App is in use')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Lucky Spin PWA' })).toBeVisible();
    await expect(backend.count('pwa.listPage')).toBe(1);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/pwa', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: [] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('table', { name: 'All Apps' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Empty: Story = {
  beforeEach: () => {
    backend.store.data.apps.splice(0);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectEmptyState(canvasElement, 'All Apps', 'No apps yet', 'link', 'Create New App');
    await expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'ready');
  },
};

export const LoadFailure: Story = {
  beforeEach: () => {
    setFailure('pwa.listPage', { status: 500, body: {} });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load PWAs');
    await expect(await within(canvasElement).findByText(LIST_NOT_LOADED)).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'failed');
    setFailure('pwa.listPage', undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('cell', { name: 'Lucky Spin PWA' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LoadFailureWithServerMessage: Story = {
  beforeEach: () => {
    setFailure('pwa.listPage', {
      status: 503,
      body: { message: 'Back office is under maintenance' },
    });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Back office is under maintenance',
    );
  },
};

/** The client call behind each of the list machine's invoked actors. */
const CALL_OF_ACTOR: Record<string, CallKey> = {
  loadItems: 'pwa.listPage',
  removeItem: 'pwa.remove',
};

/** Fails the loads a path answers with an error, before the screen mounts. */
const failLoadsOf =
  (name: ResourceListScreenPath): Story['beforeEach'] =>
  () => {
    for (const load of screenStepsOf(RESOURCE_LIST_SCREEN_PATHS[name]).loads) {
      if (load.failed) setFailure(CALL_OF_ACTOR[load.actor]!, { status: 500, body: {} });
    }
  };

/**
 * Drives one resource-list model path (`RESOURCE_LIST_SCREEN_PATHS`, checked against the model
 * by its unit test) through the Apps screen against the MSW kit, checking in the UI after every
 * step: a failure leaves a visible message (the load's alert, the delete's toast), the list's
 * state attribute agrees with the machine's state, and each action sends its call exactly once.
 */
const drivePath =
  (name: ResourceListScreenPath): Story['play'] =>
  async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const { loads, steps } = screenStepsOf(RESOURCE_LIST_SCREEN_PATHS[name]);
    const main = canvas.getByRole('main');
    if (loads.some((load) => load.failed)) {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load PWAs');
      await expect(main).toHaveAttribute('data-state', 'failed');
    } else {
      await rowOf(canvasElement, 'Lucky Spin PWA');
      await expect(main).toHaveAttribute('data-state', 'ready');
    }
    await expect(backend.count('pwa.listPage')).toBe(1);

    for (const { event, answers } of steps) {
      const label = answers.map((a) => `${a.failed ? '✗' : '✓'} ${a.actor}`).join(', ');
      await step(`${event} → ${label || 'the screen reloads'}`, async () => {
        backend.options.fail = {};
        for (const answer of answers.filter((a) => a.failed)) {
          setFailure(CALL_OF_ACTOR[answer.actor]!, { status: 500, body: {} });
        }
        const lists = backend.count('pwa.listPage');
        const removes = backend.count('pwa.remove');
        if (event === 'list.remove') {
          const row = await rowOf(canvasElement, 'Golden Slots PWA');
          await userEvent.click(row.getByRole('button', { name: 'Delete Golden Slots PWA' }));
          const dialog = await body.findByRole('alertdialog');
          await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
          await waitFor(() => expect(backend.count('pwa.remove')).toBe(removes + 1));
          const grid = await table(canvasElement);
          if (answers.some((a) => a.failed)) {
            await expect(
              await notifications(canvasElement).findByText('Failed to delete PWA'),
            ).toBeVisible();
            await expect(grid.getByRole('cell', { name: 'Golden Slots PWA' })).toBeVisible();
            await expect(backend.count('pwa.listPage')).toBe(lists);
          } else {
            // Removed, then the list reloads itself once.
            await waitFor(() =>
              expect(
                grid.queryByRole('cell', { name: 'Golden Slots PWA' }),
              ).not.toBeInTheDocument(),
            );
            await expect(backend.count('pwa.listPage')).toBe(lists + 1);
          }
          await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
        } else if (event === 'list.retry') {
          await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
          await rowOf(canvasElement, 'Lucky Spin PWA');
          await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
          await expect(main).toHaveAttribute('data-state', 'ready');
          await expect(backend.count('pwa.listPage')).toBe(lists + 1);
        } else {
          throw new Error(`no screen action for ${event}`);
        }
        await expect(backend.count('pwa.remove')).toBe(removes + (event === 'list.remove' ? 1 : 0));
      });
    }
  };

export const PathRemoved: Story = { play: drivePath('removed') };
export const PathRemoveFails: Story = { play: drivePath('removeFails') };
export const PathLoadFailsThenRetried: Story = {
  beforeEach: failLoadsOf('loadFailsThenRetried'),
  play: drivePath('loadFailsThenRetried'),
};

/**
 * On a phone the table keeps readable columns and scrolls sideways inside its own box, not the
 * page. No cell's control runs on under the next cells, where it would cover the row's Edit
 * button for hit-testing (Lighthouse's target-size audit failed on it).
 */
export const OnAPhone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Summer Sale PWA');
    const region = within(canvasElement).getByRole('region', { name: 'All Apps' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(isInsideScreenWidth(region)).toBe(true);
    await expect(pageFitsScreenWidth()).toBe(true);
    const copyUrl = row.getByTitle(longUrl);
    const cell = copyUrl.closest('td')!;
    await expect(copyUrl.getBoundingClientRect().right).toBeLessThanOrEqual(
      cell.getBoundingClientRect().right,
    );
    await expectUrlWhole(copyUrl);
    await expectTableReadable(canvasElement, 'All Apps', ROW_HEIGHT);
  },
};

/** The apps' row height (Apps.tsx): two lines of the Web Server URL's cut. */
const ROW_HEIGHT = 56;

/** The 40-character cut shows whole: nothing of it is cut off at the side or below. */
async function expectUrlWhole(button: HTMLElement) {
  await expect(button.textContent).toHaveLength(40);
  await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  await expect(button.scrollHeight).toBeLessThanOrEqual(button.clientHeight);
  const cell = button.closest('td')!.getBoundingClientRect();
  await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(cell.bottom);
}

/**
 * At 1440 px beside the navigation (where 'https://a-very-long-…ng.ex' was seen): the whole cut
 * URL shows, its end included, the full URL is its tooltip, and no cell clips its text.
 */
export const ReadableAtDesktopWidth: Story = {
  ...onDesktop,
  decorators: [besideNavigation],
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Summer Sale PWA');
    const copyUrl = row.getByTitle(longUrl);
    await expect(copyUrl.textContent?.endsWith(longUrl.slice(-19))).toBe(true);
    await expectUrlWhole(copyUrl);
    await expectTableReadable(canvasElement, 'All Apps', ROW_HEIGHT);
  },
};

/**
 * apps/server's pages (issue 31) over this file's back office: two apps a page whatever the
 * limit asked, each page after the first held until `release` lets it go (or `failNext` fails it).
 */
function pagedApps() {
  const gates: Array<() => void> = [];
  const failing = { next: false };
  const handler = http.get('*/api/pwa', async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const apps = backend.store.data.apps.map(backend.store.views.app);
    if (!query.has('limit')) return HttpResponse.json({ data: apps });
    const after = Number(query.get('after') ?? 0);
    if (after > 0) {
      await new Promise<void>((resolve) => gates.push(resolve));
      if (failing.next) {
        failing.next = false;
        return HttpResponse.json({ message: 'Back office is busy' }, { status: 503 });
      }
    }
    const rest = apps.filter((app) => app.id > after);
    const items = rest.slice(0, 2);
    const next = rest.length > 2 ? String(items.at(-1)!.id) : null;
    return HttpResponse.json({ data: { items, next } });
  });
  return {
    handler,
    release: () => waitFor(() => expect(gates.length).toBe(1)).then(() => gates.shift()!()),
    failNext: () => (failing.next = true),
  };
}

let paged: ReturnType<typeof pagedApps>;

export const FirstRowsAtOnceRestAsTheyArrive: Story = {
  beforeEach: ({ msw }) => {
    paged = pagedApps();
    msw.use(paged.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    // The first page is on screen while the rest is still on its way.
    await grid.findByRole('cell', { name: 'Lucky Spin PWA' });
    await expect(grid.getByRole('cell', { name: 'Golden Slots PWA' })).toBeVisible();
    await expect(grid.queryByRole('cell', { name: 'Draft PWA' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'filling');
    await expect(
      canvas.getByText('Still loading: 2 apps so far. Sort and filter cover the apps loaded.'),
    ).toHaveAttribute('role', 'status');
    // Filter works on what arrived.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter apps' }), 'Golden');
    await waitFor(() =>
      expect(grid.queryByRole('cell', { name: 'Lucky Spin PWA' })).not.toBeInTheDocument(),
    );
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Filter apps' }));
    await paged.release();
    await expect(await grid.findByRole('cell', { name: 'Draft PWA' })).toBeVisible();
    await expect(grid.getByRole('cell', { name: 'Summer Sale PWA' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'ready'));
    await expect(canvas.queryByText(/^Still loading/)).not.toBeInTheDocument();
  },
};

export const LaterPageFailsKeepsTheRows: Story = {
  beforeEach: ({ msw }) => {
    paged = pagedApps();
    msw.use(paged.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await grid.findByRole('cell', { name: 'Lucky Spin PWA' });
    paged.failNext();
    await paged.release();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Back office is busy');
    await expect(grid.getByRole('cell', { name: 'Lucky Spin PWA' })).toBeVisible();
    await expect(grid.getByRole('cell', { name: 'Golden Slots PWA' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load the rest' }));
    await paged.release();
    await expect(await grid.findByRole('cell', { name: 'Draft PWA' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'ready'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
