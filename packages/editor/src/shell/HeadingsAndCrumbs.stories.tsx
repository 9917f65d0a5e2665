import { onDesktop } from '@landing/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, waitFor, within } from 'storybook/test';
import { EditorStory, openSection, storyBackend } from '../testing/EditorStory.tsx';

/** Landing 1: main launcher 1 'Lucky Spin', related launcher 2 'Golden Slots'. */
const kit = storyBackend();

const meta = {
  title: 'Editor/Headings and breadcrumb',
  component: EditorStory,
  args: { landingId: 1 },
  beforeEach: kit.install(),
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Design section says 'Design' once: the editor's section heading, not a second one. */
export const DesignHeadedOnce: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvasElement, 'Design');
    const section = await canvas.findByRole('region', { name: 'Design' }, { timeout: 10_000 });
    await within(section).findByRole('heading', { name: 'Icon' });
    await expect(canvas.getAllByRole('heading', { name: 'Design' })).toHaveLength(1);
    await expect(canvas.getAllByText('Design', { selector: 'h1, h2, h3, h4' })).toHaveLength(1);
  },
};

const crumbStyle = (crumb: HTMLElement) => {
  const style = getComputedStyle(crumb);
  return { color: style.color, underlined: style.textDecorationLine.includes('underline') };
};

/**
 * The current crumb reads as where the operator is (the breadcrumb's text colour, no
 * underline); a crumb up the trail reads as a link (accent colour, underlined).
 */
export const CurrentCrumbIsNotALink: Story = {
  ...onDesktop,
  args: { landingId: 1, relatedLauncherId: 2 },
  play: async ({ canvasElement }) => {
    const breadcrumb = within(
      within(canvasElement).getByRole('navigation', { name: 'Editor breadcrumb' }),
    );
    const current = await breadcrumb.findByRole(
      'button',
      { name: 'Golden Slots' },
      {
        timeout: 10_000,
      },
    );
    const main = breadcrumb.getByRole('button', { name: 'Lucky Spin' });
    const currentItem = current.closest<HTMLElement>('[aria-current="page"]');
    await expect(currentItem).not.toBeNull();
    await expect(main.closest('[aria-current]')).toBeNull();
    await waitFor(() =>
      expect(crumbStyle(current)).toEqual({
        color: getComputedStyle(currentItem!).color,
        underlined: false,
      }),
    );
    const link = crumbStyle(main);
    await expect(link.underlined).toBe(true);
    await expect(link.color).not.toBe(crumbStyle(current).color);
  },
};

/** With no related launcher shown, the main launcher's crumb is the current one. */
export const MainCrumbCurrent: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const breadcrumb = within(
      within(canvasElement).getByRole('navigation', { name: 'Editor breadcrumb' }),
    );
    const main = await breadcrumb.findByRole('button', { name: 'Lucky Spin' }, { timeout: 10_000 });
    const item = main.closest<HTMLElement>('[aria-current="page"]')!;
    await expect(item).not.toBeNull();
    await expect(crumbStyle(main)).toEqual({
      color: getComputedStyle(item).color,
      underlined: false,
    });
  },
};
