import {
  isInsideScreenWidth,
  onPhone,
  pageFitsScreenWidth,
  PHONE_VIEWPORT,
} from '@landing/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import type { EditorState } from '../package/contract.ts';
import {
  body,
  EditorStory,
  findToast,
  openSection,
  storyBackend,
} from '../testing/EditorStory.tsx';

/**
 * The editor's shell: breadcrumb, side navigation and the section messages. Landing 9 has no
 * launcher left; landing 10's launcher 4 'Mega Bonus' has no translation.
 */
const kit = storyBackend();

const meta = {
  title: 'Editor/EditorShell',
  component: EditorStory,
  args: { landingId: null, onLocationChange: fn(), onNavigate: fn() },
  beforeEach: kit.install((fixtures) => {
    fixtures.landings.push(
      { id: 9, webServerId: null, mainLauncherId: 999, relatedLauncherIds: [] },
      { id: 10, webServerId: null, mainLauncherId: 4, relatedLauncherIds: [] },
    );
  }),
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const SECTIONS = [
  'Landing Settings',
  'Main Information',
  'Design',
  'Content',
  'Comments',
  'Related Launchers',
];

const sectionNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Editor sections' }));

export const NewLanding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Landing Settings' })).toBeVisible();
    const breadcrumb = canvas.getByRole('navigation', { name: 'Editor breadcrumb' });
    await expect(within(breadcrumb).getByText('New Landing')).toBeVisible();
    const nav = sectionNav(canvasElement);
    for (const name of SECTIONS.slice(1)) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(nav.getByRole('link', { name: 'Design' }));
    await expect(canvas.getByRole('heading', { name: 'Landing Settings' })).toBeVisible();
    // The preview's chunk loads after the frame: its landmark comes with it, empty.
    await expect(
      await canvas.findByRole('complementary', { name: 'Preview' }),
    ).toBeEmptyDOMElement();
  },
};

/**
 * Every section of a loaded landing is enabled. Nothing in the editor leads out of it (see the
 * README on `onNavigate`): no element carries an address, and `onNavigate` is never called.
 */
export const LoadedLanding: Story = {
  args: { landingId: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The heading draws while the landing loads; the launcher's crumb once it has.
    const breadcrumb = canvas.getByRole('navigation', { name: 'Editor breadcrumb' });
    await expect(
      await within(breadcrumb).findByRole('button', { name: 'Lucky Spin' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Main Information' })).toBeVisible();
    for (const name of SECTIONS) {
      await openSection(canvasElement, name);
      // A section may repeat its name in a heading of its own.
      const [heading] = await canvas.findAllByRole('heading', { name });
      await expect(heading).toBeVisible();
      await expect(
        canvasElement.querySelectorAll('a[href], area[href], form[action]'),
      ).toHaveLength(0);
    }
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/**
 * What a host reads: the public state (landing, launcher, translation, section, dirty,
 * saving) follows the editor, and typing in a section's form makes it dirty.
 */
export const HostState: Story = {
  args: { landingId: 1, onStateChange: fn(), onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(args.onStateChange).toHaveBeenLastCalledWith({
          status: 'ready',
          landing: { id: 1 },
          launcher: { id: 1, name: 'Lucky Spin', isMain: true },
          translation: { id: 1, localeId: 1, isBase: true },
          section: 'mainInformation',
          dirty: false,
          saving: false,
        }),
      { timeout: 5000 },
    );
    const form = within(await canvas.findByRole('form', { name: 'Icon, Name and Short Name' }));
    await userEvent.type(await form.findByRole('textbox', { name: 'Name' }), ' 2');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ dirty: true }),
    );
  },
};

/**
 * A host's `beforeunload` can trust `onDirtyChange`: one keystroke in either Main Information
 * form reports dirty before the input event is over (no wait), and a save reports what the
 * server accepted (`onSaved`) and clean again.
 */
export const HostDirtyAndSaved: Story = {
  args: { landingId: 1, onDirtyChange: fn(), onSaved: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const staticContent = within(await canvas.findByRole('form', { name: 'Static Content' }));
    const developer = await staticContent.findByRole('textbox', { name: 'Developer' });
    await waitFor(() => expect(developer).not.toHaveValue(''), { timeout: 5000 });
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));

    await userEvent.type(developer, 'x');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(staticContent.getByRole('button', { name: 'Save Static Content' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ service: 'api', method: 'PATCH', path: 'launcher' }),
      ),
    );
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));

    const iconName = within(canvas.getByRole('form', { name: 'Icon, Name and Short Name' }));
    await userEvent.type(iconName.getByRole('textbox', { name: 'Name' }), 'x');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

