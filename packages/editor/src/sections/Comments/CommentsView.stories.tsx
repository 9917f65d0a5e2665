import { CREATED_WITHOUT_ID } from '@landing/api';
import {
  createMockBackend,
  STORY_WRITE_ANSWER_SHAPES,
  pngFile,
  STORY_ANSWERS_WITH_RECORD,
  STORY_ANSWERS_WITHOUT_RECORD,
  type WriteAnswerShape,
  type MockBackend,
  type MockBackendOptions,
} from '@landing/api/testing';
import {
  COMMENTS_SCREEN_PATHS,
  screenStepsOf,
  type CommentsScreenPath,
} from '@landing/machines/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sectionContextFor } from '../../testing/sectionContext.ts';
import { SectionStory } from '../../testing/SectionStory.tsx';
import { commentsSection } from './commentsSection.ts';

/**
 * The running story's back office. Fixtures: launcher 1 'Lucky Spin' with the English base
 * (content 1: comments 1 by Anna K. ★5 replied 'Thank you!', 2 by Max Power ★4), German
 * (content 2: comment 3 by Anna K.) and Spanish; launcher 2 has an English base with no comments.
 */
let backend: MockBackend;
let options: MockBackendOptions;

function CommentsStory({
  launcherId,
  contentId,
  withHistory,
}: {
  launcherId: number;
  contentId: number;
  withHistory?: boolean;
}) {
  return (
    <SectionStory
      section={commentsSection}
      context={sectionContextFor(backend, launcherId, contentId)}
      withHistory={withHistory}
    />
  );
}

const meta = {
  title: 'Editor/Sections/Comments',
  component: CommentsStory,
  args: { launcherId: 1, contentId: 2 },
  beforeEach: ({ msw }) => {
    options = {};
    backend = createMockBackend(options);
    msw.use(...backend.handlers);
  },
} satisfies Meta<typeof CommentsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// The first story of a run waits for the section's lazy chunk to compile.
const table = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('table', { name: 'Comments' }, { timeout: 10_000 }),
  );
const dataRows = async (canvasElement: HTMLElement) =>
  (await table(canvasElement)).getAllByRole('row').slice(1);

const choose = async (canvasElement: HTMLElement, label: string, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  const listbox = await body(canvasElement).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
};

const openForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Create New Comment' }));
  return canvas.findByRole('button', { name: 'Create & Attach Comment' });
};

export const TableOnBase: Story = {
  args: { contentId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await dataRows(canvasElement);
    await expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    await expect(first.getByText('Anna K.')).toBeVisible();
    await expect(first.getByText('Great game, I play it every day!')).toBeVisible();
    await expect(first.getByRole('img', { name: '5 of 5 stars' })).toHaveTextContent('★★★★★');
    await expect(first.getByText('(10)')).toBeVisible();
    await expect(first.getByText('Thank you!')).toBeVisible();
    const second = within(rows[1]!);
    await expect(second.getByRole('img', { name: '4 of 5 stars' })).toHaveTextContent('★★★★☆');
    await expect(second.getByText('—')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Edit comment by Anna K.' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Delete comment by Anna K.' })).toBeVisible();
    // On the base nothing comes from the base.
    await expect(canvas.queryByRole('button', { name: 'Add from Base' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Translate Comments from Base' }),
    ).not.toBeInTheDocument();
  },
};

export const EmptyOnBase: Story = {
  args: { launcherId: 2, contentId: 4 },
  play: async ({ canvasElement }) => {
    const rows = await dataRows(canvasElement);
    await expect(rows[0]).toHaveTextContent('No comments have been added yet.');
  },
};

export const EmptyOnTranslation: Story = {
  beforeEach: () => {
    const german = backend.store.data.contents.find((content) => content.id === 2)!;
    german.commentIds = [];
  },
  play: async ({ canvasElement }) => {
    const rows = await dataRows(canvasElement);
    await expect(rows[0]).toHaveTextContent('No comments have been added to this translation yet.');
  },
};

export const Loading: Story = {
  beforeEach: () => {
    options.delayMs = 60_000;
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading comments…' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: () => {
    options.fail = {
      'launcherContent.comments': { status: 500, body: { message: 'Database is down' } },
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Error loading comments: Database is down',
    );
    options.fail = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await dataRows(canvasElement)).toHaveLength(1);
  },
};

