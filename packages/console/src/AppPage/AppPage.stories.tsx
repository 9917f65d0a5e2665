import { createApiClient, CREATED_WITHOUT_ID } from '@landing/api';
import {
  createFixtures,
  createStoryBackend,
  STORY_WRITE_ANSWER_SHAPES,
  type CallKey,
} from '@landing/api/testing';
import {
  appFormDraftFormat,
  createDraftStore,
  DRAFT_KEY_PREFIX,
  DRAFT_TEXTS,
  draftOwnerOf,
} from '@landing/machines';
import {
  APP_FORM_SCREEN_PATHS,
  screenStepsOf,
  type AppFormScreenPath,
} from '@landing/machines/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@landing/ui';
import { StoryFrame } from '../testing/StoryFrame.tsx';
import { AppPage } from './AppPage.tsx';

/**
 * The running story's back office. Fixtures: app 1 'Lucky Spin PWA' on spin.example.com
 * (landing 1), active domains example.com and lucky-games.io, linkable landing 'Fortune Wheel'.
 */
const backend = createStoryBackend();
const { setFailure } = backend;

const clipboardSpy = () => spyOn(navigator.clipboard, 'writeText');
let writeText: ReturnType<typeof clipboardSpy>;

/** Stands in for the router: a path the page goes to becomes its new `appId`, as in the app. */
function AppPageStory({
  appId,
  onNavigate,
}: {
  appId: number | null;
  onNavigate: (to: string) => void;
}) {
  const [client] = useState(() => createApiClient({ storage: backend.storage }));
  const [routeAppId, setRouteAppId] = useState(appId);
  const go = (to: string) => {
    onNavigate(to);
    const match = /^\/apps\/(\d+)$/.exec(to);
    if (match) setRouteAppId(Number(match[1]));
  };
  return (
    <StoryFrame client={client} onNavigate={go}>
      <AppPage appId={routeAppId} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/AppPage',
  component: AppPageStory,
  args: { appId: null, onNavigate: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...backend.start());
    writeText = clipboardSpy().mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof AppPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const notifications = (canvasElement: HTMLElement) =>
  within(body(canvasElement).getByRole('region', { name: /^Notifications/ }));

const breadcrumbCurrent = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' })).getByText(
    (_, element) => element?.getAttribute('aria-current') === 'page',
  );

/** Waits for the form (the loads are done). */
const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'App' }));

const choose = async (canvasElement: HTMLElement, label: string, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  const listbox = await body(canvasElement).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
};

const fillNewApp = async (canvasElement: HTMLElement) => {
  const fields = await form(canvasElement);
  await userEvent.type(fields.getByRole('textbox', { name: 'Name' }), 'Shop PWA');
  await choose(canvasElement, 'Landing', 'Fortune Wheel');
  await userEvent.type(
    fields.getByRole('textbox', { name: 'Opener Link' }),
    'https://tracker.example.com/open/shop',
  );
  await choose(canvasElement, 'Connected domain', 'lucky-games.io');
  await userEvent.type(fields.getByRole('textbox', { name: 'Subdomain' }), 'Shop');
};

