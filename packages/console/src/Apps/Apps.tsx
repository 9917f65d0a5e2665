import { resourceListSelectors as list } from '@landing/machines';
import { Button, DataTable, ErrorText } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { waitFor } from 'xstate';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { appColumns } from './appColumns.tsx';
import * as styles from './Apps.css.ts';
import { createAppsListLogic, type AppsListCalls } from './appsListLogic.ts';

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
 * The 'All Apps' table over the apps list machine: every app at once, edit opens it, delete
 * asks first and then refreshes. A failed load shows the empty table with the reason under it
 * and a way to try again.
 */
export function Apps({ pwa, onNavigate }: AppsProps) {
  const [logic] = useState(() => createAppsListLogic(pwa));
  const actor = useActorRef(logic);
  const apps = useSelector(actor, list.selectItems);
  const status = useSelector(actor, list.selectStatus);
  const error = useSelector(actor, list.selectError);

  return (
    <main className={styles.page} data-state={status}>
      <DataTable
        title="All Apps"
        columns={appColumns}
        rows={apps}
        itemLabel={(app) => app.name}
        loading={status === 'loading'}
        toolbar={
          <ConsoleLink to={NEW_APP_PATH} className={styles.createLink}>
            Create New App
          </ConsoleLink>
        }
        onEdit={(app) => onNavigate(appPath(app.id))}
        deletable
        onDelete={(app) => {
          actor.send({ type: 'list.remove', id: app.id });
          // The confirmation stays busy until the delete (and the reload) is over.
          return waitFor(actor, (snapshot) => !snapshot.hasTag('busy')).then(() => undefined);
        }}
      />
      {status === 'failed' && error !== null && (
        <div className={styles.failure}>
          <ErrorText>{error}</ErrorText>
          <Button variant="secondary" onClick={() => actor.send({ type: 'list.retry' })}>
            Try again
          </Button>
        </div>
      )}
    </main>
  );
}