export const CreateComment: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const submit = await openForm(canvasElement);

    await step('an empty submit shows the messages of the rules', async () => {
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Comment Text' }));
      await userEvent.click(submit);
      await expect(await canvas.findByText('Please select a commentator')).toBeVisible();
      await expect(canvas.getByText('Comment must be at least 2 characters long')).toBeVisible();
      await expect(backend.count('comments.create')).toBe(0);
    });

    await step('Rating starts at 5, Count Rated at 10; typed ratings are clamped', async () => {
      const rating = canvas.getByRole('spinbutton', { name: 'Rating' });
      await expect(rating).toHaveValue(5);
      await expect(canvas.getByRole('spinbutton', { name: 'Count Rated' })).toHaveValue(10);
      await userEvent.clear(rating);
      await expect(rating).toHaveValue(1);
      await userEvent.type(rating, '9');
      await expect(rating).toHaveValue(5);
    });

    await step('a filled form creates and attaches the comment', async () => {
      await choose(canvasElement, 'Author', 'Max Power');
      await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveTextContent('German');
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Comment Text' }),
        'Macht richtig Spaß!',
      );
      await userEvent.click(submit);
      await expect(
        await body(canvasElement).findByText('Comment created and attached to translation'),
      ).toBeVisible();
      await waitFor(async () => expect(await dataRows(canvasElement)).toHaveLength(2));
      await expect((await table(canvasElement)).getByText('Macht richtig Spaß!')).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Comment Text' })).toHaveValue('');
    });
  },
};

/**
 * A back office that meets the spec may answer a create and a link with any 2xx body
 * (DECISIONS.md "Write answers"). Under each form the new comment is attached and shown: one
 * answered without its id is found as the one new comment with what was typed.
 * Never 'Failed to create comment'. Two stories, so neither runs long.
 */
const createOver = (shapes: readonly WriteAnswerShape[]): Story => ({
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const submit = await openForm(canvasElement);
    for (const shape of shapes) {
      await step(shape, async () => {
        options.writeAnswers = shape;
        const text = `Wunderbar ${shape}!`;
        const links = backend.count('launcherContent.linkComment');
        await choose(canvasElement, 'Author', 'Max Power');
        // Pasted: typing letter by letter costs time the loop does not have.
        await userEvent.click(canvas.getByRole('textbox', { name: 'Comment Text' }));
        await userEvent.paste(text);
        await userEvent.click(submit);
        await waitFor(() =>
          expect(canvas.getByRole('textbox', { name: 'Comment Text' })).toHaveValue(''),
        );
        await expect(backend.store.data.comments.some((c) => c.text === text)).toBe(true);
        // Named by the answer, or else found in the lists read before and after: attached.
        await waitFor(async () =>
          expect((await table(canvasElement)).getByText(text)).toBeVisible(),
        );
        await expect(backend.count('launcherContent.linkComment')).toBe(links + 1);
        await expect(body(canvasElement).queryByText(CREATED_WITHOUT_ID)).toBeNull();
      });
    }
    await expect(body(canvasElement).queryByText(/Failed to create comment/)).toBeNull();
  },
});

export const CreateAnsweredWithoutRecord = createOver(STORY_ANSWERS_WITHOUT_RECORD);
export const CreateAnsweredWithRecord = createOver(STORY_ANSWERS_WITH_RECORD);

export const CreateFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await openForm(canvasElement);
    options.fail = { 'comments.create': true };
    await choose(canvasElement, 'Author', 'Lena');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment Text' }), 'Sehr gut');
    await userEvent.click(submit);
    await expect(
      await body(canvasElement).findByText('Failed to create comment. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Comment Text' })).toHaveValue('Sehr gut');
    await expect(canvas.getByRole('combobox', { name: 'Author' })).toHaveTextContent('Lena');
  },
};