/** The element found, once it is enabled. */
const enabled = async (find: Promise<HTMLElement>) => {
  const element = await find;
  await waitFor(() => expect(element).toBeEnabled(), { timeout: 5000 });
  return element;
};

/**
 * One edit per section: `prepare` opens what the edit needs and returns the edit, one input
 * event; then either the save (its button and the call it makes) or `undo`.
 */
const SECTION_EDITS: Array<{
  section: string;
  step: string;
  prepare: (canvasElement: HTMLElement) => Promise<() => Promise<unknown>>;
  save?: { button: string; method: string; path: string };
  undo?: () => Promise<unknown>;
}> = [
  {
    section: 'Landing Settings',
    step: 'Landing Settings: typing in Landing Name',
    prepare: async (canvasElement) => {
      const name = await enabled(
        within(canvasElement).findByRole('textbox', { name: 'Landing Name' }),
      );
      return () => userEvent.type(name, 'x');
    },
    save: { button: 'Save and Continue', method: 'PATCH', path: 'launcher' },
  },
  {
    section: 'Main Information',
    step: 'Main Information: typing in Developer',
    prepare: async (canvasElement) => {
      const form = within(
        await within(canvasElement).findByRole('form', { name: 'Static Content' }),
      );
      const developer = await enabled(form.findByRole('textbox', { name: 'Developer' }));
      return () => userEvent.type(developer, 'x');
    },
    save: { button: 'Save Static Content', method: 'PATCH', path: 'launcher' },
  },
  {
    section: 'Design',
    step: 'Design: moving a screenshot',
    prepare: async (canvasElement) => {
      const move = await enabled(
        within(canvasElement).findByRole('button', { name: 'Move screenshot 1 right' }),
      );
      return () => userEvent.click(move);
    },
    save: { button: 'Save Design', method: 'PATCH', path: 'design/1' },
  },
  {
    section: 'Content',
    step: 'Content: typing in Description',
    prepare: async (canvasElement) => {
      const description = await enabled(
        within(canvasElement).findByRole('textbox', { name: 'Description' }),
      );
      return () => userEvent.type(description, 'x');
    },
    save: { button: 'Save Content', method: 'PATCH', path: 'launcher-content/1' },
  },
  {
    section: 'Comments',
    step: 'Comments: typing in a comment being edited',
    prepare: async (canvasElement) => {
      const canvas = within(canvasElement);
      await userEvent.click(
        await enabled(canvas.findByRole('button', { name: 'Edit comment by Max Power' })),
      );
      const text = await enabled(canvas.findByRole('textbox', { name: 'Comment Text' }));
      return () => userEvent.type(text, 'x');
    },
    save: { button: 'Save Changes', method: 'PATCH', path: 'comments/2' },
  },
  {
    section: 'Comments',
    step: "Comments: typing a new author's name in Create New Commentator",
    prepare: async (canvasElement) => {
      const canvas = within(canvasElement);
      const open = await canvas.findByRole('button', { name: 'Create New Comment' });
      if (open.getAttribute('aria-expanded') === 'false') await userEvent.click(open);
      await userEvent.click(
        await enabled(canvas.findByRole('button', { name: 'Create New Author' })),
      );
      const dialog = await body(canvasElement).findByRole('dialog', {
        name: 'Create New Commentator',
      });
      const name = await enabled(within(dialog).findByRole('textbox', { name: 'Name' }));
      return () => userEvent.type(name, 'N');
    },
    // Closing the modal drops the name: nothing is left unsaved.
    undo: () => userEvent.keyboard('{Escape}'),
  },
  {
    section: 'Related Launchers',
    step: 'Related Launchers: choosing a launcher to link',
    prepare: async (canvasElement) => {
      await userEvent.click(
        await enabled(within(canvasElement).findByRole('combobox', { name: 'Link Launcher' })),
      );
      const option = await body(canvasElement).findByRole('option', { name: /Fortune Wheel/ });
      return () => userEvent.click(option);
    },
    save: { button: 'Link', method: 'POST', path: 'landing/1/link-launcher/3' },
  },
];

/**
 * In each section one edit reports dirty before the input event is over (no wait), as
 * `isDirty()` says; a save reports `saving` while it runs (the section's nested form actors
 * included), what the server accepted (`onSaved`), and clean again.
 */