export const NewApp: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);

    await step('an empty form titled New App, nothing to save yet', async () => {
      await expect(breadcrumbCurrent(canvasElement)).toHaveTextContent('New App');
      await expect(canvas.getByRole('region', { name: 'Main Info' })).toBeVisible();
      await expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled();
      await expect(fields.getByRole('button', { name: 'Reset' })).toBeDisabled();
      await expect(fields.getByRole('combobox', { name: 'Push Service' })).toHaveTextContent(
        'Firebase',
      );
      await expect(fields.queryByRole('textbox', { name: 'Subdomain' })).not.toBeInTheDocument();
    });

    await step('OneSignal is shown but can not be chosen', async () => {
      await userEvent.click(fields.getByRole('combobox', { name: 'Push Service' }));
      const listbox = await body(canvasElement).findByRole('listbox');
      await expect(within(listbox).getByRole('option', { name: 'OneSignal' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument(),
      );
    });

    await step('the breadcrumb follows the typed name', async () => {
      await fillNewApp(canvasElement);
      await expect(breadcrumbCurrent(canvasElement)).toHaveTextContent('Shop PWA');
      // Typed subdomains are cleaned: lowercase.
      await expect(fields.getByRole('textbox', { name: 'Subdomain' })).toHaveValue('shop');
    });

    await step('Save creates the DNS record, the app and its Pushok app', async () => {
      backend.options.delayMs = 150;
      await userEvent.click(fields.getByRole('button', { name: 'Save' }));
      await expect(await fields.findByRole('button', { name: 'Saving…' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/apps/3'), {
        timeout: 10_000,
      });
      await expect(await fields.findByRole('button', { name: 'Save' })).toBeDisabled();
      const created = backend.store.data.apps.find((app) => app.id === 3);
      await expect(created).toMatchObject({
        name: 'Shop PWA',
        pushService: 'firebase',
        openerLink: 'https://tracker.example.com/open/shop',
        landing: { id: 3 },
        record: { name: 'shop.lucky-games.io' },
        pushokUrl: 'https://pushok.sandbox.test/apps/3-0',
      });
      await expect(backend.count('domain.createRecord')).toBe(1);
      await expect(backend.count('pwa.requestPushokApp')).toBe(1);
    });

    await step(
      'the saved app stays on screen in edit mode, loaded once by its new id',
      async () => {
        await expect(backend.count('pwa.get')).toBe(1);
        await expect(fields.getByRole('combobox', { name: 'Connected domain' })).toBeDisabled();
        await expect(fields.getByRole('textbox', { name: 'Subdomain' })).toBeDisabled();
        await expect(fields.getByRole('combobox', { name: 'Push Service' })).toBeDisabled();
        await userEvent.click(canvas.getByRole('button', { name: 'Shop PWA' }));
        await expect(writeText).toHaveBeenCalledWith('https://shop.lucky-games.io');
        await expect(
          await notifications(canvasElement).findByText('Web Server URL copied'),
        ).toBeVisible();
      },
    );
  },
};

/** A fresh /apps/new each round ('Next app'), for a play function that creates several. */
function NewAppEachTime(props: { onNavigate: (to: string) => void }) {
  const [round, setRound] = useState(0);
  return (
    <>
      <Button variant="secondary" onClick={() => setRound((count) => count + 1)}>
        Next app
      </Button>
      <AppPageStory key={round} appId={null} onNavigate={props.onNavigate} />
    </>
  );
}

/**
 * A back office that meets the spec may answer a create with any 2xx body (DECISIONS.md "Write
 * answers"). Under each of issue 24's forms the DNS record and the app are made once and the page goes to the
 * new app: a create answered without its id is found in the lists read before and after it
 * (the one new record of the subdomain, the one new app with what was sent). Never a failure.
 */
export const CreateOverEveryWriteAnswer: Story = {
  render: (args) => <NewAppEachTime onNavigate={args.onNavigate} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const { apps, domains } = backend.store.data;
    const records = () => domains.flatMap((domain) => domain.records ?? []);
    for (const shape of STORY_WRITE_ANSWER_SHAPES) {
      await step(shape, async () => {
        backend.options.writeAnswers = shape;
        const before = { apps: apps.length, records: records().length };
        const fields = await form(canvasElement);
        // Pasted: typing letter by letter costs time the loop does not have.
        await userEvent.click(fields.getByRole('textbox', { name: 'Name' }));
        await userEvent.paste(`App ${shape}`);
        await choose(canvasElement, 'Landing', 'Fortune Wheel');
        await userEvent.click(fields.getByRole('textbox', { name: 'Opener Link' }));
        await userEvent.paste('https://tracker.example.com/open/shop');
        await choose(canvasElement, 'Connected domain', 'lucky-games.io');
        await userEvent.click(fields.getByRole('textbox', { name: 'Subdomain' }));
        await userEvent.paste(shape.toLowerCase());
        await userEvent.click(fields.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(apps).toHaveLength(before.apps + 1));
        const made = apps.at(-1)!;
        await expect(made.name).toBe(`App ${shape}`);
        await waitFor(() => expect(args.onNavigate).toHaveBeenLastCalledWith(`/apps/${made.id}`));
        await expect(records()).toHaveLength(before.records + 1);
        await expect(body(canvasElement).queryByText(CREATED_WITHOUT_ID)).toBeNull();
        await userEvent.click(canvas.getByRole('button', { name: 'Next app' }));
      });
    }
    await expect(body(canvasElement).queryByText(/Failed to create/)).toBeNull();
  },
};

