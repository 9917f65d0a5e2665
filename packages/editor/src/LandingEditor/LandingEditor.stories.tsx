import { createApiClient, createMemoryStorage } from '@landing/api';
import {
  createFixtures,
  createMockBackend,
  type MockBackend,
  type MockBackendOptions,
} from '@landing/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LandingEditor } from './LandingEditor.tsx';

/**
 * The whole editor over the mock back office. Fixtures: landing 1 with main launcher 1
 * 'Lucky Spin' (English base, German, Spanish) and related launcher 2 'Golden Slots';
 * launchers 3 'Fortune Wheel' and 4 'Mega Bonus' are free to link. Templates: built-in
 * 'playstore', 'appstore'; custom 'slots7', 'fortune'.
 */
let backend: MockBackend;
let options: MockBackendOptions;

function EditorStory(props: {
  landingId: number | null;
  onLocationChange: (at: { landingId: number | null; relatedLauncherId: number | null }) => void;
}) {
  const [client] = useState(() =>
    createApiClient({
      storage: createMemoryStorage({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    }),
  );
  return (
    <LandingEditor
      client={client}
      landingId={props.landingId}
      onLocationChange={props.onLocationChange}
    />
  );
}

const meta = {
  title: 'Editor/LandingEditor',
  component: EditorStory,
  args: { landingId: null, onLocationChange: fn() },
  beforeEach: ({ msw }) => {
    options = {};
    backend = createMockBackend(options);
    msw.use(...backend.handlers);
  },
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const toast = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).findByText(text, {}, { timeout: 3000 });

async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  await userEvent.click(await body(canvasElement).findByRole('option', { name: option }));
}

export const NewLanding: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('only Landing Settings is enabled; the breadcrumb says New Landing', async () => {
      await expect(
        await canvas.findByRole('heading', { name: 'Landing Settings' }),
      ).toBeInTheDocument();
      const breadcrumb = canvas.getByRole('navigation', { name: 'Editor breadcrumb' });
      await expect(within(breadcrumb).getByText('New Landing')).toBeInTheDocument();
      const nav = canvas.getByRole('navigation', { name: 'Editor sections' });
      for (const name of [
        'Main Information',
        'Design',
        'Content',
        'Comments',
        'Related Launchers',
      ]) {
        await expect(within(nav).getByRole('link', { name })).toHaveAttribute(
          'aria-disabled',
          'true',
        );
      }
    });
    await step('an empty save shows the rules', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save and Continue' }));
      await expect(canvas.getByText('Name must be at least 3 characters')).toBeInTheDocument();
      await expect(canvas.getByText('Template is required')).toBeInTheDocument();
    });
    await step(
      'a custom template asks for Webflow data, a built-in one for the platform',
      async () => {
        await userEvent.type(canvas.getByRole('textbox', { name: 'Landing Name' }), 'Spin City');
        await choose(canvasElement, 'Template', 'fortune');
        await expect(canvas.getByRole('textbox', { name: 'Webflow HTML Tag Data' })).toBeVisible();
        await expect(canvas.queryByRole('combobox', { name: 'Platform' })).toBeNull();
        await choose(canvasElement, 'Template', 'playstore');
        await expect(canvas.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('Web');
        await expect(canvas.queryByRole('textbox', { name: 'Webflow HTML Tag Data' })).toBeNull();
      },
    );
    await step(
      'saving creates the launcher and the landing, then opens Main Information',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Save and Continue' }));
        await toast(canvasElement, 'Launcher settings saved!');
        await waitFor(() =>
          expect(args.onLocationChange).toHaveBeenCalledWith({
            landingId: expect.any(Number) as number,
            relatedLauncherId: null,
          }),
        );
        await expect(
          await canvas.findByRole('heading', { name: 'Main Information' }),
        ).toBeInTheDocument();
        const created = backend.calls.filter((call) => call.key === 'launcher.createAppStore');
        await expect(created).toHaveLength(1);
      },
    );
  },
};

export const FailedSave: Story = {
  beforeEach: () => {
    options.fail = { 'launcher.createCustom': true };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Landing Name' }),
      'Custom Spin',
    );
    await choose(canvasElement, 'Template', 'slots7');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Webflow HTML Tag Data' }), '<b>');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and Continue' }));
    await toast(canvasElement, 'Failed to save launcher settings.');
    await expect(canvas.getByRole('textbox', { name: 'Landing Name' })).toHaveValue('Custom Spin');
    await expect(canvas.getByRole('heading', { name: 'Landing Settings' })).toBeInTheDocument();
  },
};

