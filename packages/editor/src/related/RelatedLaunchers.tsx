import type { RelatedLauncher } from '@landing/api';
import { editorSelectors as select, relatedLaunchersSelectors as related } from '@landing/machines';
import { Button, DataTable, Select, type Column } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useEditorActor, useLandingEditor } from '../headless/LandingEditorContext.tsx';
import type { RelatedLaunchersLogic } from './relatedLaunchersSection.ts';
import type { ActorRefFrom } from 'xstate';
import * as styles from './RelatedLaunchers.css.ts';

const columns: readonly Column<RelatedLauncher>[] = [
  { field: 'id', header: 'ID' },
  { field: 'name', header: 'Launcher Name' },
  { field: 'template.code', header: 'Template Code' },
];

/**
 * Link a launcher to the landing; edit (switch to) or unlink the linked ones. The lists are the
 * editor's (the landing open); choosing, linking and unlinking are the section's.
 */
export function RelatedLaunchers({ actorRef }: { actorRef: ActorRefFrom<RelatedLaunchersLogic> }) {
  const editor = useEditorActor();
  const linkable = useLandingEditor(select.selectLinkableLaunchers);
  const relatedLaunchers = useLandingEditor(select.selectRelatedLaunchers);
  const choice = useSelector(actorRef, related.selectLinkChoice);
  const isLinking = useSelector(actorRef, related.selectIsLinking);
  return (
    <div className={styles.section}>
      <div className={styles.linkRow}>
        <Select
          label="Link Launcher"
          placeholder="Select launcher to link"
          options={linkable.map((launcher) => ({
            value: String(launcher.id),
            label: launcher.name ?? `Launcher #${launcher.id}`,
          }))}
          value={choice === null ? '' : String(choice)}
          onValueChange={(value) =>
            actorRef.send({ type: 'related.choose', launcherId: Number(value) })
          }
        />
        <Button
          disabled={choice === null}
          busy={isLinking}
          onClick={() => actorRef.send({ type: 'related.link' })}
        >
          Link
        </Button>
      </div>
      <DataTable
        title="Related Launchers"
        columns={columns}
        rows={relatedLaunchers}
        keyField="id"
        itemLabel={(row) => row.name ?? `Launcher #${row.id}`}
        emptyText="No related launchers yet."
        editable
        onEdit={(row) => editor.send({ type: 'launcher.switch', launcherId: row.id })}
        deletable
        onDelete={(row) => {
          actorRef.send({ type: 'related.unlink', launcherId: row.id });
        }}
      />
    </div>
  );
}
