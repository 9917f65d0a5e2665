import { CREATED_WITHOUT_ID, type Template } from '@landing/api';
import { resourceListSelectors as list } from '@landing/machines';
import { useDraftOwner } from '@landing/drafts';
import { FormHistory, historyForm } from '@landing/drafts';
import { TemplateFormModal } from '@landing/template-form';
import { Button, DataTable, EmptyState } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { waitFor } from 'xstate';
import { LIST_NOT_LOADED, useListView, type ListViewProps } from '../ListScreen/listView.ts';
import { templateColumns, templateLabel } from './templateColumns.tsx';
import * as styles from './Templates.css.ts';
import { useConsoleServices } from '../services/ConsoleServices.tsx';
import { createTemplatesListLogic } from './templatesListLogic.ts';
import { listPollDelays } from '../ListScreen/listPolling.ts';
import { useReloadOnFocus } from '../ListScreen/othersChanges.ts';

export const TEMPLATES_PATH = '/templates';

/** Which template the modal shows: a new one, an existing one, or none (closed). */
type ModalTarget = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; template: Template };

/**
 * The 'Templates Table' of custom templates: 'Add Template' and Edit open the template modal,
 * Delete asks first; a save or a delete loads the list again. Its sort and filter are the
 * route's (`view`), else its own.
 */
export function Templates(props: ListViewProps) {
  const { client, notify, listPollMs } = useConsoleServices();
  const calls = client.template;
  const [logic] = useState(() =>
    createTemplatesListLogic(calls, notify).provide({ delays: listPollDelays(listPollMs) }),
  );
  const actor = useActorRef(logic);
  useReloadOnFocus(actor);
  const templates = useSelector(actor, list.selectItems);
  const status = useSelector(actor, list.selectStatus);
  const [modal, setModal] = useState<ModalTarget>({ kind: 'closed' });
  const view = useListView(props);
  const draftOwner = useDraftOwner(client);
  const addButton = <Button onClick={() => setModal({ kind: 'add' })}>Add Template</Button>;

  const remove = (template: Template) => {
    actor.send({ type: 'list.remove', id: template.id });
    // The confirmation stays busy until the delete (and the reload) is over.
    return waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  };

  return (
    <main className={styles.page} data-state={status}>
      <DataTable
        title="Templates Table"
        columns={templateColumns}
        rows={templates}
        itemLabel={templateLabel}
        loading={status === 'loading'}
        {...view}
        filterLabel="Filter templates"
        noMatchText="No templates match the filter."
        empty={
          status === 'failed' ? (
            LIST_NOT_LOADED
          ) : (
            <EmptyState title="No templates yet" action={addButton} />
          )
        }
        toolbar={addButton}
        onEdit={(template) => setModal({ kind: 'edit', template })}
        deletable
        onDelete={remove}
      />
      <TemplateFormModal
        key={modal.kind === 'edit' ? `edit-${modal.template.id}` : modal.kind}
        open={modal.kind !== 'closed'}
        template={modal.kind === 'edit' ? modal.template : null}
        calls={calls}
        draftOwner={draftOwner}
        onOpenChange={(open) => {
          if (!open) setModal({ kind: 'closed' });
        }}
        onSaved={() => actor.send({ type: 'list.reload' })}
        onSavedWithoutRecord={() => {
          notify('warning', CREATED_WITHOUT_ID);
          actor.send({ type: 'list.reload' });
        }}
        renderHistory={(form) => (
          <FormHistory
            forms={[historyForm(form)]}
            labels={{ group: 'History', undo: 'Undo', redo: 'Redo' }}
          />
        )}
      />
    </main>
  );
}
