import { createApiClient, sandboxCostCents } from '@landing/api';
import { createStoryBackend, SANDBOX_TLDS, type CallKey } from '@landing/api/testing';
import {
  BUY_DOMAIN_SCREEN_PATHS,
  DOMAIN_STATUS_SCREEN_PATHS,
  DOMAINS_LIST_SCREEN_PATHS,
  screenStepsOf,
} from '@landing/machines/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LIST_NOT_LOADED } from '../ListScreen/listView.ts';
import { expectEmptyState } from '../testing/expectEmptyState.ts';
import { StoryFrame } from '../testing/StoryFrame.tsx';
import { Domains } from './Domains.tsx';

const INSUFFICIENT_FUNDS =
  'Insufficient funds on registrar account. Please top up the balance and try again.';

/** The running story's back office (fixtures: example.com ACTIVE, lucky-games.io active, …). */
const backend = createStoryBackend();
const { setFailure } = backend;

function DomainsStory({ onNavigate }: { onNavigate: (to: string) => void }) {
  const [client] = useState(() => createApiClient({ storage: backend.storage }));
  return (
    <StoryFrame client={client} onNavigate={onNavigate}>
      <Domains />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/Domains',
  component: DomainsStory,
  args: { onNavigate: fn() },
  beforeEach: ({ msw }) => {
    // pending-domain.net stays pending until a story lets its activation time pass.
    msw.use(...backend.start({ domainActivationMs: Number.POSITIVE_INFINITY }));
  },
} satisfies Meta<typeof DomainsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The toasts; an open modal hides the page behind it (its own alert speaks meanwhile). */
const notifications = (canvasElement: HTMLElement) =>
  within(body(canvasElement).getByRole('region', { name: /^Notifications/, hidden: true }));

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'All Domains' }));

const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const cell = await (await table(canvasElement)).findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

type Scope = Awaited<ReturnType<typeof rowOf>>;

const pillOf = (row: Scope, status: string) => row.getByText(status, { selector: '[data-state]' });

const openModal = async (canvasElement: HTMLElement) => {
  await table(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buy new domain' }));
  return within(await body(canvasElement).findByRole('dialog', { name: 'Buy a domain' }));
};

const check = async (modal: Scope, name: string) => {
  await userEvent.type(modal.getByRole('textbox', { name: 'Domain name' }), name);
  await userEvent.click(modal.getByRole('button', { name: 'Check' }));
};

/** 'Available domains' has room above it (the search) and below it (the first offer). */
export const OffersSpacing: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await check(modal, 'spacing');
    const offers = await modal.findByRole('group', { name: 'Available domains' });
    // Measured once the dialog has popped in: while it scales up, every distance is smaller.
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Buy a domain' });
    await waitFor(() => expect(dialog.getAnimations({ subtree: true })).toEqual([]));
    const box = (element: Element) => element.getBoundingClientRect();
    const legend = within(offers).getByText('Available domains');
    const checkButton = modal.getByRole('button', { name: 'Check' });
    await expect(box(legend).top - box(checkButton).bottom).toBeGreaterThanOrEqual(12);
    const [firstOffer] = within(offers).getAllByRole('radio');
    await expect(
      box(firstOffer!.closest('label')!).top - box(legend).bottom,
    ).toBeGreaterThanOrEqual(8);
  },
};