export const HostDirtyInEverySection: Story = {
  args: { landingId: 1, onDirtyChange: fn(), onSaved: fn(), onStateChange: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const states = () =>
      (args.onStateChange as Mock<(state: EditorState) => void>).mock.calls.map(([state]) => state);
    const handle = () => states().at(-1);
    for (const { section, step: name, prepare, save, undo } of SECTION_EDITS) {
      await step(name, async () => {
        await openSection(canvasElement, section);
        const edit = await prepare(canvasElement);
        await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
        await edit();
        await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
        await expect(handle()).toMatchObject({ dirty: true });
        if (save === undefined) {
          await undo?.();
          await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
          return;
        }
        const before = states().length;
        await userEvent.click(canvas.getByRole('button', { name: save.button }));
        await waitFor(
          () =>
            expect(args.onSaved).toHaveBeenCalledWith(
              expect.objectContaining({ method: save.method, path: save.path }),
            ),
          { timeout: 5000 },
        );
        await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
        await expect(
          states()
            .slice(before)
            .some((state) => state.saving),
        ).toBe(true);
        await waitFor(() => expect(handle()).toMatchObject({ saving: false, dirty: false }));
      });
    }
  },
};

/**
 * A host's `messages` replace the texts it names (a section's entry and heading, the
 * navigation's and the preview's names, a toast by its text); every other text keeps the
 * spec's words.
 */
export const HostMessages: Story = {
  args: {
    landingId: 1,
    messages: {
      'section.mainInformation': 'Hauptinformationen',
      'nav.label': 'Bereiche',
      'preview.label': 'Vorschau',
      'toast:Static content updated successfully': 'Statische Inhalte gespeichert',
      'staticContent.developer': 'Entwickler',
      'staticContent.save': 'Statische Inhalte speichern',
      'content.description': 'Beschreibung',
      'content.save': 'Inhalt speichern',
      'design.save': 'Design speichern',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: 'Bereiche' }));
    await expect(canvas.queryByRole('navigation', { name: 'Editor sections' })).toBeNull();
    const entry = await nav.findByRole('button', { name: 'Hauptinformationen' });
    await waitFor(() => expect(entry).toBeEnabled(), { timeout: 5000 });
    await expect(nav.queryByRole('button', { name: 'Main Information' })).toBeNull();
    await expect(nav.getByRole('button', { name: 'Design' })).toBeInTheDocument();
    await userEvent.click(entry);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Hauptinformationen' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('complementary', { name: 'Vorschau' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // A toast a section's machine raises, in the host's words.
    const staticContent = within(await canvas.findByRole('form', { name: 'Static Content' }));
    // A section's own labels and buttons, in the host's words; the others keep the spec's.
    const developer = await staticContent.findByRole('textbox', { name: 'Entwickler' });
    await expect(staticContent.queryByRole('textbox', { name: 'Developer' })).toBeNull();
    await expect(staticContent.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    await waitFor(() => expect(developer).toBeEnabled(), { timeout: 5000 });
    await userEvent.type(developer, 'x');
    await userEvent.click(
      staticContent.getByRole('button', { name: 'Statische Inhalte speichern' }),
    );
    await expect(await findToast(canvasElement, 'Statische Inhalte gespeichert')).toBeVisible();
    await expect(canvas.queryByText('Static content updated successfully')).toBeNull();
    await userEvent.click(nav.getByRole('button', { name: 'Design' }));
    const [designHeading] = await canvas.findAllByRole('heading', { level: 2, name: 'Design' });
    await expect(designHeading).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Design speichern' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(nav.getByRole('button', { name: 'Content' }));
    await expect(
      await canvas.findByRole('textbox', { name: 'Beschreibung' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Description' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Inhalt speichern' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Tags' })).toBeInTheDocument();
  },
};

/** The landing answers late (the mock's handler answers after this one returns nothing). */
const landingAnswersAfter =
  (ms: number): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(
      http.get('*/api/landing/:id/with-related-launchers', async () => {
        await delay(ms);
      }),
    );
  };

export const FrameWhileLoading: Story = {
  args: { landingId: 1 },
  beforeEach: landingAnswersAfter(600),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading landing…' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Main Information' })).toBeVisible();
    for (const name of SECTIONS) {
      await expect(sectionNav(canvasElement).getByRole('link', { name })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    const breadcrumb = canvas.getByRole('navigation', { name: 'Editor breadcrumb' });
    await expect(
      await within(breadcrumb).findByRole('button', { name: 'Lucky Spin' }, { timeout: 3000 }),
    ).toBeVisible();
    await waitFor(
      () => expect(canvas.queryByRole('status', { name: 'Loading landing…' })).toBeNull(),
      { timeout: 3000 },
    );
    await expect(sectionNav(canvasElement).getByRole('button', { name: 'Design' })).toBeEnabled();
    await expect(await canvas.findByRole('complementary', { name: 'Preview' })).toBeVisible();
  },
};