export const NewAppMessages: Story = {
  play: async ({ canvasElement, step }) => {
    const fields = await form(canvasElement);
    const name = fields.getByRole('textbox', { name: 'Name' });
    const openerLink = fields.getByRole('textbox', { name: 'Opener Link' });

    await step('a changed field shows its message at once', async () => {
      await userEvent.type(name, 'S');
      await expect(name).toHaveAccessibleDescription('Must be at least 2 characters');
      await userEvent.type(openerLink, 'ftp://files.example.com');
      await expect(openerLink).toHaveAccessibleDescription('Invalid URL');
    });

    await step('Save shows every message and sends nothing', async () => {
      await userEvent.click(fields.getByRole('button', { name: 'Save' }));
      await expect(fields.getByRole('combobox', { name: 'Landing' })).toHaveAccessibleDescription(
        'Required',
      );
      await expect(
        fields.getByRole('combobox', { name: 'Connected domain' }),
      ).toHaveAccessibleDescription('Required');
      await expect(backend.count('pwa.create')).toBe(0);
    });

    await step('the subdomain is cleaned as typed and checked', async () => {
      await choose(canvasElement, 'Connected domain', 'example.com');
      const subdomain = fields.getByRole('textbox', { name: 'Subdomain' });
      // Described by the address it makes, then by its message.
      await expect(subdomain).toHaveAccessibleDescription('….example.com Required');
      await userEvent.type(subdomain, '-My.Shop_2-');
      await expect(subdomain).toHaveValue('myshop2-');
      await expect(subdomain).toHaveAccessibleDescription(
        'myshop2-.example.com Only letters, digits and hyphen; cannot start or end with hyphen; 1–63 chars',
      );
    });

    await step('leaving the subdomain trims its trailing hyphen; one inside stays', async () => {
      const subdomain = fields.getByRole('textbox', { name: 'Subdomain' });
      await userEvent.tab();
      await expect(subdomain).not.toHaveFocus();
      await expect(subdomain).toHaveValue('myshop2');
      await expect(subdomain).toHaveAccessibleDescription('myshop2.example.com');
      await userEvent.clear(subdomain);
      await userEvent.type(subdomain, 'my-shop');
      await expect(subdomain).toHaveValue('my-shop');
      await userEvent.clear(name);
      await expect(name).toHaveAccessibleDescription('Required');
      await expect(breadcrumbCurrent(canvasElement)).toHaveTextContent('New App');
    });

    await step('Reset restores the empty form', async () => {
      await userEvent.click(fields.getByRole('button', { name: 'Reset' }));
      await expect(name).toHaveValue('');
      await expect(openerLink).toHaveValue('');
      await expect(fields.queryByRole('textbox', { name: 'Subdomain' })).not.toBeInTheDocument();
      await expect(fields.queryByRole('alert')).not.toBeInTheDocument();
      await expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
  },
};

export const EditApp: Story = {
  args: { appId: 1 },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);
    const name = fields.getByRole('textbox', { name: 'Name' });

    await step('the stored app fills the form; what defines its address is locked', async () => {
      await expect(name).toHaveValue('Lucky Spin PWA');
      await expect(fields.getByRole('textbox', { name: 'Opener Link' })).toHaveValue(
        'https://tracker.example.com/open/spin',
      );
      // Its landing is labelled by the main launcher's name (linkable lists it: it is translated).
      await expect(fields.getByRole('combobox', { name: 'Landing' })).toHaveTextContent(
        'Lucky Spin',
      );
      const domain = fields.getByRole('combobox', { name: 'Connected domain' });
      await expect(domain).toHaveTextContent('example.com');
      await expect(domain).toBeDisabled();
      await expect(fields.getByRole('combobox', { name: 'Push Service' })).toBeDisabled();
      const subdomain = fields.getByRole('textbox', { name: 'Subdomain' });
      await expect(subdomain).toHaveValue('spin');
      await expect(subdomain).toBeDisabled();
      await expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    await step('the name in the breadcrumb copies the web server URL', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Lucky Spin PWA' }));
      await expect(writeText).toHaveBeenCalledWith('https://spin.example.com');
      await expect(
        await notifications(canvasElement).findByText('Web Server URL copied'),
      ).toBeVisible();
    });

    await step('an emptied name falls back to App #1; Reset restores it', async () => {
      await userEvent.clear(name);
      await expect(breadcrumbCurrent(canvasElement)).toHaveTextContent('App #1');
      await expect(fields.getByRole('button', { name: 'Save' })).toBeEnabled();
      await userEvent.click(fields.getByRole('button', { name: 'Reset' }));
      await expect(name).toHaveValue('Lucky Spin PWA');
      await expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    await step('Save sends the changed name and stays on /apps/1', async () => {
      await userEvent.type(name, ' Pro');
      backend.options.delayMs = 150;
      await userEvent.click(fields.getByRole('button', { name: 'Save' }));
      await expect(await fields.findByRole('button', { name: 'Updating…' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/apps/1'));
      await expect(await fields.findByRole('button', { name: 'Save' })).toBeDisabled();
      await expect(backend.store.data.apps[0]).toMatchObject({
        name: 'Lucky Spin PWA Pro',
        record: { id: 1, name: 'spin.example.com' },
      });
      await expect(backend.count('pwa.update')).toBe(1);
      await expect(backend.count('domain.createRecord')).toBe(0);
    });
  },
};

/** Issue 28: typing is one step and a paste another; keys and buttons walk them, Save keeps it. */
export const UndoRedoAppForm: Story = {
  args: { appId: 1 },
  play: async ({ canvasElement, step }) => {
    const fields = await form(canvasElement);
    const history = within(await within(canvasElement).findByRole('group', { name: 'History' }));
    const name = fields.getByRole('textbox', { name: 'Name' });
    const link = fields.getByRole('textbox', { name: 'Opener Link' });
    const stored = 'https://tracker.example.com/open/spin';
    const pasted = 'https://tracker.example.com/open/spin-pro';
    await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await step('type in Name, paste over the Opener Link', async () => {
      await userEvent.type(name, ' Pro');
      await userEvent.tripleClick(link);
      await userEvent.paste(pasted);
      await expect(link).toHaveValue(pasted);
    });
    await step('Ctrl+Z takes the paste back, the Undo button the typing', async () => {
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(link).toHaveValue(stored);
      await expect(name).toHaveValue('Lucky Spin PWA Pro');
      await userEvent.click(history.getByRole('button', { name: 'Undo' }));
      await expect(name).toHaveValue('Lucky Spin PWA');
      await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();
      await expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('Ctrl+Y and the Redo button bring both back; Save stores them', async () => {
      await userEvent.click(name);
      await userEvent.keyboard('{Control>}y{/Control}');
      await expect(name).toHaveValue('Lucky Spin PWA Pro');
      await userEvent.click(history.getByRole('button', { name: 'Redo' }));
      await expect(link).toHaveValue(pasted);
      await expect(history.getByRole('button', { name: 'Redo' })).toBeDisabled();
      await userEvent.click(fields.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(backend.store.data.apps[0]).toMatchObject({
          name: 'Lucky Spin PWA Pro',
          openerLink: pasted,
        }),
      );
    });
  },
};

export const Loading: Story = {
  args: { appId: 1 },
  beforeEach: () => {
    backend.options.delayMs = 60_000;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading app…' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'loading');
    await expect(breadcrumbCurrent(canvasElement)).toHaveTextContent('App #1');
  },
};

export const LoadError: Story = {
  args: { appId: 1 },
  beforeEach: () => {
    setFailure('pwa.get', { status: 500, body: {} });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);
    await expect(await fields.findByRole('alert')).toHaveTextContent('Failed to load PWA');
    await expect(canvas.getByRole('main')).toHaveAttribute('data-state', 'loadFailed');
    await expect(fields.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled();

    backend.options.fail = {};
    await userEvent.click(fields.getByRole('button', { name: 'Try again' }));
    const name = await (await form(canvasElement)).findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Lucky Spin PWA'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * An app that is not there (deleted by another operator, or never was; issue 29): the kit
 * answers 404 'App not found'; the page says what happened and leads back to the list.
 */
export const LoadErrorFromServer: Story = {
  args: { appId: 99 },
  play: async ({ canvasElement, args }) => {
    const fields = await form(canvasElement);
    await expect(await fields.findByRole('alert')).toHaveTextContent(
      'This app was deleted by another operator, or it does not exist.',
    );
    await expect(fields.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(fields.getByRole('link', { name: 'Back to All Apps' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/apps');
  },
};

export const SaveError: Story = {
  beforeEach: () => {
    setFailure('pwa.create', { status: 500, body: {} });
  },
  play: async ({ canvasElement, args, step }) => {
    const fields = await form(canvasElement);
    await fillNewApp(canvasElement);

    await step('the fallback text shows under the form, everything typed is kept', async () => {
      await userEvent.click(fields.getByRole('button', { name: 'Save' }));
      const alert = await fields.findByRole('alert');
      await expect(alert).toHaveTextContent('Failed to create PWA');
      await expect(fields.getByRole('textbox', { name: 'Name' })).toHaveValue('Shop PWA');
      await expect(fields.getByRole('textbox', { name: 'Opener Link' })).toHaveValue(
        'https://tracker.example.com/open/shop',
      );
      await expect(fields.getByRole('combobox', { name: 'Landing' })).toHaveTextContent(
        'Fortune Wheel',
      );
      await expect(fields.getByRole('textbox', { name: 'Subdomain' })).toHaveValue('shop');
      await expect(fields.getByRole('button', { name: 'Save' })).toBeEnabled();
      await expect(args.onNavigate).not.toHaveBeenCalled();
    });

    await step("a second try shows the server's own message", async () => {
      setFailure('pwa.create', { status: 409, body: { message: 'Name is already taken' } });
      await userEvent.click(fields.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(fields.getByRole('alert')).toHaveTextContent('Name is already taken'),
      );
      // The record made by the first try is found again, not created twice.
      await expect(backend.count('domain.createRecord')).toBe(1);
    });
  },
};

export const UpdateError: Story = {
  args: { appId: 1 },
  beforeEach: () => {
    setFailure('pwa.update', { status: 502, body: {} });
  },
  play: async ({ canvasElement, args }) => {
    const fields = await form(canvasElement);
    const name = fields.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Lucky Spin PWA'));
    await userEvent.type(name, ' 2');
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await expect(await fields.findByRole('alert')).toHaveTextContent('Failed to update PWA');
    await expect(name).toHaveValue('Lucky Spin PWA 2');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** What an earlier visit typed into app 1 and left unsaved (over an older version of it). */
const leftDraft = {
  name: 'Lucky Spin PWA (typed)',
  openerLink: 'https://tracker.example.com/typed',
};

export const RestoresADraft: Story = {
  args: { appId: 1 },
  beforeEach: () => {
    createDraftStore({ storage: localStorage, writer: 'an earlier tab' }).save(
      {
        user: draftOwnerOf(createFixtures().user),
        landingId: null,
        launcherId: null,
        translationId: null,
        form: 'appForm:1',
      },
      appFormDraftFormat,
      {
        values: {
          name: leftDraft.name,
          pushService: 'firebase',
          landingId: 1,
          openerLink: leftDraft.openerLink,
          domain: 'example.com',
          subdomain: 'spin',
        },
        baseVersion: 'an older version',
      },
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);
    const name = fields.getByRole('textbox', { name: 'Name' });
    const offer = within(await canvas.findByRole('group', { name: 'Unsaved changes: App' }));

    await step(
      'the loaded app shows; the draft is offered, with a warning that it is older',
      async () => {
        await expect(name).toHaveValue('Lucky Spin PWA');
        await expect(offer.getByText(/^Restore unsaved changes from .+\?$/)).toBeVisible();
        await expect(offer.getByText(DRAFT_TEXTS.stale)).toBeVisible();
      },
    );

    await step('Restore puts every typed value back and the offer goes', async () => {
      await userEvent.click(offer.getByRole('button', { name: 'Restore' }));
      await expect(name).toHaveValue(leftDraft.name);
      await expect(fields.getByRole('textbox', { name: 'Opener Link' })).toHaveValue(
        leftDraft.openerLink,
      );
      await expect(canvas.queryByRole('group', { name: 'Unsaved changes: App' })).toBeNull();
    });

    await step('a save clears the draft', async () => {
      await userEvent.click(fields.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(backend.count('pwa.update')).toBe(1));
      await waitFor(() =>
        expect(Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX))).toEqual(
          [],
        ),
      );
    });
  },
};

/** The client call behind each of the app form's invoked actors. */
const CALL_OF_ACTOR: Record<string, CallKey> = {
  loadApp: 'pwa.get',
  loadLinkableLandings: 'landing.linkable',
  loadDomains: 'domain.list',
  loadDomainRecords: 'domain.records',
  createDomainRecord: 'domain.createRecord',
  createApp: 'pwa.create',
  requestPushokApp: 'pwa.requestPushokApp',
  updateApp: 'pwa.update',
};
/** The calls a save makes. */
const SAVE_CALLS: CallKey[] = [
  'domain.records',
  'domain.createRecord',
  'pwa.create',
  'pwa.requestPushokApp',
  'pwa.update',
];

/**
 * Drives one appForm model path (`APP_FORM_SCREEN_PATHS`, checked against the model by its unit
 * test) through the screen against the MSW kit: a failure the path answers is switched on
 * before the operator's event that starts its call. After every step it checks, in the UI, the
 * promises the model test checks on the machine: what the operator typed is kept, a failure
 * leaves a visible message (a failed Pushok request only a logged warning), a save sends each
 * of its calls at most once (exactly the calls the path answers), and only a saved app is
 * navigated to.
 */
const drivePath =
  (name: AppFormScreenPath): Story['play'] =>
  async ({ canvasElement, args, step }) => {
    const { loads, steps } = screenStepsOf(APP_FORM_SCREEN_PATHS[name]);
    await expect(loads.filter((load) => load.failed)).toEqual([]);
    const editing = loads.some((load) => load.actor === 'loadApp');
    const fields = await form(canvasElement);
    const nameField = fields.getByRole('textbox', { name: 'Name' });
    if (editing) await waitFor(() => expect(nameField).toHaveValue('Lucky Spin PWA'));
    const typedName = editing ? 'Lucky Spin PWA 2' : 'Shop PWA';

    for (const { event, answers } of steps) {
      await step(
        `${event} → ${answers.map((a) => `${a.failed ? '✗' : '✓'} ${a.actor}`).join(', ') || 'nothing'}`,
        async () => {
          backend.options.fail = Object.fromEntries(
            answers
              .filter((answer) => answer.failed)
              .map((answer) => [CALL_OF_ACTOR[answer.actor]!, { status: 500, body: {} }]),
          );
          const before = new Map(SAVE_CALLS.map((key) => [key, backend.count(key)]));
          if (event === 'form.change') {
            if (editing) await userEvent.type(nameField, ' 2');
            else await fillNewApp(canvasElement);
          } else if (event === 'form.save') {
            await userEvent.click(fields.getByRole('button', { name: 'Save' }));
          } else {
            throw new Error(`no screen action for ${event}`);
          }

          // Each call the path answers is made exactly once; no other save call is made.
          const answered = new Set(answers.map((answer) => CALL_OF_ACTOR[answer.actor]));
          await waitFor(() =>
            expect(SAVE_CALLS.map((key) => backend.count(key) - before.get(key)!)).toEqual(
              SAVE_CALLS.map((key) => (answered.has(key) ? 1 : 0)),
            ),
          );
          const failed = answers.find((answer) => answer.failed);
          const saved = answers.some(
            (answer) => ['createApp', 'updateApp'].includes(answer.actor) && !answer.failed,
          );
          if (failed && failed.actor !== 'requestPushokApp') {
            // A failure leaves a visible message, back on the form.
            await expect(await fields.findByRole('alert')).toHaveTextContent(/\S/);
            await expect(fields.getByRole('button', { name: 'Save' })).toBeEnabled();
          }
          if (saved && !editing) {
            await waitFor(() =>
              expect(args.onNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/apps\/\d+$/)),
            );
            await waitFor(() =>
              expect(breadcrumbCurrent(canvasElement)).toHaveTextContent(typedName),
            );
          } else if (saved) {
            await waitFor(() =>
              expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled(),
            );
          } else {
            await expect(args.onNavigate).not.toHaveBeenCalled();
          }
          if (failed?.actor === 'requestPushokApp') {
            await expect(fields.queryByRole('alert')).not.toBeInTheDocument();
          }
          // Whatever happened, what the operator typed is still in the form.
          await waitFor(() =>
            expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toHaveValue(
              typedName,
            ),
          );
          await expect(
            backend.count('pwa.create') + backend.count('pwa.update'),
          ).toBeLessThanOrEqual(1);
        },
      );
    }
  };

export const PathCreateSaved: Story = { play: drivePath('createSaved') };
export const PathCreateSavedPushokFails: Story = { play: drivePath('createSavedPushokFails') };
export const PathCreateAppFails: Story = { play: drivePath('createAppFails') };
export const PathCreateRecordFails: Story = { play: drivePath('createRecordFails') };
export const PathCreateRecordLookupFails: Story = { play: drivePath('createRecordLookupFails') };
/** Another operator, saving through the same back office (the MSW kit keeps versions). */
const otherOperator = () => createApiClient({ storage: backend.storage });

export const ConflictWithAnotherOperator: Story = {
  args: { appId: 1 },
  play: async ({ canvasElement, step }) => {
    const fields = await form(canvasElement);
    const name = fields.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Lucky Spin PWA'));

    // Typed before the other's save: a form with no unsaved input shows their app by itself.
    await userEvent.type(name, ' 2');
    await step('another operator renames the app and changes its opener link', async () => {
      await otherOperator().pwa.update(1, {
        name: 'Spin PWA by Anna',
        openerLink: 'https://tracker.example.com/open/anna',
      });
    });

    await step('Save meets their version: the dialog shows the name both changed', async () => {
      await userEvent.click(fields.getByRole('button', { name: 'Save' }));
      const dialog = within(
        await body(canvasElement).findByRole('dialog', { name: 'Someone else saved this app' }),
      );
      const field = within(dialog.getByRole('group', { name: 'Name' }));
      await expect(dialog.getByRole('group', { name: 'Name' })).toHaveTextContent(
        /Original\s*Lucky Spin PWA\s*Theirs/,
      );
      await expect(field.getByRole('radio', { name: 'Theirs' })).toHaveAccessibleDescription(
        'Spin PWA by Anna',
      );
      await expect(field.getByRole('radio', { name: 'Yours' })).toHaveAccessibleDescription(
        'Lucky Spin PWA 2',
      );
      // Only they changed the opener link: it is merged, not asked about.
      await expect(dialog.queryByRole('group', { name: 'Opener Link' })).not.toBeInTheDocument();
      await expect(backend.store.data.apps[0]?.name).toBe('Spin PWA by Anna');
    });

    await step('Keep All of Yours saves my name with their opener link', async () => {
      const dialog = within(body(canvasElement).getByRole('dialog'));
      await userEvent.click(dialog.getByRole('button', { name: 'Keep All of Yours' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Save Merged App' }));
      await waitFor(() =>
        expect(backend.store.data.apps[0]).toMatchObject({
          name: 'Lucky Spin PWA 2',
          openerLink: 'https://tracker.example.com/open/anna',
        }),
      );
      await expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
      await expect(fields.getByRole('textbox', { name: 'Opener Link' })).toHaveValue(
        'https://tracker.example.com/open/anna',
      );
      await expect(await fields.findByRole('button', { name: 'Save' })).toBeDisabled();
    });
  },
};

export const DeletedByAnotherOperator: Story = {
  args: { appId: 1 },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    const name = fields.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Lucky Spin PWA'));
    // Typed first: a poll between the delete and the save says the same.
    await userEvent.type(name, ' 2');
    await otherOperator().pwa.remove(1);
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await expect(await fields.findByRole('alert')).toHaveTextContent(
      'This app was deleted by another operator. What you typed is still in the form.',
    );
    await expect(name).toHaveValue('Lucky Spin PWA 2');
  },
};

/** The form polls its app while shown (5 s): no save, no focus asked for. */
const POLLED = { timeout: 8_000 };

export const DeletedWhileShown: Story = {
  args: { appId: 1 },
  play: async ({ canvasElement, args, step }) => {
    const fields = await form(canvasElement);
    const name = fields.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Lucky Spin PWA'));
    await userEvent.type(name, ' 2');

    await step('another operator deletes the app: the form says so by itself', async () => {
      await otherOperator().pwa.remove(1);
      await waitFor(
        () =>
          expect(fields.getByRole('alert')).toHaveTextContent(
            'This app was deleted by another operator. What you typed is still in the form.',
          ),
        POLLED,
      );
      await expect(name).toHaveValue('Lucky Spin PWA 2');
      await userEvent.click(fields.getByRole('link', { name: 'Back to All Apps' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/apps');
    });
  },
};

export const PathUpdateSaved: Story = { args: { appId: 1 }, play: drivePath('updateSaved') };
export const PathUpdateFails: Story = { args: { appId: 1 }, play: drivePath('updateFails') };
