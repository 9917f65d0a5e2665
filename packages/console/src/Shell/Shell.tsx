import type { ReactNode } from 'react';
import { SessionEndedDialog } from '../Session/SessionEndedDialog.tsx';
import { useSession } from '../Session/SessionContext.tsx';
import { sessionSelectors } from '@landing/machines';
import { SideNavigation } from './SideNavigation.tsx';
import { UserCard } from './UserCard.tsx';
import * as styles from './Shell.css.ts';

export type ShellProps = {
  /** The current location's path; marks the navigation item it belongs to. */
  currentPath: string;
  /** The screen; it renders its own `<main>`. */
  children: ReactNode;
};

/**
 * Every signed-in page: navigation on the left, the user card on top, the screen below. On a
 * narrow screen the navigation is a strip across the top instead (`media.narrow`). When the
 * session ends under a call, a sign-in dialog opens over the page instead of going to /login.
 */
export function Shell({ currentPath, children }: ShellProps) {
  const isLoading = useSession(sessionSelectors.selectIsUserLoading);
  const isAuthenticated = useSession(sessionSelectors.selectIsAuthenticated);
  const state = isLoading ? 'loading' : isAuthenticated ? 'authenticated' : 'signedOut';

  return (
    <div className={styles.layout} data-state={state}>
      <SideNavigation currentPath={currentPath} />
      <div className={styles.column}>
        <header className={styles.header}>
          <UserCard />
        </header>
        <div className={styles.content}>{children}</div>
      </div>
      <SessionEndedDialog />
    </div>
  );
}
