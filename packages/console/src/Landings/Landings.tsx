import type { Landing } from '@landing/api';
import { resourceListSelectors as list } from '@landing/machines';
import { Button, DataTable, EmptyState, ErrorText } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { waitFor } from 'xstate';
import { ListFilling } from '../ListScreen/ListFilling.tsx';
import { LIST_NOT_LOADED, useListView, type ListViewProps } from '../ListScreen/listView.ts';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { useConsoleServices } from '../services/ConsoleServices.tsx';
import { landingColumns, landingLabel } from './landingColumns.tsx';
import * as styles from './Landings.css.ts';
import { createLandingsListLogic } from './landingsListLogic.ts';
import { listPollDelays } from '../ListScreen/listPolling.ts';
import { useReloadOnFocus } from '../ListScreen/othersChanges.ts';

export const LANDINGS_PATH = '/landings';
const LANDING_ROW_HEIGHT = 104;
/** The landing editor: a new landing. */
export const PWA_CREATION_PATH = '/pwa-creation';
/** The landing editor on an existing landing. */
export const landingEditorPath = (landingId: number) =>
  `${PWA_CREATION_PATH}?landingId=${landingId}`;

/**
 * The 'Landings' table: every landing at once; 'Create New' and Edit open the editor, Delete
 * asks first and then loads the list again. A failed load shows 'Failed to load PWA Groups'.
 * Its sort and filter are the route's (`view`), else its own.
 */
export function Landings(props: ListViewProps) {
  const { client, navigate, notify, listPollMs } = useConsoleServices();
  const [logic] = useState(() =>
    createLandingsListLogic(client.landing, notify).provide({
      delays: listPollDelays(listPollMs),
    }),
  );
  const actor = useActorRef(logic);
  useReloadOnFocus(actor);
  const landings = useSelector(actor, list.selectItems);
  const status = useSelector(actor, list.selectStatus);
  const error = useSelector(actor, list.selectError);
  const fillError = useSelector(actor, list.selectFillError);
  const view = useListView(props);
  const createLink = (
    <ConsoleLink to={PWA_CREATION_PATH} className={styles.createLink}>
      Create New
    </ConsoleLink>
  );

  const remove = (landing: Landing) => {
    actor.send({ type: 'list.remove', id: landing.id });
    // The confirmation stays busy until the delete and the reload are over.
    return waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  };

  return (
    <main className={styles.page} data-state={status}>
      {status === 'filling' && (
        <ListFilling
          loaded={landings.length}
          itemsName="landings"
          error={fillError}
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      )}
      <DataTable
        title="Landings"
        columns={landingColumns}
        rows={landings}
        itemLabel={landingLabel}
        loading={status === 'loading'}
        // Room for the preview thumbnail (86 px) with a margin above and below it.
        rowHeight={LANDING_ROW_HEIGHT}
        {...view}
        filterLabel="Filter landings"
        noMatchText="No landings match the filter."
        empty={
          status === 'failed' ? (
            LIST_NOT_LOADED
          ) : (
            <EmptyState title="No landings yet" action={createLink} />
          )
        }
        toolbar={createLink}
        onEdit={(landing) => navigate(landingEditorPath(landing.id))}
        deletable
        onDelete={remove}
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
