import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
