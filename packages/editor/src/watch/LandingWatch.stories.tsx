import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EditorStory, openSection, storyBackend } from '../testing/EditorStory.tsx';

/**
 * Issue 29, "see it coming", over the MSW kit: a back office without the versions call, so the
 * editor compares the ordinary reads. Another operator's save is made in the kit's store, as
 * that operator's browser would have made it; the window then regains focus, which polls at
 * once (the 5 s poll is the e2e's, e2e/see-it-coming.spec.ts).
 */
const kit = storyBackend();

const meta = {
  title: 'Editor/See It Coming',
  component: EditorStory,
  args: { landingId: 1 },
  beforeEach: kit.install(undefined, { withoutVersions: true }),
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const POLLED = { timeout: 5_000 };

type StoreData = typeof kit.backend.store.data;

/** Another operator's save, made in the kit's store; then the window regains focus (a poll at once). */
function anotherOperatorSaves(change: (data: StoreData) => void) {
  change(kit.backend.store.data);
  window.dispatchEvent(new Event('blur'));
  window.dispatchEvent(new Event('focus'));
}

/** The notice 'Changed by another operator just now: Reload' in `scope`, once the poll brings it. */
const changedNotice = (scope: { getByText: (text: RegExp) => HTMLElement }) =>
  waitFor(() => {
    const found = scope.getByText(/^Changed by another operator just now:/);
    return found.closest('[role="status"]') as HTMLElement;
  }, POLLED);

/** Another operator saves the English base translation (content 1) of landing 1. */
function savedByAnotherOperator(description: string) {
  anotherOperatorSaves(({ contents }) => {
    const english = contents.find((content) => content.id === 1)!;
    english.translatableContent = { ...english.translatableContent!, description };
  });
}

export const ContentChangedElsewhere: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await openSection(canvasElement, 'Content');
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    await waitFor(() =>
      expect(description).toHaveValue('Spin the wheel and win big prizes every single day.'),
    );

    await step('with no unsaved input, their save shows by itself', async () => {
      savedByAnotherOperator('Another operator saved this description meanwhile.');
      await waitFor(
        () => expect(description).toHaveValue('Another operator saved this description meanwhile.'),
        POLLED,
      );
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });

    await step('over unsaved input: the input stays, the notice says who; Reload', async () => {
      await userEvent.clear(description);
      await userEvent.type(description, 'My own description, not saved yet.');
      savedByAnotherOperator('Another operator saved a second description.');
      const banner = await changedNotice(canvas);
      await expect(description).toHaveValue('My own description, not saved yet.');
      await userEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(
          'Another operator saved a second description.',
        ),
      );
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });
  },
};

/** Another operator saves launcher 1 (landing 1's main launcher). */
function launcherSavedByAnotherOperator(
  change: (launcher: StoreData['launchers'][number]) => void,
) {
  anotherOperatorSaves(({ launchers }) => change(launchers.find((launcher) => launcher.id === 1)!));
}

export const MainInformationChangedElsewhere: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await openSection(canvasElement, 'Main Information');
    const names = within(await canvas.findByRole('form', { name: 'Icon, Name and Short Name' }));
    const statics = within(await canvas.findByRole('form', { name: 'Static Content' }));
    const name = names.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Lucky Spin'));

    await step('with no unsaved input, their name shows by itself', async () => {
      launcherSavedByAnotherOperator((launcher) => {
        launcher.name = 'Lucky Spin Deluxe';
      });
      await waitFor(() => expect(name).toHaveValue('Lucky Spin Deluxe'), POLLED);
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });

    await step('over unsaved static content: kept, the notice says who; Reload', async () => {
      const developer = statics.getByRole('textbox', { name: 'Developer' });
      await userEvent.clear(developer);
      await userEvent.type(developer, 'My Studio');
      launcherSavedByAnotherOperator((launcher) => {
        launcher.staticContent = { ...launcher.staticContent!, developer: 'Their Studio' };
      });
      const card = within(canvas.getByRole('region', { name: 'Static Content' }));
      const banner = await changedNotice(card);
      await expect(developer).toHaveValue('My Studio');
      // The names form shows none of that change: no notice there.
      const namesCard = canvas.getByRole('region', { name: 'Icon, Name and Short Name' });
      await expect(within(namesCard).queryByText(/^Changed by/)).not.toBeInTheDocument();
      await userEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
      await waitFor(() =>
        expect(statics.getByRole('textbox', { name: 'Developer' })).toHaveValue('Their Studio'),
      );
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });
  },
};

