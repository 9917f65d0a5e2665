import type { App } from '@landing/api';
import { ERRORS } from '@landing/api';
import { errorMessage } from '@landing/machines';
import { Button, DataTable, ErrorText, toast } from '@landing/ui';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { appColumns } from './appColumns.tsx';
import * as styles from './Apps.css.ts';
import { useAppsList, type AppsListCalls } from './useAppsList.ts';

export const APPS_PATH = '/apps';
export const NEW_APP_PATH = '/apps/new';
export const appPath = (id: number) => `/apps/${id}`;

export type AppsProps = {
  /** `client.pwa` of `@landing/api` (list and remove). */
  pwa: AppsListCalls;
  /** Goes to a console path (row Edit opens /apps/{id}). */
  onNavigate: (to: string) => void;
};

/**
 * The 'All Apps' table: every app at once, edit opens it, delete asks first and then refreshes.
 * A failed load shows the empty table with the reason under it and a way to try again.
 */
export function Apps({ pwa, onNavigate }: AppsProps) {
  const list = useAppsList(pwa);

  const remove = async (app: App) => {
    try {
      await pwa.remove(app.id);
    } catch (error) {
      // The confirmation closes (an open dialog would hide the toast from screen readers).
      toast.error(errorMessage(error, ERRORS.failedToDeletePwa));
      return;
    }
    await list.reload();
  };

  return (
    <main className={styles.page} data-state={list.status}>
      <DataTable
        title="All Apps"
        columns={appColumns}
        rows={list.apps}
        itemLabel={(app) => app.name}
        loading={list.status === 'loading'}
        toolbar={
          <ConsoleLink to={NEW_APP_PATH} className={styles.createLink}>
            Create New App
          </ConsoleLink>
        }
        onEdit={(app) => onNavigate(appPath(app.id))}
        deletable
        onDelete={remove}
      />
      {list.status === 'failed' && list.error !== null && (
        <div className={styles.failure}>
          <ErrorText>{list.error}</ErrorText>
          <Button variant="secondary" onClick={list.retry}>
            Try again
          </Button>
        </div>
      )}
    </main>
  );
}
