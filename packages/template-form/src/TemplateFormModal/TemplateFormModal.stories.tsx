import { createApiClient, type Template } from '@landing/api';
import {
  createFixtures,
  createStoryBackend,
  FOREIGN_WRITE_ANSWER_SHAPES,
  versionOf,
  zipFile,
} from '@landing/api/testing';
import {
  screenStepsOf,
  TEMPLATE_FORM_SCREEN_PATHS,
  type TemplateFormScreenMode,
} from '@landing/machines/testing';
import { useDraftOwner } from '@landing/drafts';
import {
  createDraftStore,
  DRAFT_KEY_PREFIX,
  draftOwnerOf,
  templateFormDraftFormat,
} from '@landing/machines';
import { Button } from '@landing/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { TemplateFormModal } from './TemplateFormModal.tsx';

const MB = 1024 * 1024;

const backend = createStoryBackend();
const { setFailure } = backend;

/** The fixtures' custom template 'slots7', with its version as the Templates list reads it. */
const slots7 = (): Template => {
  const template = backend.store.data.templates.find((t) => t.code === 'slots7');
  if (!template) throw new Error('fixture slots7 missing');
  return { ...template, version: versionOf(template) };
};

/** A real zip: the mock back office checks archives as the server does. */
const zipOf = (name: string, size = 2048) => zipFile(name, { minBytes: size });

type StoryProps = {
  /** Edit the fixture template 'slots7' instead of adding one. */
  edit?: boolean;
  onSaved: (template: Template) => void;
  onSavedWithoutRecord: () => void;
  onOpenChange: (open: boolean) => void;
  /** Keep and offer drafts for the signed-in user, as the console and the editor do. */
  withDrafts?: boolean;
};

/** A page with an opener button, as the Templates list and the editor have one. */
function TemplateFormStory({
  edit = false,
  onSaved,
  onSavedWithoutRecord,
  onOpenChange,
  withDrafts,
}: StoryProps) {
  const [client] = useState(() => createApiClient({ storage: backend.storage }));
  const [open, setOpen] = useState(true);
  const draftOwner = useDraftOwner(client);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{edit ? 'Edit slots7' : 'Add Template'}</Button>
      <TemplateFormModal
        open={open}
        template={edit ? slots7() : undefined}
        calls={client.template}
        draftOwner={withDrafts ? draftOwner : null}
        onSaved={onSaved}
        onSavedWithoutRecord={onSavedWithoutRecord}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Template form/TemplateFormModal',
  component: TemplateFormStory,
  args: { onSaved: fn(), onSavedWithoutRecord: fn(), onOpenChange: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...backend.start());
  },
} satisfies Meta<typeof TemplateFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation is over (it starts fully transparent). */
const dialogIn = async (canvasElement: HTMLElement, name: string) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog.getAnimations({ subtree: true })).toEqual([]));
  return within(dialog);
};

export const Create: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await dialogIn(canvasElement, 'Add Template');
    const create = dialog.getByRole('button', { name: 'Create' });

    await step('the submit button waits for a change', async () => {
      await expect(create).toBeDisabled();
      await expect(dialog.getByLabelText('Code')).toHaveValue('');
    });

    await step('choosing an archive fills the empty code from its name', async () => {
      await userEvent.upload(dialog.getByLabelText('Archive File'), zipOf('Summer-Sale_2025.zip'));
      await expect(dialog.getByText('Summer-Sale_2025.zip')).toBeVisible();
      await expect(dialog.getByLabelText('Code')).toHaveValue('SummerSale');
      await waitFor(() => expect(create).toBeEnabled());
    });

    await step('creates the template, reports it and closes', async () => {
      await userEvent.type(dialog.getByLabelText('Description'), 'Summer landing');
      await userEvent.click(create);
      await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
      await expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'SummerSale', description: 'Summer landing' }),
      );
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() =>
        expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
      );
      await expect(backend.count('template.create')).toBe(1);
      await expect(backend.store.data.templates.at(-1)).toMatchObject({
        code: 'SummerSale',
        description: 'Summer landing',
        isCustom: true,
      });
    });
  },
};

/**
 * A back office that meets the spec may answer a create with any 2xx body (DECISIONS.md "Write
 * answers"). Under each form the template is made once and reported saved: one answered without
 * its id is found as the one new template with the code sent. Never a failure, never the
 * without-a-record outcome here (each code is new), never a second template.
 */