export const LoadedLanding: Story = {
  args: { landingId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Main Information' })).toBeVisible();
    const breadcrumb = canvas.getByRole('navigation', { name: 'Editor breadcrumb' });
    await expect(within(breadcrumb).getByRole('button', { name: 'Lucky Spin' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Editor sections' });
    await expect(within(nav).getByRole('button', { name: 'Design' })).toBeEnabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Landing Settings' }));
    await expect(canvas.getByRole('textbox', { name: 'Landing Name' })).toHaveValue('Lucky Spin');
    await expect(canvas.getByRole('combobox', { name: 'Template' })).toBeDisabled();
  },
};

/** Launcher 1 gets French and Portuguese too: six tabs for a strip of four. */
export const TranslationTabs: Story = {
  args: { landingId: 1 },
  beforeEach: ({ msw }) => {
    const fixtures = createFixtures();
    const german = fixtures.contents.find((content) => content.id === 2)!;
    fixtures.contents.push({ ...german, id: 20, localeId: 4 }, { ...german, id: 21, localeId: 5 });
    options = { fixtures };
    backend = createMockBackend(options);
    msw.use(...backend.handlers);
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Editor sections' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Content' }));
    const strip = await canvas.findByRole('tablist', { name: 'Translations' });
    await step('four tabs show, the base first; the rest are under More', async () => {
      const tabs = within(strip).getAllByRole('tab');
      await expect(tabs).toHaveLength(4);
      await expect(tabs[0]).toHaveAccessibleName('English (BASE)');
      await expect(tabs.at(-1)).toHaveAccessibleName('New Language');
      await userEvent.click(canvas.getByRole('button', { name: /More/ }));
      await expect(
        await body(canvasElement).findByRole('menuitem', { name: 'Portuguese' }),
      ).toBeVisible();
      await userEvent.keyboard('{Escape}');
    });
    await step('arrow keys move between tabs', async () => {
      within(strip).getByRole('tab', { name: 'English (BASE)' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(within(strip).getByRole('tab', { name: 'German' })).toHaveFocus();
    });
    await step('a translation is deleted after confirming', async () => {
      await userEvent.click(within(strip).getByRole('tab', { name: 'German' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Delete German' }));
      const dialog = await body(canvasElement).findByRole('alertdialog', {
        name: 'Delete Translation?',
      });
      await expect(dialog).toHaveTextContent(
        'Are you sure you want to delete German ? This action cannot be undone.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await toast(canvasElement, 'Content deleted successfully');
      await waitFor(() => expect(within(strip).queryByRole('tab', { name: 'German' })).toBeNull());
    });
    await step('the language form offers only unused locales', async () => {
      await userEvent.click(within(strip).getByRole('tab', { name: 'New Language' }));
      await expect(canvas.getByRole('button', { name: 'Add Translation' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('combobox', { name: 'Language' }));
      const options = await body(canvasElement).findAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual(['German', 'Russian']);
      await userEvent.click(options[1]!);
      await userEvent.click(canvas.getByRole('button', { name: 'Add Translation' }));
      await toast(canvasElement, 'Translation created successfully');
      await expect(within(strip).getByRole('tab', { name: 'Russian' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  },
};

export const RelatedLaunchers: Story = {
  args: { landingId: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Editor sections' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Related Launchers' }));
    const table = await canvas.findByRole('table', { name: 'Related Launchers' });
    await expect(within(table).getByRole('row', { name: /Golden Slots/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Link' })).toBeDisabled();
    await choose(canvasElement, 'Link Launcher', 'Fortune Wheel');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    await toast(canvasElement, 'Launcher linked successfully');
    await expect(await within(table).findByRole('row', { name: /Fortune Wheel/ })).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Golden Slots' }));
    await waitFor(() =>
      expect(args.onLocationChange).toHaveBeenCalledWith({ landingId: 1, relatedLauncherId: 2 }),
    );
    const breadcrumb = canvas.getByRole('navigation', { name: 'Editor breadcrumb' });
    await expect(await within(breadcrumb).findByText('Golden Slots')).toBeVisible();
  },
};

/** 'Add Template' opens the template modal; the template made there is offered and chosen. */
export const AddTemplate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Template' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add Template' }));
    await userEvent.upload(
      dialog.getByLabelText('Archive File'),
      new File([new Uint8Array(64)], 'Summer-Sale.zip', { type: 'application/zip' }),
    );
    await expect(dialog.getByLabelText('Code')).toHaveValue('SummerSale');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('combobox', { name: 'Template' })).toHaveTextContent(
      'SummerSale',
    );
    await expect(canvas.getByRole('textbox', { name: 'Webflow HTML Tag Data' })).toBeVisible();
  },
};
