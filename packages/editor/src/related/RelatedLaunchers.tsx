import type { RelatedLauncher } from '@landing/api';
import { editorSelectors as select } from '@landing/machines';
import { Button, DataTable, Select, type Column } from '@landing/ui';
import { useEditorActor, useLandingEditor } from '../headless/LandingEditorContext.tsx';
import * as styles from './RelatedLaunchers.css.ts';

const columns: readonly Column<RelatedLauncher>[] = [
  { field: 'id', header: 'ID' },
  { field: 'name', header: 'Launcher Name' },
  { field: 'template.code', header: 'Template Code' },
];

/** Link a launcher to the landing; edit (switch to) or unlink the linked ones. */
export function RelatedLaunchers() {
  const actor = useEditorActor();
  const linkable = useLandingEditor(select.selectLinkableLaunchers);
  const related = useLandingEditor(select.selectRelatedLaunchers);
  const choice = useLandingEditor(select.selectLinkChoice);
  const isLinking = useLandingEditor(select.selectIsLinking);
  return (
    <div className={styles.section}>
      <div className={styles.linkRow}>
        <Select
          label="Link Launcher"
          placeholder="Select launcher to link"
          options={linkable.map((launcher) => ({
            value: String(launcher.id),
            label: launcher.name,
          }))}
          value={choice === null ? '' : String(choice)}
          onValueChange={(value) =>
            actor.send({ type: 'related.choose', launcherId: Number(value) })
          }
        />
        <Button
          disabled={choice === null}
          busy={isLinking}
          onClick={() => actor.send({ type: 'related.link' })}
        >
          Link
        </Button>
      </div>
      <DataTable
        title="Related Launchers"
        columns={columns}
        rows={related}
        keyField="id"
        itemLabel={(row) => row.name}
        emptyText="No related launchers yet."
        editable
        onEdit={(row) => actor.send({ type: 'launcher.switch', launcherId: row.id })}
        deletable
        onDelete={(row) => {
          actor.send({ type: 'related.unlink', launcherId: row.id });
        }}
      />
    </div>
  );
}
