import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../Button/IconButton.tsx';
import { DeleteIcon } from '../DataTable/icons.tsx';
import { findSmallTargets } from '../testing/targetSize.ts';
import { Tabs, type TabItem } from './Tabs.tsx';

const languages: TabItem[] = [
  { value: 'en', label: 'English (BASE)', content: 'English texts' },
  { value: 'de', label: 'German', content: 'German texts' },
  { value: 'fr', label: 'French', content: 'French texts' },
  { value: 'es', label: 'Spanish', content: 'Spanish texts' },
  { value: 'it', label: 'Italian', content: 'Italian texts', disabled: true },
  { value: 'pt', label: 'Portuguese', content: 'Portuguese texts' },
  { value: 'new', label: 'New Language', content: 'Add a translation', pinned: true },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { label: 'Translations', tabs: languages, maxVisible: 4, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = (tabs: HTMLElement[]) => tabs.map((tab) => tab.textContent);

export const OverflowMenu: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const tablist = canvas.getByRole('tablist', { name: 'Translations' });

    await step('four tabs show, the pinned one included', async () => {
      await expect(tabNames(within(tablist).getAllByRole('tab'))).toEqual([
        'English (BASE)',
        'German',
        'French',
        'New Language',
      ]);
      await expect(canvas.getByRole('tab', { name: 'English (BASE)' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('English texts');
    });

    await step('the rest are in the More menu', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'More' }));
      const menu = await screen.findByRole('menu');
      await expect(tabNames(within(menu).getAllByRole('menuitem'))).toEqual([
        'Spanish',
        'Italian',
        'Portuguese',
      ]);
      await expect(within(menu).getByRole('menuitem', { name: 'Italian' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Spanish' }));
    });

    await step('a picked tab joins the strip, selected and focused', async () => {
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      const spanish = canvas.getByRole('tab', { name: 'Spanish' });
      await expect(spanish).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(spanish).toHaveFocus());
      await expect(args.onValueChange).toHaveBeenLastCalledWith('es');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Spanish texts');
      await expect(within(tablist).getAllByRole('tab')).toHaveLength(4);
      await expect(canvas.queryByRole('tab', { name: 'French' })).not.toBeInTheDocument();
    });
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'English (BASE)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const german = canvas.getByRole('tab', { name: 'German' });
    await expect(german).toHaveFocus();
    await expect(german).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('de');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Spanish' })).toHaveFocus(),
    );
    // Down skips the disabled Italian.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Portuguese' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Portuguese' })).toHaveFocus());
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Portuguese texts');
  },
};

export const NoOverflow: Story = {
  args: { tabs: languages.slice(0, 3), maxVisible: 4, defaultValue: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'French' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const ActiveTabInOverflow: Story = {
  args: { defaultValue: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tabNames(canvas.getAllByRole('tab'))).toEqual([
      'English (BASE)',
      'German',
      'Portuguese',
      'New Language',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Portuguese' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

const withRemove = (tab: TabItem): TabItem =>
  tab.pinned || tab.value === 'en'
    ? tab
    : {
        ...tab,
        action: <IconButton action="delete" label={`Remove ${tab.label}`} icon={<DeleteIcon />} />,
      };

/** A control beside each tab: outside the tab list, after its own tab, reached with Tab. */
export const TabActions: Story = {
  args: { tabs: languages.map(withRemove) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Translations' });
    await expect(within(tablist).queryAllByRole('button')).toEqual([]);
    // Only the tabs in the strip show theirs; it sits right after its tab.
    const german = canvas.getByRole('tab', { name: 'German' });
    const removeGerman = canvas.getByRole('button', { name: 'Remove German' });
    const germanBox = german.getBoundingClientRect();
    // It may tuck into the tab's right padding, but never over the label.
    await expect(removeGerman.getBoundingClientRect().left).toBeGreaterThan(
      germanBox.left + germanBox.width / 2,
    );
    await expect(removeGerman.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole('tab', { name: 'French' }).getBoundingClientRect().left,
    );
    await expect(canvas.queryByRole('button', { name: 'Remove Spanish' })).toBeNull();

    canvas.getByRole('tab', { name: 'English (BASE)' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(german).toHaveFocus();
    await userEvent.tab();
    await expect(removeGerman).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove French' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More' })).toHaveFocus();
  },
};

/** Each tab's action, as IconButton beside it in the strip and as a menu item while in 'More'. */
const withRemoveEverywhere = (onRemove: (value: string) => void) => (tab: TabItem) =>
  tab.pinned || tab.value === 'en'
    ? tab
    : {
        ...withRemove(tab),
        menuAction: {
          label: `Remove ${tab.label}`,
          icon: <DeleteIcon />,
          action: 'delete',
          onSelect: () => onRemove(tab.value),
        },
      };

/**
 * A tab in 'More' keeps its action: the item after its own, named like the strip's button. By
 * keyboard: Down reaches it, Enter runs it once the menu has closed and focus is back on More.
 */
export const MenuActions: Story = {
  args: { tabs: languages.map(withRemoveEverywhere(() => {})) },
  render: function Render(args) {
    const [removed, setRemoved] = useState<string[]>([]);
    const tabs = languages
      .filter((tab) => !removed.includes(tab.value))
      .map(
        withRemoveEverywhere((value) => {
          args.onValueChange?.(`removed:${value}`);
          setRemoved((list) => [...list, value]);
        }),
      );
    return <Tabs {...args} tabs={tabs} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const more = canvas.getByRole('button', { name: 'More' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.getAttribute('aria-label') ?? item.textContent)).toEqual([
      'Spanish',
      'Remove Spanish',
      'Italian',
      'Remove Italian',
      'Portuguese',
      'Remove Portuguese',
    ]);
    // Side by side, as the strip draws a tab and its button.
    const [spanish, removeSpanish] = items as [HTMLElement, HTMLElement];
    await expect(removeSpanish.getBoundingClientRect().top).toBe(
      spanish.getBoundingClientRect().top,
    );
    await expect(removeSpanish.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      spanish.getBoundingClientRect().right,
    );
    await waitFor(() => expect(spanish).toHaveFocus());
    // The open menu's items are targets too (the after-story check sees it closed).
    await expect(findSmallTargets(24, menu)).toEqual([]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(removeSpanish).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith('removed:es');
    // Removing changed nothing else: the selected tab stays, focus is back on More.
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'More' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const after = await screen.findByRole('menu');
    await expect(
      within(after)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('aria-label') ?? item.textContent),
    ).toEqual(['Italian', 'Remove Italian', 'Portuguese', 'Remove Portuguese']);
    await userEvent.keyboard('{Escape}');
  },
};