export const EditComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit comment by Anna K.' }));
    await expect(await canvas.findByRole('button', { name: 'Edit Comment' })).toBeVisible();
    const text = canvas.getByRole('textbox', { name: 'Comment Text' });
    await expect(text).toHaveValue('Tolles Spiel, sehr zu empfehlen.');
    await expect(canvas.getByRole('spinbutton', { name: 'Count Rated' })).toHaveValue(7);
    await expect(canvas.getByRole('button', { name: 'Cancel Edit' })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Developer Reply (Optional)' }),
      'Danke schön!',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(
      async () =>
        await expect((await table(canvasElement)).getByText('Danke schön!')).toBeVisible(),
    );
    // Saved: the form closed and is a create form again.
    await expect(canvas.getByRole('button', { name: 'Create New Comment' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/**
 * Issue 29 over the kit, which keeps versions: another operator saves the comment's text after
 * this form loaded it. This operator changed the text and the reply: the save names the version
 * it loaded, is refused (409) and reads the comment; the reply only this operator changed is
 * kept without asking, the text both changed is asked about.
 */
export const ConflictWithAnotherOperator: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit comment by Anna K.' }));
    await step('both change the text; theirs is saved first', async () => {
      const text = canvas.getByRole('textbox', { name: 'Comment Text' });
      await userEvent.clear(text);
      await userEvent.type(text, 'Mein Text.');
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Developer Reply (Optional)' }),
        'Danke!',
      );
      // Another operator's save, through the same back office (the kit keeps versions).
      const theirs = await fetch('/api/comments/3', {
        method: 'PATCH',
        headers: { Authorization: 'Bearer other-operator', 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Ihr Text.' }),
      });
      await expect(theirs.status).toBe(200);
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    });
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Someone else saved this comment' }),
    );
    await step('the dialog shows the original, theirs and yours for the text only', async () => {
      const field = dialog.getByRole('group', { name: 'Comment Text' });
      await expect(field).toHaveTextContent('Tolles Spiel, sehr zu empfehlen.');
      await expect(field).toHaveTextContent('Ihr Text.');
      await expect(field).toHaveTextContent('Mein Text.');
      await expect(dialog.queryByRole('group', { name: /Reply/ })).toBeNull();
      // Theirs applied, mine refused.
      await expect(backend.count('comments.update')).toBe(2);
    });
    await step('keeping theirs saves their text with my reply', async () => {
      await userEvent.click(
        within(dialog.getByRole('group', { name: 'Comment Text' })).getByRole('radio', {
          name: 'Theirs',
        }),
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Save Merged Comment' }));
      await waitFor(
        async () => await expect((await table(canvasElement)).getByText('Danke!')).toBeVisible(),
      );
      await expect(backend.count('comments.update')).toBe(3);
      await expect(backend.store.data.comments.find((c) => c.id === 3)).toMatchObject({
        text: 'Ihr Text.',
        reply: 'Danke!',
      });
    });
  },
};

/** Issue 28: in the comment form, typing is one step and a paste another; keys and buttons. */
export const UndoRedoComment: Story = {
  args: { withHistory: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit comment by Anna K.' }));
    const history = within(await canvas.findByRole('group', { name: 'History' }));
    const reply = canvas.getByRole('textbox', { name: 'Developer Reply (Optional)' });
    await step('type a reply, then paste more', async () => {
      await userEvent.type(reply, 'Danke');
      await userEvent.paste(' schön!');
      await expect(reply).toHaveValue('Danke schön!');
    });
    await step('Ctrl+Z takes the paste back, the Undo button the typing', async () => {
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(reply).toHaveValue('Danke');
      await userEvent.click(history.getByRole('button', { name: 'Undo' }));
      await expect(reply).toHaveValue('');
      await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    });
    await step('Shift+Ctrl+Z and the Redo button bring both back', async () => {
      await userEvent.click(reply);
      await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
      await expect(reply).toHaveValue('Danke');
      await userEvent.click(history.getByRole('button', { name: 'Redo' }));
      await expect(reply).toHaveValue('Danke schön!');
      await expect(history.getByRole('button', { name: 'Redo' })).toBeDisabled();
    });
    await step('the save stores the reply as shown', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await waitFor(async () =>
        expect((await table(canvasElement)).getByText('Danke schön!')).toBeVisible(),
      );
    });
  },
};

export const DeleteComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete comment by Anna K.' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(
      async () =>
        await expect((await dataRows(canvasElement))[0]).toHaveTextContent(
          'No comments have been added to this translation yet.',
        ),
    );
    await expect(backend.count('comments.remove')).toBe(1);
  },
};