export const CreateOverEveryWriteAnswer: Story = {
  play: async ({ canvasElement, args, step }) => {
    const { templates } = backend.store.data;
    for (const [index, shape] of FOREIGN_WRITE_ANSWER_SHAPES.entries()) {
      await step(shape, async () => {
        backend.options.writeAnswers = shape;
        const before = templates.length;
        if (index > 0) {
          await userEvent.click(
            within(canvasElement).getByRole('button', { name: 'Add Template' }),
          );
        }
        const dialog = await dialogIn(canvasElement, 'Add Template');
        await userEvent.upload(dialog.getByLabelText('Archive File'), zipOf(`${shape}.zip`));
        const code = dialog.getByLabelText('Code');
        await waitFor(() => expect(code).toHaveValue(shape.slice(0, 10)));
        await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
        await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(index + 1));
        await expect(args.onSaved).toHaveBeenLastCalledWith(
          expect.objectContaining({ id: templates.at(-1)?.id, code: shape.slice(0, 10) }),
        );
        await waitFor(() =>
          expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
        );
        await expect(templates).toHaveLength(before + 1);
      });
    }
    await expect(args.onSavedWithoutRecord).not.toHaveBeenCalled();
  },
};

/**
 * The page's `beforeunload` listeners, kept aside: a real `beforeunload` would also end the
 * mock service worker's client (MSW stops answering this page), so the listeners are asked
 * directly with a cancelable event.
 */
let unloadListeners: Set<EventListenerOrEventListenerObject>;

const keepUnloadListeners = () => {
  unloadListeners = new Set();
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  const adding = spyOn(window, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject | null, options?: unknown) => {
      if (listener === null) return;
      if (type === 'beforeunload') unloadListeners.add(listener);
      else add(type, listener, options as AddEventListenerOptions);
    },
  );
  const removing = spyOn(window, 'removeEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject | null, options?: unknown) => {
      if (listener === null) return;
      if (type === 'beforeunload') unloadListeners.delete(listener);
      else remove(type, listener, options as EventListenerOptions);
    },
  );
  return () => {
    adding.mockRestore();
    removing.mockRestore();
  };
};

/** Whether the page asks before a reload or close: a listener cancels `beforeunload`. */
const asksBeforeUnload = () =>
  [...unloadListeners].some((listener) => {
    const event = new Event('beforeunload', { cancelable: true });
    if (typeof listener === 'function') listener(event);
    else listener.handleEvent(event);
    return event.defaultPrevented;
  });

/** Like the app form, the template form asks before a reload or close loses what was typed. */
export const WarnsBeforeUnload: Story = {
  beforeEach: keepUnloadListeners,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogIn(canvasElement, 'Add Template');
    await expect(asksBeforeUnload()).toBe(false);
    await userEvent.type(dialog.getByLabelText('Description'), 'Half typed');
    await expect(asksBeforeUnload()).toBe(true);
    await userEvent.clear(dialog.getByLabelText('Description'));
    await expect(asksBeforeUnload()).toBe(false);

    await userEvent.upload(dialog.getByLabelText('Archive File'), zipOf('Warned-Sale.zip'));
    await expect(asksBeforeUnload()).toBe(true);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(asksBeforeUnload()).toBe(false);
  },
};

const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));

/** An earlier visit's Add Template, left with a code, a description and an archive chosen. */
export const RestoresADraft: Story = {
  args: { withDrafts: true },
  beforeEach: () => {
    for (const key of draftKeys()) localStorage.removeItem(key);
    createDraftStore({ storage: localStorage, writer: 'an earlier tab' }).save(
      {
        user: draftOwnerOf(createFixtures().user),
        landingId: null,
        launcherId: null,
        translationId: null,
        form: 'templateForm:new',
      },
      templateFormDraftFormat,
      {
        values: { code: 'Autumn1', description: 'Typed before the tab closed' },
        files: [{ field: 'archive', name: 'autumn.zip' }],
        baseVersion: null,
      },
    );
  },
  play: async ({ canvasElement, args, step }) => {
    const dialog = await dialogIn(canvasElement, 'Add Template');
    const offer = within(await dialog.findByRole('group', { name: 'Unsaved changes: Template' }));

    await step('the draft is offered, naming the archive to choose again', async () => {
      await expect(offer.getByText(/^Restore unsaved changes from .+\?$/)).toBeVisible();
      await expect(offer.getByText('Files to re-attach: autumn.zip')).toBeVisible();
      await expect(dialog.getByLabelText('Code')).toHaveValue('');
    });

    await step('Restore puts Code and Description back', async () => {
      await userEvent.click(offer.getByRole('button', { name: 'Restore' }));
      await expect(dialog.getByLabelText('Code')).toHaveValue('Autumn1');
      await expect(dialog.getByLabelText('Description')).toHaveValue('Typed before the tab closed');
      await expect(dialog.queryByRole('group', { name: 'Unsaved changes: Template' })).toBeNull();
    });

    await step('the archive chosen again, Create saves and leaves no draft', async () => {
      await userEvent.upload(dialog.getByLabelText('Archive File'), zipOf('autumn.zip'));
      await expect(dialog.getByLabelText('Code')).toHaveValue('Autumn1');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
      await expect(backend.store.data.templates.at(-1)).toMatchObject({
        code: 'Autumn1',
        description: 'Typed before the tab closed',
      });
      await waitFor(() => expect(draftKeys()).toEqual([]));
    });
  },
};

