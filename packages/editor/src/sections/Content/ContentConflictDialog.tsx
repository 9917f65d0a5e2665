import { contentSelectors, type ContentField, type ContentValues } from '@landing/machines';
import { ConflictDialog } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ContentLogic } from './contentSection.ts';

type ContentActor = ActorRefFrom<ContentLogic>;

const FIELD_LABELS: Record<ContentField, string> = {
  description: 'Description',
  tags: 'Tags',
  additionalInfo: 'Additional Info Items',
};

const shown = (values: ContentValues): Record<ContentField, string> => ({
  description: values.description,
  tags: values.tags.join(', '),
  additionalInfo: values.additionalInfo.join(', '),
});

/** The Content tab's conflict dialog (issue 29): both operators changed this translation. */
export function ContentConflictDialog({ actorRef }: { actorRef: ContentActor }) {
  const conflict = useSelector(actorRef, contentSelectors.selectConflict);
  const mine = useSelector(actorRef, contentSelectors.selectMine);
  if (!conflict) return null;
  return (
    <ConflictDialog
      title="Someone else saved this translation"
      saveLabel="Save Merged Content"
      fields={conflict.fields}
      labels={FIELD_LABELS}
      original={shown(conflict.original)}
      theirs={shown(conflict.theirs)}
      mine={shown(mine)}
      picks={conflict.picks}
      onPick={(field, side) => actorRef.send({ type: 'conflict.pick', field, side })}
      onPickAll={(side) => actorRef.send({ type: 'conflict.pickAll', side })}
      onSave={() => actorRef.send({ type: 'conflict.save' })}
      onCancel={() => actorRef.send({ type: 'conflict.cancel' })}
    />
  );
}