export const CommentatorWithBadIcon: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await openForm(canvasElement);
    const createAuthor = canvas.getByRole('button', { name: 'Create New Author' });
    await userEvent.click(createAuthor);
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Create New Commentator' }),
    );

    await step('a short name and a text file named .png are refused', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'J');
      // Waited for as shown: a message found while the form re-renders can be gone a moment later.
      await waitFor(() =>
        expect(
          dialog.getByText('Commentator name must be at least 2 characters long'),
        ).toBeVisible(),
      );
      const fake = new File(['just some text'], 'avatar.png', { type: 'image/png' });
      await userEvent.upload(dialog.getByLabelText('Icon'), fake);
      await waitFor(() =>
        expect(dialog.getByText('Icon must be JPEG, PNG, or WebP')).toBeVisible(),
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Create Commentator' }));
      await expect(backend.count('commentators.create')).toBe(0);
    });

    await step('a real PNG and a valid name create the commentator, now the author', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'ana Jung');
      const png = pngFile('jana.png', 64, 64);
      await userEvent.upload(dialog.getByLabelText('Icon'), png);
      await waitFor(() =>
        expect(dialog.queryByText('Icon must be JPEG, PNG, or WebP')).not.toBeInTheDocument(),
      );
      // The icon's bytes are read first: the button is busy meanwhile and takes no click.
      const create = dialog.getByRole('button', { name: 'Create Commentator' });
      await waitFor(() => expect(create).not.toHaveAttribute('aria-busy'));
      await userEvent.click(create);
      await expect(
        await body(canvasElement).findByText('Commentator created successfully!'),
      ).toBeVisible();
      await waitFor(() =>
        expect(
          body(canvasElement).queryByRole('dialog', { name: 'Create New Commentator' }),
        ).not.toBeInTheDocument(),
      );
      await waitFor(() => expect(createAuthor).toHaveFocus());
      await waitFor(() =>
        expect(canvas.getByRole('combobox', { name: 'Author' })).toHaveTextContent('Jana Jung'),
      );
    });
  },
};

/** Issue 28: in Create New Commentator the typed name is one step, a chosen icon another. */
export const UndoRedoCommentator: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await openForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create New Author' }));
    const dialogElement = await body(canvasElement).findByRole('dialog', {
      name: 'Create New Commentator',
    });
    const dialog = within(dialogElement);
    const history = within(dialog.getByRole('group', { name: 'History' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await step('type a name, then choose an icon', async () => {
      await userEvent.type(name, 'Jana');
      await userEvent.upload(dialog.getByLabelText('Icon'), pngFile('jana.png', 64, 64));
      await expect(await dialog.findByText('jana.png')).toBeVisible();
    });
    await step('Ctrl+Z takes the icon back, the Undo button the whole name', async () => {
      await userEvent.click(name);
      await userEvent.keyboard('{Control>}z{/Control}');
      await waitFor(() => expect(dialog.queryByText('jana.png')).not.toBeInTheDocument());
      await expect(name).toHaveValue('Jana');
      await userEvent.click(history.getByRole('button', { name: 'Undo' }));
      await expect(name).toHaveValue('');
      await expect(history.getByRole('button', { name: 'Undo' })).toBeDisabled();
    });
    await step('Shift+Ctrl+Z brings the name back, the Redo button the icon', async () => {
      await userEvent.click(name);
      await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
      await expect(name).toHaveValue('Jana');
      await userEvent.click(history.getByRole('button', { name: 'Redo' }));
      await expect(await dialog.findByText('jana.png')).toBeVisible();
      await expect(history.getByRole('button', { name: 'Redo' })).toBeDisabled();
    });
    await step('Create Commentator creates Jana with the icon', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Create Commentator' }));
      await expect(
        await body(canvasElement).findByText('Commentator created successfully!'),
      ).toBeVisible();
      await expect(backend.count('commentators.create')).toBe(1);
      await waitFor(() =>
        expect(canvas.getByRole('combobox', { name: 'Author' })).toHaveTextContent('Jana'),
      );
    });
  },
};