export const CodeRules: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Add Template');
    const code = dialog.getByLabelText('Code');
    await userEvent.type(code, 'my code');
    await expect(code).toHaveAccessibleDescription('Only latin letters and digits, no spaces');
    await userEvent.clear(code);
    await expect(code).toHaveAccessibleDescription('Required');
    await userEvent.type(code, 'Promo1');
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
    // A code typed first stays when an archive is chosen.
    await userEvent.upload(dialog.getByLabelText('Archive File'), zipOf('other-name.zip'));
    await expect(code).toHaveValue('Promo1');
  },
};

export const MissingArchive: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Add Template');
    await userEvent.type(dialog.getByLabelText('Code'), 'Promo1');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(dialog.getByLabelText('Archive File')).toHaveAccessibleDescription(
      expect.stringContaining('Required'),
    );
    await expect(backend.count('template.create')).toBe(0);
  },
};

export const InvalidArchive: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Add Template');
    const input = dialog.getByLabelText('Archive File');
    // The picker's filter is only a hint: a file dropped past it still gets checked.
    await userEvent.upload(input, new File(['x'], 'landing.rar'), { applyAccept: false });
    await expect(await dialog.findByText('Only .zip archives are allowed')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(backend.count('template.create')).toBe(0);
    await userEvent.upload(input, zipOf('landing.zip'));
    await waitFor(() =>
      expect(dialog.queryByText('Only .zip archives are allowed')).not.toBeInTheDocument(),
    );
  },
};

export const OversizeArchive: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Add Template');
    await userEvent.upload(dialog.getByLabelText('Archive File'), zipOf('huge.zip', 20 * MB + 1));
    await waitFor(() =>
      expect(dialog.getByLabelText('Archive File')).toHaveAccessibleDescription(
        expect.stringContaining('File size must not exceed 20 MB'),
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(backend.count('template.create')).toBe(0);
  },
};

export const UploadInProgress: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/template', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Add Template');
    await userEvent.upload(
      dialog.getByLabelText('Archive File'),
      zipOf('fortune2.zip', 512 * 1024),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    const bar = await dialog.findByRole('progressbar', { name: 'Uploading fortune2.zip' });
    await expect(bar).toHaveAttribute('max', '100');
    await expect(dialog.getByRole('status')).toHaveTextContent(/^Uploading… \d{1,3}%$/);
    await expect(dialog.getByRole('button', { name: 'Create' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByLabelText('Code')).toBeDisabled();
    // Escape does not close the modal in the middle of an upload.
    await userEvent.keyboard('{Escape}');
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add Template' }),
    ).toBeVisible();
  },
};

export const FailedSave: Story = {
  beforeEach: () => {
    setFailure('template.create', { status: 409, body: { message: 'Code "jackpot" is taken' } });
    const log = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => log.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogIn(canvasElement, 'Add Template');
    await userEvent.upload(dialog.getByLabelText('Archive File'), zipOf('jackpot.zip'));
    await userEvent.type(dialog.getByLabelText('Description'), 'Wheel of fortune');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Code "jackpot" is taken');
    await expect(console.error).toHaveBeenCalledWith('Failed to save template', expect.anything());
    // Still open, everything kept: the code, the description and the chosen file.
    await expect(dialog.getByLabelText('Code')).toHaveValue('jackpot');
    await expect(dialog.getByLabelText('Description')).toHaveValue('Wheel of fortune');
    await expect(dialog.getByText('jackpot.zip')).toBeVisible();
    await expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    // The same file goes again once the server accepts it.
    setFailure('template.create', undefined);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(backend.store.data.templates.at(-1)).toMatchObject({ code: 'jackpot' });
  },
};

