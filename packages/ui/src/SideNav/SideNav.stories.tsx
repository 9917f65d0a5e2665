import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isInsideScreenWidth, onPhone, pageFitsScreenWidth } from '../testing/phoneViewport.ts';
import type { LinkComponentProps } from './linkComponent.tsx';
import { SideNav } from './SideNav.tsx';

const onLogout = fn();
const navigate = fn();

/** Stands in for a router link: reports the target instead of leaving the page. */
function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'UI/SideNav',
  component: SideNav,
  args: {
    label: 'Main',
    linkComponent: RouterLink,
    items: [
      { id: 'apps', label: 'Apps', href: '/apps', icon: '▣', current: true },
      { id: 'landings', label: 'Landings', href: '/landings', icon: '▤' },
      { id: 'templates', label: 'Templates', href: '/templates', icon: '▥' },
      { id: 'domains', label: 'Domains', href: '/domains', icon: '◎', disabled: true },
      { id: 'logout', label: 'Log out', onSelect: onLogout },
    ],
  },
  beforeEach: () => {
    onLogout.mockClear();
    navigate.mockClear();
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const menu = within(nav);
    await expect(menu.getByRole('link', { name: 'Apps' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Landings' })).not.toHaveAttribute('aria-current');

    await userEvent.click(menu.getByRole('link', { name: 'Templates' }));
    await expect(navigate).toHaveBeenCalledWith('/templates');

    const domains = menu.getByRole('link', { name: 'Domains' });
    await expect(domains).toHaveAttribute('aria-disabled', 'true');
    await expect(domains).not.toHaveAttribute('href');
    await userEvent.click(domains);
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: 'Apps' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: 'Templates' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.tab();
    const logout = menu.getByRole('button', { name: 'Log out' });
    await expect(logout).toHaveFocus();
    await expect(logout).toHaveAttribute('type', 'button');
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

export const PlainAnchors: Story = {
  args: {
    linkComponent: undefined,
    items: [
      { id: 'apps', label: 'Apps', href: '#apps' },
      { id: 'domains', label: 'Domains', href: '#domains', current: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Apps' })).toHaveAttribute('href', '#apps');
    await expect(canvas.getByRole('link', { name: 'Domains' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const sections = [
  'Landing Settings',
  'Main Information',
  'Design',
  'Content',
  'Comments',
  'Related Launchers',
].map((label, index) => ({
  id: `section-${index}`,
  label,
  onSelect: fn(),
  current: index === 0,
}));

/**
 * `narrow="scroll"` on a phone: one row that scrolls sideways inside the strip, not the page;
 * Tab reaches every item and brings it into view.
 */
export const NarrowScrollOnAPhone: Story = {
  ...onPhone,
  args: { label: 'Sections', items: sections, narrow: 'scroll' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Sections' });
    const row = within(nav).getByRole('list');
    const buttons = within(nav).getAllByRole('button');
    const tops = new Set(buttons.map((button) => button.getBoundingClientRect().top));
    await expect(tops.size).toBe(1);
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(pageFitsScreenWidth()).toBe(true);
    const last = buttons.at(-1)!;
    await expect(isInsideScreenWidth(last)).toBe(false);
    for (const _ of buttons) await userEvent.tab();
    await expect(last).toHaveFocus();
    await expect(isInsideScreenWidth(last)).toBe(true);
  },
};

/** `narrow="scroll"` on a phone, opened on its last item: the row starts scrolled to show it. */
export const NarrowScrollOpensAtTheCurrentItem: Story = {
  ...onPhone,
  args: {
    label: 'Sections',
    items: sections.map((section, index) => ({
      ...section,
      current: index === sections.length - 1,
    })),
    narrow: 'scroll',
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Sections' });
    const current = within(nav).getByRole('button', { name: 'Related Launchers' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('list').scrollLeft).toBeGreaterThan(0);
    await expect(isInsideScreenWidth(current)).toBe(true);
    await expect(window.scrollY).toBe(0);
    await expect(pageFitsScreenWidth()).toBe(true);
  },
};

/** `narrow="wrap"` on a phone: the header on a line of its own, then rows of items that wrap. */
export const NarrowWrapOnAPhone: Story = {
  ...onPhone,
  args: {
    items: [...meta.args.items, ...sections.slice(1)],
    narrow: 'wrap',
    header: <strong>Landing Console</strong>,
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const items = [...within(nav).getAllByRole('link'), ...within(nav).getAllByRole('button')];
    await expect(items.filter((item) => !isInsideScreenWidth(item))).toEqual([]);
    const rows = new Set(items.map((item) => item.getBoundingClientRect().top));
    await expect(rows.size).toBeGreaterThan(1);
    await expect(rows.size).toBeLessThan(items.length);
    const header = within(nav).getByText('Landing Console').getBoundingClientRect();
    await expect(Math.min(...rows)).toBeGreaterThanOrEqual(header.bottom);
    await expect(pageFitsScreenWidth()).toBe(true);
  },
};