/** Issue 28: the commentator created in the comment form becomes its author as a step of its own. */
export const UndoTheNewAuthor: Story = {
  args: { withHistory: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit comment by Anna K.' }));
    const history = within(await canvas.findByRole('group', { name: 'History' }));
    const author = canvas.getByRole('combobox', { name: 'Author' });
    await expect(author).toHaveTextContent('Anna K.');
    await userEvent.click(canvas.getByRole('button', { name: 'Create New Author' }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Create New Commentator' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Jana');
    await userEvent.upload(dialog.getByLabelText('Icon'), pngFile('jana.png', 64, 64));
    const create = dialog.getByRole('button', { name: 'Create Commentator' });
    await waitFor(() => expect(create).not.toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(create);
    await waitFor(() => expect(author).toHaveTextContent('Jana'));

    await userEvent.click(history.getByRole('button', { name: 'Undo' }));
    await expect(author).toHaveTextContent('Anna K.');
    // Only the author went back: the comment is still being edited.
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await userEvent.click(history.getByRole('button', { name: 'Redo' }));
    await expect(author).toHaveTextContent('Jana');
  },
};

/**
 * A new commentator under each of issue 24's write answers a back office that meets the spec may give
 * (DECISIONS.md "Write answers"): one answered without its id is found as the one new
 * commentator with the name typed, beside those the Author select already listed, and becomes
 * the author. Never a failure, never a second commentator.
 */
export const CommentatorCreateOverEveryWriteAnswer: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await openForm(canvasElement);
    const { commentators } = backend.store.data;
    for (const shape of STORY_WRITE_ANSWER_SHAPES) {
      await step(shape, async () => {
        options.writeAnswers = shape;
        const before = commentators.length;
        const name = `Jana ${shape}`;
        await userEvent.click(canvas.getByRole('button', { name: 'Create New Author' }));
        const dialog = within(
          await body(canvasElement).findByRole('dialog', { name: 'Create New Commentator' }),
        );
        await userEvent.click(dialog.getByRole('textbox', { name: 'Name' }));
        await userEvent.paste(name);
        await userEvent.upload(dialog.getByLabelText('Icon'), pngFile('jana.png', 64, 64));
        const create = dialog.getByRole('button', { name: 'Create Commentator' });
        await waitFor(() => expect(create).not.toHaveAttribute('aria-busy', 'true'));
        await userEvent.click(create);
        await waitFor(() =>
          expect(
            body(canvasElement).queryByRole('dialog', { name: 'Create New Commentator' }),
          ).not.toBeInTheDocument(),
        );
        await waitFor(() =>
          expect(canvas.getByRole('combobox', { name: 'Author' })).toHaveTextContent(name),
        );
        await expect(commentators).toHaveLength(before + 1);
        await expect(body(canvasElement).queryByText(CREATED_WITHOUT_ID)).toBeNull();
      });
    }
    await expect(body(canvasElement).queryByText(/Failed to create commentator/)).toBeNull();
  },
};

