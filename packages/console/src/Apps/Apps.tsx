import { resourceListSelectors as list } from '@landing/machines';
import { Button, DataTable, EmptyState, ErrorText } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { waitFor } from 'xstate';
import { ListFilling } from '../ListScreen/ListFilling.tsx';
import { LIST_NOT_LOADED, useListView, type ListViewProps } from '../ListScreen/listView.ts';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { useConsoleServices } from '../services/ConsoleServices.tsx';
import { appColumns, appLabel } from './appColumns.tsx';
import { appPath, NEW_APP_PATH } from './appPaths.ts';
import * as styles from './Apps.css.ts';
import { createAppsListLogic } from './appsListLogic.ts';
import { listPollDelays } from '../ListScreen/listPolling.ts';
import { useReloadOnFocus } from '../ListScreen/othersChanges.ts';

/** Two lines of the Web Server URL's cut, with room above and below. */
const APP_ROW_HEIGHT = 56;

/**
 * The 'All Apps' table over the apps list machine: every app at once, edit opens it, delete
 * asks first and then refreshes. A failed load shows the empty table with the reason under it
 * and a way to try again. Lists and removes through the services' `client.pwa`; row Edit opens
 * /apps/{id}. Its sort and filter are the route's (`view`), else its own.
 */
export function Apps(props: ListViewProps) {
  const { client, navigate, notify, listPollMs } = useConsoleServices();
  const [logic] = useState(() =>
    createAppsListLogic(client.pwa, notify).provide({ delays: listPollDelays(listPollMs) }),
  );
  const actor = useActorRef(logic);
  useReloadOnFocus(actor);
  const apps = useSelector(actor, list.selectItems);
  const status = useSelector(actor, list.selectStatus);
  const error = useSelector(actor, list.selectError);
  const fillError = useSelector(actor, list.selectFillError);
  const view = useListView(props);
  const createLink = (
    <ConsoleLink to={NEW_APP_PATH} className={styles.createLink}>
      Create New App
    </ConsoleLink>
  );

  return (
    <main className={styles.page} data-state={status}>
      {status === 'filling' && (
        <ListFilling
          loaded={apps.length}
          itemsName="apps"
          error={fillError}
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      )}
      <DataTable
        title="All Apps"
        columns={appColumns}
        rows={apps}
        itemLabel={appLabel}
        loading={status === 'loading'}
        rowHeight={APP_ROW_HEIGHT}
        {...view}
        filterLabel="Filter apps"
        noMatchText="No apps match the filter."
        empty={
          status === 'failed' ? (
            LIST_NOT_LOADED
          ) : (
            <EmptyState title="No apps yet" action={createLink} />
          )
        }
        toolbar={createLink}
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
