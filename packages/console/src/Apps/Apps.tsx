import { resourceListSelectors as list } from '@landing/machines';
import { Button, DataTable, ErrorText } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { waitFor } from 'xstate';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { useConsoleServices } from '../services/ConsoleServices.tsx';
import { appColumns } from './appColumns.tsx';
import { appPath, NEW_APP_PATH } from './appPaths.ts';
import * as styles from './Apps.css.ts';
import { createAppsListLogic } from './appsListLogic.ts';

/**
 * The 'All Apps' table over the apps list machine: every app at once, edit opens it, delete
 * asks first and then refreshes. A failed load shows the empty table with the reason under it
 * and a way to try again. Lists and removes through the services' `client.pwa`; row Edit opens
 * /apps/{id}.
 */
export function Apps() {
  const { client, navigate, notify } = useConsoleServices();
  const [logic] = useState(() => createAppsListLogic(client.pwa, notify));
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
        onEdit={(app) => navigate(appPath(app.id))}
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