export const CommentatorCreateFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openForm(canvasElement);
    options.fail = { 'commentators.create': true };
    await userEvent.click(canvas.getByRole('button', { name: 'Create New Author' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Jana');
    await userEvent.upload(dialog.getByLabelText('Icon'), pngFile('jana.png', 64, 64));
    // The icon's bytes are read first: a click while it is busy would submit nothing.
    const create = dialog.getByRole('button', { name: 'Create Commentator' });
    await waitFor(() => expect(create).not.toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(create);
    await expect(
      await body(canvasElement).findByText('Failed to create commentator. Please try again.'),
    ).toBeVisible();
    // The play ends only once the form is idle again, with what was typed and chosen.
    await waitFor(() => expect(create).not.toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Jana');
    await expect(dialog.getByText('jana.png')).toBeVisible();
  },
};

const bulkStatus = (dialog: ReturnType<typeof body>) => dialog.getByRole('status');

export const AddFromBase: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const addFromBase = await canvas.findByRole('button', { name: 'Add from Base' });
    addFromBase.focus();
    await userEvent.keyboard(' ');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', {
        name: 'Add Base Comments to German Translation',
      }),
    );
    const confirm = () => dialog.getByRole('button', { name: /^(Add \d+|\.\.\.)$/ });

    await step('nothing selected: confirm disabled', async () => {
      await expect(bulkStatus(dialog)).toHaveTextContent('0/2 · None selected');
      await expect(confirm()).toHaveAccessibleName('Add 0');
      await expect(confirm()).toBeDisabled();
    });

    await step('one of two: partially selected', async () => {
      await userEvent.click(
        dialog.getByRole('checkbox', { name: /Great game, I play it every day!/ }),
      );
      await expect(bulkStatus(dialog)).toHaveTextContent('1/2 · Partially selected');
      await expect(dialog.getByRole('checkbox', { name: 'Select all' })).toHaveProperty(
        'indeterminate',
        true,
      );
      await expect(confirm()).toHaveAccessibleName('Add 1');
    });

    await step('select all, then add both', async () => {
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Select all' }));
      await expect(bulkStatus(dialog)).toHaveTextContent('2/2 · All selected');
      await expect(confirm()).toHaveAccessibleName('Add 2');
      options.delayMs = 300;
      await userEvent.click(confirm());
      // While saving it reads '...' and cannot be pressed again.
      const saving = await dialog.findByRole('button', { name: '...' });
      await expect(saving).toBeDisabled();
      await expect(saving).toHaveAttribute('aria-busy', 'true');
      options.delayMs = 0;
      await expect(
        await body(canvasElement).findByText('Comment linked successfully'),
      ).toBeVisible();
      await waitFor(async () => expect(await dataRows(canvasElement)).toHaveLength(3));
      // Focus comes back once the dialog has closed: read it again until then, not once.
      await waitFor(() =>
        expect(canvasElement.ownerDocument.activeElement).not.toBe(
          canvasElement.ownerDocument.body,
        ),
      );
      const german = backend.store.data.comments.filter((comment) => comment.langId === 2);
      await expect(german.map((comment) => comment.text)).toEqual([
        'Tolles Spiel, sehr zu empfehlen.',
        'Great game, I play it every day!',
        'Nice graphics and fast payouts.',
      ]);
    });
  },
};

export const TranslateFromBase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Translate Comments from Base' }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('dialog', {
        name: 'Translate Base Comments to German Translation',
      }),
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(
      dialog.getByRole('checkbox', { name: /Nice graphics and fast payouts./ }),
    );
    await expect(bulkStatus(dialog)).toHaveTextContent('1/2 · Partially selected');
    await userEvent.click(dialog.getByRole('button', { name: 'Translate 1' }));
    await expect(
      await body(canvasElement).findByText('Comments translated successfully'),
    ).toBeVisible();
    await waitFor(
      async () =>
        await expect(
          (await table(canvasElement)).getByText('[de] Great game, I play it every day!'),
        ).toBeVisible(),
    );
  },
};

export const NothingLeftFromBase: Story = {
  beforeEach: () => {
    const german = backend.store.data.contents.find((content) => content.id === 2)!;
    german.commentIds = [1, 2, 3];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add from Base' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Translate Comments from Base' }),
    ).toBeDisabled();
  },
};

const REPLY = 'Danke schön!';

/**
 * Drives one comments model path (`COMMENTS_SCREEN_PATHS`, checked against the model by its unit
 * test) through the Comments tab on the German translation against the MSW kit. After every
 * step it checks in the UI what the model test checks on the machine: what was typed stays
 * through a failed save, a failure always says so (its toast), each action sends its call once
 * (a delete reloads the list once), and only a successful call changes what is stored.
 */