export const AllDomains: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await grid.findByRole('cell', { name: 'example.com' });
    const headers = grid.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['ID', 'Domain', 'Status', 'Expires at', 'Records', 'Actions']);
    await expect(grid.getAllByRole('row')).toHaveLength(5);

    const example = await rowOf(canvasElement, 'example.com');
    // 'ACTIVE' is active whatever the case; pending and expired are not highlighted.
    await expect(pillOf(example, 'ACTIVE')).toHaveAttribute('data-state', 'active');
    const lucky = await rowOf(canvasElement, 'lucky-games.io');
    await expect(pillOf(lucky, 'active')).toHaveAttribute('data-state', 'active');
    const pending = await rowOf(canvasElement, 'pending-domain.net');
    await expect(pillOf(pending, 'pending')).toHaveAttribute('data-state', 'inactive');
    const expired = await rowOf(canvasElement, 'old-brand.org');
    await expect(pillOf(expired, 'expired')).toHaveAttribute('data-state', 'inactive');

    // Expires at: a locale date with numeric year, two-digit month and day; a dash when missing.
    const cells = example.getAllByRole('cell').map((cell) => cell.textContent);
    await expect(cells[3]).toMatch(/^(?=.*2026)(?=.*\b03\b)(?=.*\b01\b)[\d./\- ]+$/);
    await expect(cells[4]).toBe('2');
    const pendingCells = pending.getAllByRole('cell').map((cell) => cell.textContent);
    await expect(pendingCells[3]).toBe('—');
    await expect(pendingCells[4]).toBe('0');
    await expect(example.getByRole('button', { name: 'Check Status' })).toBeEnabled();
    // Page 1 with size 100, and no pagination.
    const load = backend.calls.find((call) => call.key === 'domain.list');
    await expect(load?.url).toMatch(/\/api\/domain\?page=1&size=100$/);
    await expect(within(canvasElement).queryByText(/Rows per page/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/domain', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await grid.findByText('Loading…')).toBeVisible();
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Empty: Story = {
  beforeEach: () => {
    backend.store.data.domains.length = 0;
  },
  play: async ({ canvasElement }) => {
    await expectEmptyState(
      canvasElement,
      'All Domains',
      'No domains yet',
      'button',
      'Buy new domain',
    );
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('data-state', 'ready');
  },
};

export const LoadError: Story = {
  beforeEach: () => {
    setFailure('domain.list', { status: 500, body: {} });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load domains');
    await expect(await within(canvasElement).findByText(LIST_NOT_LOADED)).toBeVisible();
    setFailure('domain.list', undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await (await table(canvasElement)).findByRole('cell', { name: 'example.com' });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const CheckStatus: Story = {
  play: async ({ canvasElement }) => {
    const pending = await rowOf(canvasElement, 'pending-domain.net');
    await expect(pillOf(pending, 'pending')).toBeVisible();
    // Its activation time passes (the server's DOMAIN_ACTIVATION_DELAY), then it is checked.
    backend.options.domainActivationMs = 0;
    backend.options.delayMs = 300;
    await userEvent.click(pending.getByRole('button', { name: 'Check Status' }));
    await expect(await pending.findByRole('button', { name: 'Checking...' })).toBeDisabled();
    // Other rows keep their own button.
    const example = await rowOf(canvasElement, 'example.com');
    await expect(example.getByRole('button', { name: 'Check Status' })).toBeEnabled();
    await waitFor(() => expect(pillOf(pending, 'active')).toHaveAttribute('data-state', 'active'));
    await expect(pending.getByRole('button', { name: 'Check Status' })).toBeEnabled();
    await expect(backend.calls.filter((call) => call.key === 'domain.status')).toHaveLength(1);
    await expect(backend.calls.filter((call) => call.key === 'domain.list')).toHaveLength(1);
    await expect(pillOf(example, 'ACTIVE')).toBeVisible();
  },
};

export const CheckStatusFailure: Story = {
  play: async ({ canvasElement }) => {
    const pending = await rowOf(canvasElement, 'pending-domain.net');
    setFailure('domain.status', { status: 502, body: {} });
    await userEvent.click(pending.getByRole('button', { name: 'Check Status' }));
    await expect(await pending.findByRole('alert')).toHaveTextContent('Failed to check status');
    await expect(pillOf(pending, 'pending')).toBeVisible();
    // No other row says anything.
    const example = await rowOf(canvasElement, 'example.com');
    await expect(example.queryByRole('alert')).not.toBeInTheDocument();
    await expect(pillOf(example, 'ACTIVE')).toBeVisible();
    // The next check works again (the activation time has passed by then) and clears the message.
    setFailure('domain.status', undefined);
    backend.options.domainActivationMs = 0;
    await userEvent.click(pending.getByRole('button', { name: 'Check Status' }));
    await waitFor(() => expect(pillOf(pending, 'active')).toBeVisible());
    await expect(pending.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SearchWithResults: Story = {
  play: async ({ canvasElement, step }) => {
    const modal = await openModal(canvasElement);
    const entry = modal.getByRole('textbox', { name: 'Domain name' });
    await expect(modal.getByRole('button', { name: 'Check' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Buy' })).toBeDisabled();

    await step('the typed name is cleaned like a subdomain', async () => {
      await userEvent.type(entry, 'My.Lucky_Shop!');
      await expect(entry).toHaveValue('myluckyshop');
    });

    await step('Check lists the available domains with their prices', async () => {
      await userEvent.keyboard('{Enter}');
      const offers = within(await modal.findByRole('group', { name: 'Available domains' }));
      // The first page (limit 10) of the sandbox's twelve TLDs.
      await expect(offers.getAllByRole('radio')).toHaveLength(10);
      const search = backend.calls.find((call) => call.key === 'registrar.available');
      await expect(search?.url).toMatch(/offset=0&limit=10&name=myluckyshop$/);
      await expect(offers.getByRole('radio', { name: /myluckyshop\.com/ })).toBeVisible();
      // Each at the sandbox registrar's price plus fee (one pricing for the kit and the server).
      for (const tld of ['com', 'io', 'net']) {
        const total = sandboxCostCents(`myluckyshop.${tld}`, 1) / 100;
        await expect(offers.getByText(`$${total.toFixed(2)}`)).toBeVisible();
      }
      await expect(modal.getByRole('button', { name: 'Buy' })).toBeDisabled();
    });

    await step('picking one enables Buy and turns Check off', async () => {
      await userEvent.click(modal.getByRole('radio', { name: /myluckyshop\.io/ }));
      await expect(entry).toHaveValue('myluckyshop.io');
      await expect(modal.getByRole('button', { name: 'Buy' })).toBeEnabled();
      await expect(modal.getByRole('button', { name: 'Check' })).toBeDisabled();
    });

    await step('Escape closes; a reopened modal starts clean', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(),
      );
      // The machine opened the modal (no Radix trigger); focus is back on its button.
      await waitFor(() =>
        expect(within(canvasElement).getByRole('button', { name: 'Buy new domain' })).toHaveFocus(),
      );
      const reopened = await openModal(canvasElement);
      await expect(reopened.getByRole('textbox', { name: 'Domain name' })).toHaveValue('');
      await expect(reopened.queryByRole('group')).not.toBeInTheDocument();
    });
  },
};

export const SearchWithoutResults: Story = {
  play: async ({ canvasElement }) => {
    // As on the server, a registered name is not offered: `taken` is registered in every TLD.
    const { data } = backend.store;
    for (const tld of SANDBOX_TLDS) {
      data.domains.push({
        id: backend.store.nextId('domains'),
        name: `taken.${tld}`,
        status: 'ACTIVE',
        expireAt: '2027-01-01T00:00:00.000Z',
        records: [],
      });
    }
    const modal = await openModal(canvasElement);
    await check(modal, 'taken');
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'No domains available for purchase',
    );
    await expect(modal.queryByRole('group')).not.toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Buy' })).toBeDisabled();
  },
};

export const SearchFailure: Story = {
  play: async ({ canvasElement }) => {
    setFailure('registrar.available', { status: 503, body: { message: 'Registrar down' } });
    const modal = await openModal(canvasElement);
    await check(modal, 'lucky');
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Failed to check domain availability',
    );
    // Check again once the registrar answers.
    setFailure('registrar.available', undefined);
    await userEvent.click(modal.getByRole('button', { name: 'Check' }));
    await modal.findByRole('group', { name: 'Available domains' });
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const InsufficientFunds: Story = {
  // The kit's registrar holds $3, less than any domain costs: it answers 402 as the server.
  beforeEach: ({ msw }) => {
    msw.use(
      ...backend.start({ domainActivationMs: Number.POSITIVE_INFINITY, registrarBalance: 3 }),
    );
  },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await check(modal, 'lucky');
    await userEvent.click(await modal.findByRole('radio', { name: /lucky\.com/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Buy' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(INSUFFICIENT_FUNDS);
    await expect(
      await notifications(canvasElement).findByText(INSUFFICIENT_FUNDS),
    ).toBeInTheDocument();
    // The pick stays, so the operator can try again after a top-up.
    await expect(modal.getByRole('textbox', { name: 'Domain name' })).toHaveValue('lucky.com');
    await expect(modal.getByRole('button', { name: 'Buy' })).toBeEnabled();
    await expect(backend.store.data.domains.some((d) => d.name === 'lucky.com')).toBe(false);
    await expect(backend.count('domain.buy')).toBe(1);
  },
};

export const PurchaseFailure: Story = {
  play: async ({ canvasElement }) => {
    setFailure('domain.buy', 'network');
    const modal = await openModal(canvasElement);
    await check(modal, 'lucky');
    await userEvent.click(await modal.findByRole('radio', { name: /lucky\.net/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Buy' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Domain purchase failed.');
    await expect(
      await notifications(canvasElement).findByText('Domain purchase failed.'),
    ).toBeInTheDocument();
  },
};

/** Bodies of `POST /api/domain`, seen before the mock back office answers. */
let purchases: unknown[] = [];

export const Purchase: Story = {
  beforeEach: ({ msw }) => {
    purchases = [];
    msw.use(
      http.post('*/api/domain', async ({ request }) => {
        purchases.push(await request.clone().json());
        // Nothing returned: the mock back office's own handler answers.
      }),
    );
  },
  play: async ({ canvasElement, step }) => {
    const modal = await openModal(canvasElement);
    await check(modal, 'fresh-brand');
    await userEvent.click(await modal.findByRole('radio', { name: /fresh-brand\.io/ }));
    backend.options.delayMs = 200;

    await step('a double click on Buy buys once', async () => {
      await userEvent.dblClick(modal.getByRole('button', { name: 'Buy' }));
      await waitFor(() =>
        expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(),
      );
      await expect(backend.calls.filter((call) => call.key === 'domain.buy')).toHaveLength(1);
      await expect(purchases).toEqual([{ name: 'fresh-brand.io', years: 1 }]);
    });

    await step('the list reloads with the new domain, pending', async () => {
      const row = await rowOf(canvasElement, 'fresh-brand.io');
      await expect(pillOf(row, 'pending')).toHaveAttribute('data-state', 'inactive');
      await expect(backend.calls.filter((call) => call.key === 'domain.list')).toHaveLength(2);
    });

    await step('the reopened modal is clean', async () => {
      const reopened = await openModal(canvasElement);
      await expect(reopened.getByRole('textbox', { name: 'Domain name' })).toHaveValue('');
      await expect(reopened.queryByRole('alert')).not.toBeInTheDocument();
    });
  },
};

/** The client call behind each invoked actor of the screen's three machines. */
const CALL_OF_ACTOR: Record<string, CallKey> = {
  loadDomains: 'domain.list',
  checkStatus: 'domain.status',
  searchDomains: 'registrar.available',
  purchaseDomain: 'domain.buy',
};
const CALLS = Object.values(CALL_OF_ACTOR);
const SCREEN_PATHS = {
  ...BUY_DOMAIN_SCREEN_PATHS,
  ...DOMAINS_LIST_SCREEN_PATHS,
  ...DOMAIN_STATUS_SCREEN_PATHS,
};
type ScreenPath = keyof typeof SCREEN_PATHS;
/** The operator's event that starts each call. */
const CALL_OF_EVENT: Record<string, CallKey | undefined> = {
  'list.retry': 'domain.list',
  'status.check': 'domain.status',
  'domain.check': 'registrar.available',
  'domain.buy': 'domain.buy',
};

/** Fails the loads a path answers with an error, before the screen mounts. */
const failLoadsOf =
  (name: ScreenPath): Story['beforeEach'] =>
  () => {
    for (const load of screenStepsOf(SCREEN_PATHS[name]).loads) {
      if (load.failed) setFailure(CALL_OF_ACTOR[load.actor]!, { status: 500, body: {} });
    }
  };

/** What the operator does on the screen for each model event. */
async function act(canvasElement: HTMLElement, event: string, failed: boolean) {
  const canvas = within(canvasElement);
  const modal = () => within(body(canvasElement).getByRole('dialog', { name: 'Buy a domain' }));
  switch (event) {
    case 'modal.open':
      await openModal(canvasElement);
      break;
    case 'name.change':
      await userEvent.type(modal().getByRole('textbox', { name: 'Domain name' }), 'lucky');
      break;
    case 'domain.check':
      await userEvent.click(modal().getByRole('button', { name: 'Check' }));
      break;
    case 'domain.pick':
      await userEvent.click(modal().getByRole('radio', { name: /lucky\.io/ }));
      break;
    case 'domain.buy':
      await userEvent.click(modal().getByRole('button', { name: 'Buy' }));
      break;
    case 'status.check': {
      // A check that succeeds finds the domain's activation time passed.
      if (!failed) backend.options.domainActivationMs = 0;
      const row = await rowOf(canvasElement, 'pending-domain.net');
      await userEvent.click(row.getByRole('button', { name: 'Check Status' }));
      break;
    }
    case 'list.retry':
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      break;
    default:
      throw new Error(`no screen action for ${event}`);
  }
}

/** What the screen shows once the event and its answers are through; a failure always says so. */
async function expectOutcome(canvasElement: HTMLElement, event: string, failed: boolean) {
  const canvas = within(canvasElement);
  const dialog = () => body(canvasElement).queryByRole('dialog', { name: 'Buy a domain' });
  const modal = () => within(body(canvasElement).getByRole('dialog', { name: 'Buy a domain' }));
  const entry = () => modal().getByRole('textbox', { name: 'Domain name' });
  switch (event) {
    case 'modal.open':
      await expect(entry()).toHaveValue('');
      break;
    case 'name.change':
      await expect(entry()).toHaveValue('lucky');
      await expect(modal().getByRole('button', { name: 'Check' })).toBeEnabled();
      break;
    case 'domain.check':
      if (failed) {
        await expect(await modal().findByRole('alert')).toHaveTextContent(
          'Failed to check domain availability',
        );
        await expect(entry()).toHaveValue('lucky');
      } else {
        await modal().findByRole('group', { name: 'Available domains' });
        await expect(modal().getByRole('button', { name: 'Buy' })).toBeDisabled();
      }
      break;
    case 'domain.pick':
      await expect(entry()).toHaveValue('lucky.io');
      await expect(modal().getByRole('button', { name: 'Buy' })).toBeEnabled();
      break;
    case 'domain.buy':
      if (failed) {
        await expect(await modal().findByRole('alert')).toHaveTextContent(
          /^Domain purchase failed/,
        );
        await expect(
          await notifications(canvasElement).findByText(/^Domain purchase failed/),
        ).toBeInTheDocument();
        // The pick stays, so the operator can buy again.
        await expect(entry()).toHaveValue('lucky.io');
        await expect(modal().getByRole('button', { name: 'Buy' })).toBeEnabled();
        await expect(backend.store.data.domains.some((d) => d.name === 'lucky.io')).toBe(false);
      } else {
        await waitFor(() => expect(dialog()).not.toBeInTheDocument());
        const row = await rowOf(canvasElement, 'lucky.io');
        await expect(pillOf(row, 'pending')).toBeVisible();
      }
      break;
    case 'status.check': {
      const row = await rowOf(canvasElement, 'pending-domain.net');
      if (failed) {
        await expect(await row.findByRole('alert')).toHaveTextContent('Failed to check status');
        await expect(pillOf(row, 'pending')).toBeVisible();
      } else {
        await waitFor(() => expect(pillOf(row, 'active')).toHaveAttribute('data-state', 'active'));
        await expect(row.queryByRole('alert')).not.toBeInTheDocument();
      }
      await expect(row.getByRole('button', { name: 'Check Status' })).toBeEnabled();
      break;
    }
    case 'list.retry':
      await (await table(canvasElement)).findByRole('cell', { name: 'example.com' });
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
      await expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'ready');
      break;
  }
}

/**
 * Drives one model path of the screen's machines (buyDomain, domainsList, domainStatus; each
 * checked against its model by the model's unit test) through the Domains screen against the
 * MSW kit. After every step it checks in the UI what the model tests check on the machines: a
 * failure leaves a visible message and keeps what was typed or picked, the event starts its
 * call exactly once and nothing else is called (a bought domain reloads the list once).
 */
const drivePath =
  (name: ScreenPath): Story['play'] =>
  async ({ canvasElement, step }) => {
    const { loads, steps } = screenStepsOf(SCREEN_PATHS[name]);
    if (loads.some((load) => load.failed)) {
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
        'Failed to load domains',
      );
    } else {
      await rowOf(canvasElement, 'example.com');
    }
    await expect(backend.count('domain.list')).toBe(1);

    for (const { event, answers } of steps) {
      const failed = answers.some((answer) => answer.failed);
      const label = answers.map((a) => `${a.failed ? '✗' : '✓'} ${a.actor}`).join(', ');
      await step(`${event} → ${label || 'no call'}`, async () => {
        backend.options.fail = {};
        for (const answer of answers.filter((a) => a.failed)) {
          setFailure(CALL_OF_ACTOR[answer.actor]!, { status: 500, body: {} });
        }
        const before = new Map(CALLS.map((key) => [key, backend.count(key)]));
        await act(canvasElement, event, failed);
        await expectOutcome(canvasElement, event, failed);
        const started = CALL_OF_EVENT[event];
        for (const key of CALLS) {
          const reloads = event === 'domain.buy' && !failed && key === 'domain.list' ? 1 : 0;
          const expected = (key === started ? 1 : 0) + reloads;
          await expect({ key, calls: backend.count(key) - before.get(key)! }).toEqual({
            key,
            calls: expected,
          });
        }
      });
    }
  };

export const PathBought: Story = { play: drivePath('bought') };
export const PathBuyFails: Story = { play: drivePath('buyFails') };
export const PathSearchFails: Story = { play: drivePath('searchFails') };
export const PathStatusChecked: Story = { play: drivePath('checked') };
export const PathStatusCheckFails: Story = { play: drivePath('checkFails') };
export const PathLoadFailsThenRetried: Story = {
  beforeEach: failLoadsOf('loadFailsThenRetried'),
  play: drivePath('loadFailsThenRetried'),
};
