import { Button } from '@landing/ui';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { useSession, useSessionActor } from '../Session/SessionContext.tsx';
import { sessionSelectors } from '@landing/machines';
import { currentNavItem, NAV_ITEMS } from './navItems.ts';
import * as styles from './Shell.css.ts';

export function SideNavigation({ currentPath }: { currentPath: string }) {
  const session = useSessionActor();
  const isLoggingOut = useSession(sessionSelectors.selectIsLoggingOut);
  const current = currentNavItem(currentPath);

  return (
    <nav className={styles.nav} aria-label="Main">
      <p className={styles.brand}>Landing Console</p>
      <ul className={styles.navList}>
        {NAV_ITEMS.map((item) => {
          const isCurrent = item === current;
          return (
            <li key={item.to}>
              <ConsoleLink
                to={item.to}
                className={
                  isCurrent ? `${styles.navLink} ${styles.navLinkCurrent}` : styles.navLink
                }
                aria-current={isCurrent ? 'page' : undefined}
              >
                {item.label}
              </ConsoleLink>
            </li>
          );
        })}
      </ul>
      <Button
        variant="ghost"
        className={styles.logOut}
        busy={isLoggingOut}
        onClick={() => session.send({ type: 'session.logout' })}
      >
        Log Out
      </Button>
    </nav>
  );
}