const driveCommentsPath =
  (name: CommentsScreenPath): Story['play'] =>
  async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { steps } = screenStepsOf(COMMENTS_SCREEN_PATHS[name]);
    const storedComment = () => backend.store.data.comments.find((comment) => comment.id === 3);
    /** Loads of the German translation's comments (a load also reads the base's). */
    const germanLoads = () =>
      backend.calls.filter((c) => c.url.endsWith('/launcher-content/2/comments')).length;
    const reply = () => canvas.getByRole('textbox', { name: 'Developer Reply (Optional)' });
    await expect(await dataRows(canvasElement)).toHaveLength(1);
    let stored = JSON.stringify(storedComment());
    let typed = '';

    for (const { event, answers } of steps) {
      const failed = answers.some((answer) => answer.failed);
      const answer = answers.map((a) => `${a.failed ? '✗' : '✓'} ${a.actor}`).join(', ');
      await step(`${event} → ${answer || 'no call'}`, async () => {
        options.fail = failed ? { 'comments.update': true, 'comments.remove': true } : {};
        const updates = backend.count('comments.update');
        const removes = backend.count('comments.remove');
        const loads = germanLoads();
        if (event === 'comment.edit') {
          await userEvent.click(canvas.getByRole('button', { name: 'Edit comment by Anna K.' }));
          await expect(await canvas.findByRole('button', { name: 'Save Changes' })).toBeVisible();
          await expect(canvas.getByRole('textbox', { name: 'Comment Text' })).toHaveValue(
            'Tolles Spiel, sehr zu empfehlen.',
          );
        } else if (event === 'form.change') {
          await userEvent.type(reply(), REPLY);
          typed = REPLY;
        } else if (event === 'form.submit') {
          await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
          if (failed) {
            await expect(
              await body(canvasElement).findByText('Failed to update comment'),
            ).toBeVisible();
            // The edit form stays open with what was typed.
            await expect(reply()).toHaveValue(typed);
            await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
          } else {
            await waitFor(() =>
              expect(canvas.getByRole('button', { name: 'Create New Comment' })).toHaveAttribute(
                'aria-expanded',
                'false',
              ),
            );
          }
        } else if (event === 'comment.delete') {
          await userEvent.click(canvas.getByRole('button', { name: 'Delete comment by Anna K.' }));
          const dialog = await body(canvasElement).findByRole('alertdialog');
          await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
          if (failed) {
            await expect(
              await body(canvasElement).findByText('Failed to remove comment'),
            ).toBeVisible();
            await expect((await dataRows(canvasElement))[0]).toHaveTextContent(
              'Tolles Spiel, sehr zu empfehlen.',
            );
          } else {
            await waitFor(async () =>
              expect((await dataRows(canvasElement))[0]).toHaveTextContent(
                'No comments have been added to this translation yet.',
              ),
            );
            // The list is loaded again once.
            await waitFor(() => expect(germanLoads()).toBe(loads + 1));
          }
        } else {
          throw new Error(`no screen action for ${event}`);
        }
        await expect(backend.count('comments.update')).toBe(
          updates + (event === 'form.submit' ? 1 : 0),
        );
        await expect(backend.count('comments.remove')).toBe(
          removes + (event === 'comment.delete' ? 1 : 0),
        );
        if (event === 'form.submit' && !failed) {
          // Stored as sent: the reply typed (none on an unchanged save), the rest as it was.
          await expect(storedComment()).toEqual({
            ...(JSON.parse(stored) as object),
            reply: typed || null,
          });
          stored = JSON.stringify(storedComment());
        } else if (event === 'comment.delete' && !failed) {
          await expect(storedComment()).toBeUndefined();
        } else {
          await expect(JSON.stringify(storedComment())).toBe(stored);
        }
      });
    }

    const last = steps.at(-1)!;
    if (last.answers.some((answer) => answer.failed)) {
      // A failed call leaves the tab as it was: the same action succeeds once the server answers.
      await step('the same action succeeds afterwards', async () => {
        options.fail = {};
        if (last.event === 'form.submit') {
          await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
          await waitFor(() => expect(storedComment()?.reply).toBe(typed));
        } else {
          await userEvent.click(canvas.getByRole('button', { name: 'Delete comment by Anna K.' }));
          const dialog = await body(canvasElement).findByRole('alertdialog');
          await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
          await waitFor(() => expect(backend.count('comments.remove')).toBe(2));
        }
      });
    }
  };

export const PathUpdated: Story = { play: driveCommentsPath('updated') };
export const PathUpdateFails: Story = { play: driveCommentsPath('updateFails') };
export const PathDeleted: Story = { play: driveCommentsPath('deleted') };
export const PathDeleteFails: Story = { play: driveCommentsPath('deleteFails') };