export const Edit: Story = {
  args: { edit: true },
  play: async ({ canvasElement, args, step }) => {
    const dialog = await dialogIn(canvasElement, 'Edit Template');
    const save = dialog.getByRole('button', { name: 'Save Changes' });

    await step('opens filled, the archive as a read-only name', async () => {
      await expect(dialog.getByLabelText('Archive File')).toHaveValue('slots7.zip');
      await expect(dialog.getByLabelText('Archive File')).toHaveAttribute('readonly');
      await expect(dialog.getByLabelText('Code')).toHaveValue('slots7');
      await expect(dialog.getByLabelText('Description')).toHaveValue('Custom slots landing');
      await expect(save).toBeDisabled();
    });

    await step('enabled only while changed', async () => {
      const description = dialog.getByLabelText('Description');
      await userEvent.type(description, '!');
      await expect(save).toBeEnabled();
      await userEvent.type(description, '{Backspace}');
      await expect(save).toBeDisabled();
    });

    await step('saves the changed description', async () => {
      const description = dialog.getByLabelText('Description');
      await userEvent.clear(description);
      await userEvent.type(description, 'Slots with jackpots');
      await userEvent.click(save);
      await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
      await expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ id: 3, code: 'slots7', description: 'Slots with jackpots' }),
      );
      await expect(slots7().description).toBe('Slots with jackpots');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const ConflictWithAnotherOperator: Story = {
  args: { edit: true },
  play: async ({ canvasElement, args, step }) => {
    const dialog = await dialogIn(canvasElement, 'Edit Template');
    const description = dialog.getByLabelText('Description');

    await step('another operator saves a new description of slots7', async () => {
      const other = createApiClient({ storage: backend.storage });
      await other.template.update(slots7().id, { description: 'Their slots' });
    });

    await step(
      'Save Changes meets their version: the dialog shows the description both changed',
      async () => {
        await userEvent.clear(description);
        await userEvent.type(description, 'My slots');
        await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
        const conflict = await dialogIn(canvasElement, 'Someone else saved this template');
        const field = conflict.getByRole('group', { name: 'Description' });
        await expect(field).toHaveTextContent(/Original\s*Custom slots landing\s*Theirs/);
        await expect(
          within(field).getByRole('radio', { name: 'Theirs' }),
        ).toHaveAccessibleDescription('Their slots');
        await expect(
          within(field).getByRole('radio', { name: 'Yours' }),
        ).toHaveAccessibleDescription('My slots');
        await expect(conflict.queryByRole('group', { name: 'Code' })).not.toBeInTheDocument();
        await expect(args.onSaved).not.toHaveBeenCalled();
      },
    );

    await step('Yours is saved against their version', async () => {
      const conflict = within(
        within(canvasElement.ownerDocument.body).getByRole('dialog', {
          name: 'Someone else saved this template',
        }),
      );
      await userEvent.click(conflict.getByRole('radio', { name: 'Yours' }));
      await userEvent.click(conflict.getByRole('button', { name: 'Save Merged Template' }));
      await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
      await expect(slots7().description).toBe('My slots');
    });
  },
};

/**
 * slots7 as apps/server answers a template: its archive URL names the stored file only
 * (`/api/files/{id}`); `archiveName`, when given, is the name the archive was uploaded with.
 */
const storeSlots7As = (archiveName?: string) => {
  const template = backend.store.data.templates.find((t) => t.code === 'slots7')!;
  template.archiveUrl = '/api/files/5f3a9c0e1b2d4e6f8a7b9c0d1e2f3a4b';
  if (archiveName === undefined) delete template.archiveName;
  else template.archiveName = archiveName;
};

export const EditShowsUploadedArchiveName: Story = {
  args: { edit: true },
  beforeEach: () => storeSlots7As('my-landing-v2.zip'),
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Edit Template');
    const archive = dialog.getByRole('textbox', { name: 'Archive File' });
    await expect(archive).toHaveValue('my-landing-v2.zip');
    await expect(archive).toHaveAttribute('readonly');
  },
};

/** A back office that gives no uploaded name (the spec names none): the name is `{code}.zip`. */
export const EditWithoutArchiveName: Story = {
  args: { edit: true },
  beforeEach: () => storeSlots7As(undefined),
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Edit Template');
    await expect(dialog.getByRole('textbox', { name: 'Archive File' })).toHaveValue('slots7.zip');
    await expect(dialog.queryByDisplayValue(/5f3a9c0e/)).not.toBeInTheDocument();
  },
};

