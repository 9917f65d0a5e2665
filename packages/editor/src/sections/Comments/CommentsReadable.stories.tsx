import { clippedSideways, onDesktop, onPhone, onScreen } from '@landing/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, waitFor, within } from 'storybook/test';
import { EditorStory, openSection, storyBackend } from '../../testing/EditorStory.tsx';

const AUTHOR = 'Audit Reviewer Maximiliane';
const LONG_COMMENT =
  'The puzzles get harder in a fair way, the daily bonus is generous and I have not seen a single ' +
  'crash in three weeks of playing on the train every morning.';
const REPLY = 'Thank you for playing with us every morning';

/** The base's first comment by an author with a long name, saying a lot. */
const kit = storyBackend();

const meta = {
  title: 'Editor/Comments/Readable',
  component: EditorStory,
  args: { landingId: 1 },
  beforeEach: kit.install((fixtures) => {
    fixtures.commentators[0]!.name = AUTHOR;
    fixtures.comments[0]!.text = LONG_COMMENT;
    fixtures.comments[0]!.reply = REPLY;
  }),
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The author shows whole with their avatar; the comment over two lines (cut with an ellipsis
 * after that), its full text as the tooltip and shown whole while it has focus (or the pointer:
 * the same rule, which a play function cannot hover). Nothing in the table is clipped sideways.
 */
async function expectCommentsReadable(canvasElement: HTMLElement) {
  await openSection(canvasElement, 'Comments');
  const table = await within(canvasElement).findByRole(
    'table',
    { name: 'Comments' },
    {
      timeout: 5000,
    },
  );
  const row = await within(table).findByRole('row', { name: new RegExp(AUTHOR) });

  const author = within(row).getByText(AUTHOR);
  await expect(author.closest('td')!.querySelector('img')).not.toBeNull();
  await expect(clippedSideways([author, author.closest('td')!])).toEqual([]);
  await expect(author.scrollHeight).toBeLessThanOrEqual(author.clientHeight + 1);

  const comment = within(row).getByTitle(LONG_COMMENT);
  await expect(comment).toHaveTextContent(LONG_COMMENT);
  const lineHeight = parseFloat(getComputedStyle(comment).lineHeight);
  // Two lines shown, the rest cut.
  await expect(Math.round(comment.clientHeight / lineHeight)).toBe(2);
  await expect(comment.scrollHeight).toBeGreaterThan(comment.clientHeight + 1);

  const rowHeight = Math.round(row.getBoundingClientRect().height);
  // Focused (Tab reaches it), the whole comment shows.
  comment.focus();
  await expect(comment).toHaveFocus();
  await waitFor(() => expect(comment.scrollHeight).toBeLessThanOrEqual(comment.clientHeight + 1));
  await expect(Math.round(comment.clientHeight / lineHeight)).toBeGreaterThan(2);
  // Laid over the rows below, the row itself keeps its height.
  await expect(Math.round(row.getBoundingClientRect().height)).toBe(rowHeight);
  comment.blur();
  await waitFor(() => expect(Math.round(comment.clientHeight / lineHeight)).toBe(2));

  const boxes = [...table.querySelectorAll('th, td, th *, td *')].filter(
    (element) => element.clientWidth > 1 && !(element instanceof SVGElement),
  );
  await expect(clippedSideways(boxes)).toEqual([]);
}

/** At 1440x900, where 'Audit Re' and 17 characters of a comment were seen. */
export const AtDesktopWidth: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => expectCommentsReadable(canvasElement),
};

export const OnAPhone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => expectCommentsReadable(canvasElement),
};

/**
 * Just wider than where the preview moves below the section: the section keeps its least width,
 * the table about 450 px, as the fling bench saw beside its wider preview on a 1280 px screen.
 */
const LAPTOP = { width: 1120, height: 900 } as const;

/** The words of the element's text each on one line: it wraps between words, not inside them. */
function wordsBrokenIn(element: Element): string[] {
  const text = element.firstChild!;
  const range = element.ownerDocument.createRange();
  return [...text.textContent!.matchAll(/\S+/g)]
    .filter((word) => {
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return lines.size > 1;
    })
    .map((word) => word[0]);
}

/** In a table about 450 px wide, names and replies wrap between words, not a few letters a line. */
export const InANarrowColumn: Story = {
  ...onScreen('laptop', 'Laptop', LAPTOP, 'desktop'),
  play: async ({ canvasElement }) => {
    await openSection(canvasElement, 'Comments');
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Comments' }, { timeout: 5000 });
    const region = canvas.getByRole('region', { name: 'Comments' });
    await expect(region.clientWidth).toBeLessThan(500);
    const row = await within(table).findByRole('row', { name: new RegExp(AUTHOR) });

    const author = within(row).getByText(AUTHOR);
    const reply = within(row).getByText(REPLY);
    await expect(wordsBrokenIn(author)).toEqual([]);
    await expect(wordsBrokenIn(reply)).toEqual([]);
    await expect(clippedSideways([author, author.closest('td')!])).toEqual([]);
    // 'Audit Reviewer' over 'Maximiliane', not a few letters a line.
    const lineHeight = parseFloat(getComputedStyle(author).lineHeight);
    await expect(author.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
  },
};
