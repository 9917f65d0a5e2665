import { useSession } from '../Session/SessionContext.tsx';
import { sessionSelectors } from '@landing/machines';
import * as styles from './Shell.css.ts';

const MISSING = '—';

const shown = (value: string | null) => (value === null || value.trim() === '' ? MISSING : value);

/** The signed-in operator's name and email, top right of the shell. */
export function UserCard() {
  const isLoading = useSession(sessionSelectors.selectIsUserLoading);
  const name = useSession(sessionSelectors.selectUserName);
  const email = useSession(sessionSelectors.selectUserEmail);

  return (
    <section
      className={styles.userCard}
      aria-label="User"
      aria-busy={isLoading || undefined}
      data-state={isLoading ? 'loading' : 'ready'}
    >
      {isLoading ? (
        <p className={styles.userLoading}>Loading...</p>
      ) : (
        <dl className={styles.userFields}>
          <dt className={styles.userLabel}>Name</dt>
          <dd className={styles.userName}>{shown(name)}</dd>
          <dt className={styles.userLabel}>Email</dt>
          <dd className={styles.userEmail}>{shown(email)}</dd>
        </dl>
      )}
    </section>
  );
}
