import type { Landing } from '@landing/api';
import { resourceListSelectors as list } from '@landing/machines';
import { Button, DataTable, ErrorText } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { waitFor } from 'xstate';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { useConsoleServices } from '../services/ConsoleServices.tsx';
import { landingColumns, landingLabel } from './landingColumns.tsx';
import * as styles from './Landings.css.ts';
import { createLandingsListLogic } from './landingsListLogic.ts';

export const LANDINGS_PATH = '/landings';
/** The landing editor: a new landing. */
export const PWA_CREATION_PATH = '/pwa-creation';
/** The landing editor on an existing landing. */
export const landingEditorPath = (landingId: number) =>
  `${PWA_CREATION_PATH}?landingId=${landingId}`;

/**
 * The 'Landings' table: every landing at once; 'Create New' and Edit open the editor, Delete
 * asks first and then loads the list again. A failed load shows 'Failed to load PWA Groups'.
 */
export function Landings() {
  const { client, navigate, notify } = useConsoleServices();
  const [logic] = useState(() => createLandingsListLogic(client.landing, notify));
  const actor = useActorRef(logic);
  const landings = useSelector(actor, list.selectItems);
  const status = useSelector(actor, list.selectStatus);
  const error = useSelector(actor, list.selectError);

  const remove = (landing: Landing) => {
    actor.send({ type: 'list.remove', id: landing.id });
    // The confirmation stays busy until the delete and the reload are over.
    return waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  };

  return (
    <main className={styles.page} data-state={status}>
      <DataTable
        title="Landings"
        columns={landingColumns}
        rows={landings}
        itemLabel={landingLabel}
        loading={status === 'loading'}
        toolbar={
          <ConsoleLink to={PWA_CREATION_PATH} className={styles.createLink}>
            Create New
          </ConsoleLink>
        }
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
