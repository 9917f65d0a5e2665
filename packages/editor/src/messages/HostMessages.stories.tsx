import { createFixtures } from '@landing/api/testing';
import {
  createDraftStore,
  designDraftFormat,
  DRAFT_KEY_PREFIX,
  draftOwnerOf,
} from '@landing/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, EditorStory, openSection, storyBackend } from '../testing/EditorStory.tsx';

/**
 * A host's `messages` in the sections the frame's story (`EditorShell/HostMessages`) does not
 * reach: each overridden text shows, its default is gone, and a neighbour keeps its default.
 * Landing 1's launcher 'Lucky Spin' has English (the base), German and Spanish; German uses the
 * base design and has one comment of its own.
 */
const kit = storyBackend();

const meta = {
  title: 'Editor/HostMessages',
  component: EditorStory,
  args: { landingId: 1 },
  // A back office without versions (issue 29): another operator's save is made in the store.
  beforeEach: kit.install(undefined, { withoutVersions: true }),
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The translation strip's tab of a language, once the section shows it. */
async function openTranslation(canvasElement: HTMLElement, strip: string, tab: string) {
  const tabs = within(await within(canvasElement).findByRole('tablist', { name: strip }));
  await userEvent.click(await tabs.findByRole('tab', { name: tab }));
  await waitFor(() =>
    expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true'),
  );
}

export const SettingsAndRelatedLaunchers: Story = {
  args: {
    messages: {
      'landingSettings.name': 'Landing-Name',
      'landingSettings.save': 'Speichern und weiter',
      'related.title': 'Verknüpfte Launcher',
      'related.column.name': 'Launcher-Name',
      'related.linkButton': 'Verknüpfen',
      'table.delete': '{item} entfernen',
      'table.askDelete': '{item} wirklich entfernen?',
      'table.actions': 'Aktionen',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvasElement, 'Landing Settings');
    await expect(await canvas.findByRole('textbox', { name: 'Landing-Name' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Landing Name' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Template' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Speichern und weiter' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save and Continue' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeVisible();

    await openSection(canvasElement, 'Related Launchers');
    const table = await canvas.findByRole('table', { name: 'Verknüpfte Launcher' });
    await expect(within(table).getByRole('columnheader', { name: 'Launcher-Name' })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Launcher Name' })).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: 'Template Code' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Aktionen' })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Related Launchers' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Verknüpfen' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Link Launcher' })).toBeInTheDocument();
    // The table's row buttons and the question its Delete asks.
    await expect(within(table).getByRole('button', { name: 'Edit Golden Slots' })).toBeVisible();
    await expect(within(table).queryByRole('button', { name: 'Delete Golden Slots' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Golden Slots entfernen' }));
    const question = await body(canvasElement).findByRole('alertdialog');
    await expect(question).toHaveTextContent('Golden Slots wirklich entfernen?');
    await expect(question).not.toHaveTextContent('Are you sure');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(kit.backend.store.data.landings[0]?.relatedLauncherIds).toEqual([2]);
  },
};

/** The New Template dialog that Landing Settings of a new landing opens with 'Add Template'. */
export const AddTemplateDialog: Story = {
  args: {
    landingId: null,
    messages: {
      'templateForm.addTitle': 'Vorlage hinzufügen',
      'templateForm.code': 'Kürzel',
      'templateForm.required': 'Pflichtfeld',
      'templateForm.create': 'Anlegen',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Template' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Vorlage hinzufügen' });
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Add Template' })).toBeNull();
    const form = within(dialog);
    const code = form.getByRole('textbox', { name: 'Kürzel' });
    await expect(form.queryByRole('textbox', { name: 'Code' })).toBeNull();
    await expect(form.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    await expect(form.getByLabelText('Archive File')).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Anlegen' })).toBeInTheDocument();
    await expect(form.queryByRole('button', { name: 'Create' })).toBeNull();
    // A field's message: the Code typed and cleared again is required.
    await userEvent.type(code, 'x');
    await userEvent.clear(code);
    await expect(await form.findByText('Pflichtfeld')).toBeInTheDocument();
    await expect(form.queryByText('Required')).toBeNull();
  },
};

/** The tab strip, the Undo/Redo bar and the conflict dialog, over the Content section. */
export const TranslationsHistoryAndConflict: Story = {
  args: {
    messages: {
      'translations.label': 'Übersetzungen',
      'translations.base': '{language} (BASIS)',
      'translations.delete': '{language} löschen',
      'translations.newLanguage': 'Neue Sprache',
      'history.label': 'Verlauf',
      'history.undo': 'Rückgängig',
      'conflict.keepAllTheirs': 'Alle von ihnen behalten',
      'conflict.theirs': 'Ihre Fassung',
      'conflict.original': 'Ursprünglich',
      'dialog.close': 'Schließen',
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await openSection(canvasElement, 'Content');
    const strip = within(await canvas.findByRole('tablist', { name: 'Übersetzungen' }));
    await step('the tab strip', async () => {
      await expect(strip.getByRole('tab', { name: 'English (BASIS)' })).toBeVisible();
      await expect(strip.queryByRole('tab', { name: 'English (BASE)' })).toBeNull();
      await expect(strip.getByRole('tab', { name: 'Neue Sprache' })).toBeVisible();
      await expect(canvas.queryByRole('tablist', { name: 'Translations' })).toBeNull();
      await openTranslation(canvasElement, 'Übersetzungen', 'German');
      await expect(canvas.getByRole('button', { name: 'German löschen' })).toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: 'Delete German' })).toBeNull();
    });
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    await step('the Undo/Redo bar', async () => {
      await userEvent.type(description, ' x');
      const history = within(await canvas.findByRole('group', { name: 'Verlauf' }));
      await expect(history.getByRole('button', { name: 'Rückgängig' })).toBeEnabled();
      await expect(history.queryByRole('button', { name: 'Undo' })).toBeNull();
      await expect(history.getByRole('button', { name: 'Redo' })).toBeDisabled();
    });
    await step('the conflict dialog (another operator saved the description)', async () => {
      const stored = kit.backend.store.data.contents.find((content) => content.id === 2)!;
      stored.translatableContent = {
        ...stored.translatableContent!,
        description: 'Another operator wrote this description meanwhile.',
      };
      await userEvent.click(canvas.getByRole('button', { name: 'Save Content' }));
      const dialog = within(
        await body(canvasElement).findByRole('dialog', {
          name: 'Someone else saved this translation',
        }),
      );
      await expect(
        dialog.getByRole('button', { name: 'Alle von ihnen behalten' }),
      ).toBeInTheDocument();
      await expect(dialog.queryByRole('button', { name: 'Keep All of Theirs' })).toBeNull();
      await expect(dialog.getByRole('button', { name: 'Keep All of Yours' })).toBeInTheDocument();
      const field = within(dialog.getByRole('group', { name: 'Description' }));
      await expect(field.getByRole('radio', { name: 'Ihre Fassung' })).not.toBeChecked();
      await expect(field.getByRole('radio', { name: 'Yours' })).toBeChecked();
      await expect(field.getByText('Ursprünglich')).toBeInTheDocument();
      await expect(field.queryByText('Original')).toBeNull();
      await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
      await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    });
  },
};

/** The texts the comments machine used to make, the star images, and the base design card. */
export const CommentsAndDesign: Story = {
  args: {
    messages: {
      'comments.formCreate': 'Neuer Kommentar',
      'comments.stars': '{count} von {max} Sternen',
      'comments.bulkTranslateTitle': 'Basis-Kommentare ins {language}e übersetzen',
      'comments.bulkTranslate': '{count} übersetzen',
      'comments.bulkCount': '{selected} von {total}',
      'comments.bulkAllSelected': 'Alle ausgewählt',
      'design.usingBase': 'Basis-Design in Verwendung',
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await openSection(canvasElement, 'Comments');
    await openTranslation(canvasElement, 'Translations', 'German');
    await step('the form title and the star images', async () => {
      await expect(await canvas.findByRole('button', { name: 'Neuer Kommentar' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Create New Comment' })).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Add from Base' })).toBeVisible();
      await expect(canvas.getAllByRole('img', { name: '5 von 5 Sternen' })).not.toHaveLength(0);
      await expect(canvas.queryByRole('img', { name: /of 5 stars/ })).toBeNull();
    });
    await step('the Translate dialog: title, counts, status and confirm', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Translate Comments from Base' }));
      const dialog = within(
        await page.findByRole('dialog', { name: 'Basis-Kommentare ins Germane übersetzen' }),
      );
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Select all' }));
      await expect(dialog.getByRole('status')).toHaveTextContent('2 von 2 · Alle ausgewählt');
      await expect(dialog.getByRole('button', { name: '2 übersetzen' })).toBeEnabled();
      await expect(dialog.queryByRole('button', { name: 'Translate 2' })).toBeNull();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    });
    await step("Design's base design card", async () => {
      await openSection(canvasElement, 'Design');
      await expect(
        await canvas.findByRole('heading', { name: 'Basis-Design in Verwendung' }),
      ).toBeVisible();
      await expect(canvas.queryByRole('heading', { name: 'Using Base Design' })).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Unlink Design' })).toBeVisible();
    });
  },
};

/**
 * Field messages by `<form>.error.<rule>`: the host's words show under the field, the default is
 * gone, and another form whose rule has the same English words keeps its own default.
 */
export const FieldMessages: Story = {
  args: {
    messages: {
      'iconName.error.shortNameRequired': 'Kurzname fehlt',
      'content.error.descriptionTooShort': 'Mindestens 20 Zeichen',
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Main Information: the Icon form worded, Static Content not', async () => {
      await openSection(canvasElement, 'Main Information');
      const icon = within(await canvas.findByRole('form', { name: 'Icon, Name and Short Name' }));
      const iconShortName = icon.getByRole('textbox', { name: 'Short Name' });
      await userEvent.clear(iconShortName);
      await expect(iconShortName).toHaveAccessibleDescription('Kurzname fehlt');
      await expect(icon.queryByText('Short name is required')).toBeNull();
      const statics = within(canvas.getByRole('form', { name: 'Static Content' }));
      const staticShortName = statics.getByRole('textbox', { name: 'Short Name' });
      await userEvent.clear(staticShortName);
      await expect(staticShortName).toHaveAccessibleDescription('Short name is required');
    });
    await step('Content: the description too short', async () => {
      await openSection(canvasElement, 'Content');
      const leave = await body(canvasElement).findByRole('alertdialog');
      await userEvent.click(within(leave).getByRole('button', { name: 'Leave' }));
      const description = await canvas.findByRole('textbox', { name: 'Description' });
      await userEvent.clear(description);
      await userEvent.type(description, 'Short text');
      await expect(description).toHaveAccessibleDescription('Mindestens 20 Zeichen');
      await expect(canvas.queryByText('Description must be at least 20 characters')).toBeNull();
    });
  },
};

/** The preview's own error text (the server sent none) and its Retry, a neighbour. */
export const PreviewError: Story = {
  beforeEach: kit.install(undefined, {
    fail: { 'landing.webServerUrl': { status: 500, body: {} } },
  }),
  args: { messages: { 'preview.loadFailed': 'Vorschau konnte nicht geladen werden' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = within(await canvas.findByRole('group', { name: 'Device screen' }));
    const alert = await preview.findByRole('alert');
    await expect(alert).toHaveTextContent('Vorschau konnte nicht geladen werden');
    await expect(alert).not.toHaveTextContent('Failed to load preview');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The drafts bar over Design: a draft an earlier visit left, with a file to choose again. */
export const DraftsBar: Story = {
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(DRAFT_KEY_PREFIX)) localStorage.removeItem(key);
    }
    createDraftStore({ storage: localStorage, writer: 'an earlier tab' }).save(
      {
        user: draftOwnerOf(createFixtures().user),
        landingId: 1,
        launcherId: 1,
        translationId: 1,
        form: 'design:design',
      },
      designDraftFormat,
      {
        values: { screens: ['screen-2.png', 'screen-1.png'] },
        files: [{ field: 'icon', name: 'icon.png' }],
        baseVersion: null,
      },
    );
  },
  args: {
    messages: {
      'drafts.label': 'Ungespeichert: {form}',
      'drafts.question': 'Änderungen vom {time} wiederherstellen?',
      'drafts.filesToReattach': 'Erneut anhängen: {files}',
      'drafts.restore': 'Wiederherstellen',
      'drafts.locale': 'de',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvasElement, 'Design');
    const offer = within(await canvas.findByRole('group', { name: 'Ungespeichert: Design' }));
    await expect(canvas.queryByRole('group', { name: 'Unsaved changes: Design' })).toBeNull();
    // The time in German: '27.11.2026, 14:31' (English would be 'Nov 27, 2026, 2:31 PM').
    await expect(
      offer.getByText(/^Änderungen vom \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} wiederherstellen\?$/),
    ).toBeVisible();
    await expect(offer.queryByText(/Restore unsaved changes/)).toBeNull();
    await expect(offer.getByText('Erneut anhängen: icon.png')).toBeVisible();
    await expect(offer.queryByText(/Files to re-attach/)).toBeNull();
    await expect(offer.getByRole('button', { name: 'Wiederherstellen' })).toBeVisible();
    await expect(offer.queryByRole('button', { name: 'Restore' })).toBeNull();
    await expect(offer.getByRole('button', { name: 'Discard' })).toBeVisible();
  },
};

/** An invalid Design save toasts its fields' messages in the host's `design.error.*` words. */
export const DesignInvalidSaveToast: Story = {
  args: { messages: { 'design.error.iconRequired': 'Symbol fehlt' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvasElement, 'Design');
    // Spanish has no design: its form starts empty.
    await openTranslation(canvasElement, 'Translations', 'Spanish');
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Design' }));
    const toasts = within(await canvas.findByRole('region', { name: /notifications/ }));
    await expect(await toasts.findByText('Symbol fehlt')).toBeVisible();
    await expect(toasts.getByText('At least one screenshot is required')).toBeVisible();
    await expect(toasts.queryByText('Icon is required')).toBeNull();
  },
};