export const ReopensFresh: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    let dialog = await dialogIn(canvasElement, 'Add Template');
    await userEvent.type(dialog.getByLabelText('Code'), 'Draft');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Template' }));
    dialog = await dialogIn(canvasElement, 'Add Template');
    await expect(dialog.getByLabelText('Code')).toHaveValue('');
  },
};

/**
 * Drives one templateForm model path (`TEMPLATE_FORM_SCREEN_PATHS`, checked against the model of
 * its mode by the model's unit test) through the modal against the MSW kit. After every step it
 * checks in the UI what the model test checks on the machine: what was typed and chosen stays
 * until the save succeeds; a failed save shows the server's message (or 'Failed to save
 * template'), keeps the modal open and reports nothing saved; each submit sends its call
 * exactly once; only a saved template is reported, once, and the modal then closes.
 */
const drivePath = <TMode extends TemplateFormScreenMode>(
  mode: TMode,
  name: keyof (typeof TEMPLATE_FORM_SCREEN_PATHS)[TMode],
): Story => ({
  args: { edit: mode === 'editing' },
  beforeEach: () => {
    const log = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => log.mockRestore();
  },
  play: async ({ canvasElement, args, step }) => {
    const paths: Record<string, readonly string[]> = TEMPLATE_FORM_SCREEN_PATHS[mode];
    const { loads, steps } = screenStepsOf(paths[name as string]!);
    await expect(loads).toEqual([]);
    const dialog = await dialogIn(
      canvasElement,
      mode === 'editing' ? 'Edit Template' : 'Add Template',
    );
    const call = mode === 'editing' ? 'template.update' : 'template.create';
    const submit = dialog.getByRole('button', {
      name: mode === 'editing' ? 'Save Changes' : 'Create',
    });
    const editing = mode === 'editing';
    const typed = {
      code: editing ? 'slots7' : '',
      description: editing ? slots7().description : '',
    };

    for (const { event, answers } of steps) {
      const failed = answers.some((answer) => answer.failed);
      const label = answers.map((a) => `${a.failed ? '✗' : '✓'} ${a.actor}`).join(', ');
      await step(`${event} → ${label || 'no call'}`, async () => {
        setFailure(call, failed ? { status: 500, body: {} } : undefined);
        const calls = backend.count(call);
        if (event === 'form.chooseArchive') {
          await userEvent.upload(
            dialog.getByLabelText('Archive File'),
            zipOf('Summer-Sale_2025.zip'),
          );
          typed.code = 'SummerSale';
          await expect(dialog.getByText('Summer-Sale_2025.zip')).toBeVisible();
        } else if (event === 'form.change') {
          await userEvent.type(dialog.getByLabelText('Description'), ' v2');
          typed.description = `${typed.description} v2`;
        } else if (event === 'form.submit') {
          await userEvent.click(submit);
        } else {
          throw new Error(`no screen action for ${event}`);
        }

        if (event === 'form.submit' && !failed) {
          await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
          await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining(typed));
          await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
          await waitFor(() =>
            expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
          );
        } else {
          if (failed) {
            await expect(await dialog.findByRole('alert')).toHaveTextContent(
              'Failed to save template',
            );
            await expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
          }
          // Everything typed and chosen stays; nothing is reported saved.
          await expect(dialog.getByLabelText('Code')).toHaveValue(typed.code);
          await expect(dialog.getByLabelText('Description')).toHaveValue(typed.description);
          if (mode === 'adding' && typed.code !== '') {
            await expect(dialog.getByText('Summer-Sale_2025.zip')).toBeVisible();
          }
          await expect(args.onSaved).not.toHaveBeenCalled();
          await expect(args.onOpenChange).not.toHaveBeenCalled();
        }
        await expect(backend.count(call)).toBe(calls + (event === 'form.submit' ? 1 : 0));
      });
    }

    if (steps.at(-1)?.answers.some((answer) => answer.failed)) {
      // A failed save leaves the form as it was: the same submit saves what was kept.
      await step('what was kept can be saved again', async () => {
        setFailure(call, undefined);
        await userEvent.click(submit);
        await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
        await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining(typed));
      });
    }
  },
});

export const PathCreated: Story = drivePath('adding', 'created');
export const PathCreateFails: Story = drivePath('adding', 'createFails');
export const PathUpdated: Story = drivePath('editing', 'updated');
export const PathUpdateFails: Story = drivePath('editing', 'updateFails');