/**
 * A loaded landing draws its section first and its preview in a later render, so neither
 * holds the page up for the other (the frame was already on screen).
 */
export const SectionBeforePreview: Story = {
  args: { landingId: 1 },
  beforeEach: landingAnswersAfter(300),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('status', { name: 'Loading landing…' });
    const drawn: { section: boolean; preview: boolean }[] = [];
    const observer = new MutationObserver(() => {
      drawn.push({
        section: canvas.queryAllByRole('textbox', { name: 'Developer' }).length > 0,
        preview: canvas.queryByRole('complementary', { name: 'Preview' }) !== null,
      });
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    try {
      await expect(
        await canvas.findByRole('complementary', { name: 'Preview' }, { timeout: 3000 }),
      ).toBeVisible();
    } finally {
      observer.disconnect();
    }
    const firstSection = drawn.findIndex((step) => step.section);
    const firstPreview = drawn.findIndex((step) => step.preview);
    await expect(firstSection).toBeGreaterThanOrEqual(0);
    await expect(firstPreview).toBeGreaterThan(firstSection);
    await expect(drawn[firstSection]).toEqual({ section: true, preview: false });
    await expect(canvas.getByRole('textbox', { name: 'Developer' })).toBeVisible();
  },
};

export const LandingWithoutLauncher: Story = {
  args: { landingId: 9 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findToast(canvasElement, 'This launcher has no content to edit.');
    await expect(canvas.getByRole('heading', { name: 'Main Information' })).toBeVisible();
    await expect(await canvas.findByText('Please configure landing first.')).toBeVisible();
    await expect(sectionNav(canvasElement).getByRole('link', { name: 'Design' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LauncherWithoutTranslation: Story = {
  args: { landingId: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Design', 'Content', 'Comments']) {
      await openSection(canvasElement, name);
      await expect(await canvas.findByText('No translation selected.')).toBeVisible();
      await expect(canvas.getByRole('tab', { name: 'New Language' })).toBeVisible();
    }
  },
};

/**
 * On a phone (412 px) the sections are a strip above the section that scrolls sideways, the
 * section has the full width and the preview comes below it, not beside it.
 */
export const OnAPhone: Story = {
  ...onPhone,
  args: { landingId: 1 },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(PHONE_VIEWPORT.width);
    const canvas = within(canvasElement);
    const preview = await canvas.findByRole('complementary', { name: 'Preview' });
    const heading = canvas.getByRole('heading', { name: 'Main Information', level: 2 });
    const strip = canvas.getByRole('navigation', { name: 'Editor sections' });
    const box = (element: Element) => element.getBoundingClientRect();
    await expect(box(strip).bottom).toBeLessThanOrEqual(box(heading).top);
    const [first, second] = ['Landing Settings', 'Main Information'].map((name) =>
      box(within(strip).getByRole('button', { name })),
    );
    await expect(second!.left).toBeGreaterThanOrEqual(first!.right);
    await expect(second!.top).toBe(first!.top);
    // Six sections do not fit in 412 px: the row scrolls inside the strip, not the page.
    const row = within(strip).getByRole('list');
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(isInsideScreenWidth(strip)).toBe(true);
    // The section takes the width the preview had beside it; the preview follows below.
    await expect(box(heading).width).toBeGreaterThan(PHONE_VIEWPORT.width * 0.9);
    await expect(box(preview).top).toBeGreaterThan(box(heading).bottom);
    await expect(isInsideScreenWidth(preview)).toBe(true);
    await expect(pageFitsScreenWidth()).toBe(true);

    await openSection(canvasElement, 'Related Launchers');
    const [related] = await canvas.findAllByRole('heading', { name: 'Related Launchers' });
    await expect(related).toBeVisible();
    await expect(
      isInsideScreenWidth(within(strip).getByRole('button', { name: 'Related Launchers' })),
    ).toBe(true);
    await expect(pageFitsScreenWidth()).toBe(true);
  },
};