export const LandingSettingsChangedElsewhere: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await openSection(canvasElement, 'Landing Settings');
    const name = await canvas.findByRole('textbox', { name: 'Landing Name' });
    await waitFor(() => expect(name).toHaveValue('Lucky Spin'));

    await step('with no unsaved input, their landing name shows by itself', async () => {
      launcherSavedByAnotherOperator((launcher) => {
        launcher.name = 'Lucky Spin Deluxe';
      });
      await waitFor(() => expect(name).toHaveValue('Lucky Spin Deluxe'), POLLED);
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });

    await step('over a typed name: kept, the notice says who; Reload', async () => {
      await userEvent.clear(name);
      await userEvent.type(name, 'My Landing');
      launcherSavedByAnotherOperator((launcher) => {
        launcher.name = 'Lucky Spin Royale';
      });
      const banner = await changedNotice(canvas);
      await expect(name).toHaveValue('My Landing');
      await userEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: 'Landing Name' })).toHaveValue(
          'Lucky Spin Royale',
        ),
      );
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });
  },
};

/** Another operator saves design 1 (the English base translation's). */
function designSavedByAnotherOperator(screens: string[]) {
  anotherOperatorSaves(({ designs }) => {
    const design = designs.find((row) => row.id === 1)!;
    design.screensData = screens.map((name) => ({ name, url: `/files/designs/1/${name}` }));
  });
}

export const DesignChangedElsewhere: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await openSection(canvasElement, 'Design');
    await canvas.findByText('2 screenshots');

    await step('with no unsaved input, their gallery shows by itself', async () => {
      designSavedByAnotherOperator(['screen-1.png', 'screen-2.png', 'screen-3.png']);
      await canvas.findByText('3 screenshots', {}, POLLED);
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });

    await step('over a gallery move: kept, the notice says who; Reload', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Move screenshot 1 right' }));
      designSavedByAnotherOperator(['screen-1.png']);
      const banner = await changedNotice(canvas);
      await expect(canvas.getByText('3 screenshots')).toBeInTheDocument();
      await userEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
      await canvas.findByText('1 screenshot');
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });
  },
};

/** Another operator edits comment {id} of the English translation. */
function commentSavedByAnotherOperator(id: number, text: string) {
  anotherOperatorSaves(({ comments }) => {
    comments.find((comment) => comment.id === id)!.text = text;
  });
}

export const CommentsChangedElsewhere: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await openSection(canvasElement, 'Comments');
    const table = within(await canvas.findByRole('table', { name: 'Comments' }, POLLED));
    await table.findByText('Nice graphics and fast payouts.');

    await step('with no form open, their comment shows by itself', async () => {
      commentSavedByAnotherOperator(2, 'Edited by another operator meanwhile.');
      await table.findByText('Edited by another operator meanwhile.', {}, POLLED);
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });

    await step('over text typed in the open form: kept, the notice says who; Reload', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create New Comment' }));
      const text = await canvas.findByRole('textbox', { name: 'Comment Text' });
      await userEvent.type(text, 'My comment, not saved yet.');
      commentSavedByAnotherOperator(1, 'A second edit by another operator.');
      const banner = await changedNotice(canvas);
      await expect(text).toHaveValue('My comment, not saved yet.');
      await userEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
      await waitFor(() =>
        expect(canvas.getByRole('table', { name: 'Comments' })).toHaveTextContent(
          'A second edit by another operator.',
        ),
      );
      await expect(canvas.getByRole('textbox', { name: 'Comment Text' })).toHaveValue('');
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });
  },
};

/**
 * Another operator unlinks 'Nice graphics and fast payouts.' from the English base translation
 * (content 1).
 */
function baseCommentRemovedByAnotherOperator() {
  anotherOperatorSaves(({ contents }) => {
    const english = contents.find((content) => content.id === 1)!;
    english.commentIds = english.commentIds.filter((id) => id !== 2);
  });
}

