import { contentSelectors, type ContentField, type ContentValues } from '@landing/machines';
import { ConflictDialog, conflictAnswersTo } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useConflictWords, useMessages } from '../../messages/messages.tsx';
import type { ContentLogic } from './contentSection.ts';

type ContentActor = ActorRefFrom<ContentLogic>;

const shown = (values: ContentValues): Record<ContentField, string> => ({
  description: values.description,
  tags: values.tags.join(', '),
  additionalInfo: values.additionalInfo.join(', '),
});

/** The Content tab's conflict dialog (issue 29): both operators changed this translation. */
export function ContentConflictDialog({ actorRef }: { actorRef: ContentActor }) {
  const conflict = useSelector(actorRef, contentSelectors.selectConflict);
  const mine = useSelector(actorRef, contentSelectors.selectMine);
  const text = useMessages();
  const words = useConflictWords();
  if (!conflict) return null;
  return (
    <ConflictDialog
      words={words}
      title={text['content.conflictTitle']}
      saveLabel={text['content.conflictSave']}
      fields={conflict.fields}
      labels={{
        description: text['content.description'],
        tags: text['content.tags'],
        additionalInfo: text['content.additionalInfo'],
      }}
      original={shown(conflict.original)}
      theirs={shown(conflict.theirs)}
      mine={shown(mine)}
      picks={conflict.picks}
      {...conflictAnswersTo(actorRef.send)}
    />
  );
}
