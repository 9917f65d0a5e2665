import { SideNav, type LinkComponentProps, type SideNavItem } from '@landing/ui';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { useSessionActor } from '../Session/SessionContext.tsx';
import { currentNavItem, NAV_ITEMS } from './navItems.ts';
import * as styles from './Shell.css.ts';

/** SideNav's links go through the host's link adapter, so no router is imported here. */
function NavLink({ href, className, 'aria-current': current, children }: LinkComponentProps) {
  return (
    <ConsoleLink to={href} className={className} aria-current={current}>
      {children}
    </ConsoleLink>
  );
}

export function SideNavigation({ currentPath }: { currentPath: string }) {
  const session = useSessionActor();
  const current = currentNavItem(currentPath);

  const items: SideNavItem[] = [
    ...NAV_ITEMS.map((item) => ({
      id: item.to,
      label: item.label,
      href: item.to,
      current: item === current,
    })),
    // Pressing it again while logging out does nothing: the machine is already on its way.
    {
      id: 'log-out',
      label: 'Log Out',
      onSelect: () => session.send({ type: 'session.logout' }),
    },
  ];

  return (
    <SideNav
      label="Main"
      items={items}
      linkComponent={NavLink}
      header={<p className={styles.brand}>Landing Console</p>}
      narrow="wrap"
    />
  );
}