export const BaseCommentsChangedElsewhere: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openSection(canvasElement, 'Comments');
    await userEvent.click(await canvas.findByRole('tab', { name: 'German' }));
    const open = await canvas.findByRole('button', { name: 'Add from Base' }, POLLED);
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Add Base Comments to German Translation' }),
    );
    await dialog.findByRole('checkbox', { name: /Nice graphics and fast payouts\./ });

    await step("the open 'Add from Base' shows the base's comments as they are now", async () => {
      await userEvent.click(dialog.getByRole('checkbox', { name: /Nice graphics/ }));
      baseCommentRemovedByAnotherOperator();
      await waitFor(
        () => expect(dialog.queryByRole('checkbox', { name: /Nice graphics/ })).toBeNull(),
        POLLED,
      );
      await expect(
        dialog.getByRole('checkbox', { name: /Great game, I play it every day!/ }),
      ).not.toBeChecked();
      await expect(dialog.getByRole('button', { name: 'Add 0' })).toBeDisabled();
    });
  },
};

/** Another operator adds or deletes translations of launcher 1. */
function translationsChangedByAnotherOperator({
  add = [],
  remove = [],
}: {
  add?: number[];
  remove?: number[];
}) {
  anotherOperatorSaves(({ contents }) => {
    const english = contents.find((content) => content.id === 1)!;
    for (const localeId of add) {
      contents.push({ ...english, id: 40 + localeId, localeId, isDefault: false, commentIds: [] });
    }
    for (const id of remove)
      contents.splice(
        contents.findIndex((content) => content.id === id),
        1,
      );
  });
}

export const TranslationsChangedElsewhere: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openSection(canvasElement, 'Content');
    await userEvent.click(await canvas.findByRole('tab', { name: 'German' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(
        'Drehen Sie das Rad und gewinnen Sie jeden Tag große Preise.',
      ),
    );
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Mein Text, noch nicht gespeichert.');

    await step(
      'their new translation joins the strip, their deleted one leaves; German stays',
      async () => {
        translationsChangedByAnotherOperator({ add: [4], remove: [3] });
        await canvas.findByRole('tab', { name: 'French' }, POLLED);
        await waitFor(() => expect(canvas.queryByRole('tab', { name: 'Spanish' })).toBeNull());
        await expect(canvas.getByRole('tab', { name: 'German' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(description).toHaveValue('Mein Text, noch nicht gespeichert.');
      },
    );

    await step('the shown translation deleted: a clear message, the input kept', async () => {
      translationsChangedByAnotherOperator({ remove: [2] });
      await body.findByText('This translation was deleted by another operator.', {}, POLLED);
      await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(
        'Mein Text, noch nicht gespeichert.',
      );
      await expect(canvas.getByRole('tab', { name: 'German' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  },
};

/** Another operator links or unlinks a launcher of landing 1. */
function linksChangedByAnotherOperator(relatedLauncherIds: number[]) {
  anotherOperatorSaves(({ landings }) => {
    landings.find((landing) => landing.id === 1)!.relatedLauncherIds = relatedLauncherIds;
  });
}

export const RelatedLaunchersChangedElsewhere: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openSection(canvasElement, 'Related Launchers');
    await canvas.findByRole('cell', { name: 'Golden Slots' });

    await step('over a chosen launcher: kept, the notice says who; Reload', async () => {
      const link = await canvas.findByRole('combobox', { name: 'Link Launcher' });
      await waitFor(() => expect(link).toBeEnabled());
      await userEvent.click(link);
      await userEvent.click(await body.findByRole('option', { name: /Fortune Wheel/ }));
      linksChangedByAnotherOperator([]);
      const banner = await changedNotice(canvas);
      await expect(canvas.getByRole('cell', { name: 'Golden Slots' })).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Link' })).toBeEnabled();
      await userEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(canvas.queryByRole('cell', { name: 'Golden Slots' })).toBeNull());
      await expect(canvas.getByRole('button', { name: 'Link' })).toBeDisabled();
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });

    await step('with nothing chosen, their link shows by itself', async () => {
      linksChangedByAnotherOperator([2]);
      await canvas.findByRole('cell', { name: 'Golden Slots' }, POLLED);
      await expect(canvas.queryByText(/^Changed by/)).not.toBeInTheDocument();
    });
  },
};
