import type { RelatedLauncher } from '@landing/api';
import { editorSelectors as select, relatedLaunchersSelectors as related } from '@landing/machines';
import { Button, DataTable, Select, type Column } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useEditorActor, useLandingEditor } from '../headless/LandingEditorContext.tsx';
import { fill, useMessages, useTableRowWords, useTableWords } from '../messages/messages.tsx';
import type { RelatedLaunchersLogic } from './relatedLaunchersSection.ts';
import type { ActorRefFrom } from 'xstate';
import * as styles from './RelatedLaunchers.css.ts';
import { ChangedElsewhereNotice } from '../watch/ChangedElsewhereNotice.tsx';

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
  const changedElsewhere = useSelector(actorRef, related.selectChangedElsewhere);
  const text = useMessages();
  const rowWords = useTableRowWords();
  const tableWords = useTableWords();
  const nameOf = (launcher: { id: number; name?: string | null }) =>
    launcher.name ?? fill(text, 'related.launcherById', { id: launcher.id });
  const columns: readonly Column<RelatedLauncher>[] = [
    { field: 'id', header: text['related.column.id'] },
    { field: 'name', header: text['related.column.name'] },
    { field: 'template.code', header: text['related.column.templateCode'] },
  ];
  return (
    <div className={styles.section}>
      {changedElsewhere && (
        <ChangedElsewhereNotice
          change={changedElsewhere}
          onReload={() => actorRef.send({ type: 'related.reload' })}
        />
      )}
      <div className={styles.linkRow}>
        <Select
          label={text['related.link']}
          placeholder={text['related.linkPlaceholder']}
          options={linkable.map((launcher) => ({
            value: String(launcher.id),
            label: nameOf(launcher),
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
          {text['related.linkButton']}
        </Button>
      </div>
      <DataTable
        title={text['related.title']}
        rowWords={rowWords}
        words={tableWords}
        columns={columns}
        rows={relatedLaunchers}
        keyField="id"
        itemLabel={nameOf}
        emptyText={text['related.empty']}
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
