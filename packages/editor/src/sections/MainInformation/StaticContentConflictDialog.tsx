import {
  staticContentSelectors,
  type staticContentMachine,
  type StaticContentField,
  type StaticContentValues,
} from '@landing/machines';
import { ConflictDialog, conflictAnswersTo } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useConflictWords, useMessages } from '../../messages/messages.tsx';
import { staticContentLabels } from './staticContentLabels.ts';

type StaticContentActor = ActorRefFrom<typeof staticContentMachine>;

const shown = (values: StaticContentValues) =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      Array.isArray(value) ? value.join(' / ') : String(value),
    ]),
  ) as Record<StaticContentField, string>;

/** The Static Content form's conflict dialog (issue 29): both operators changed its fields. */
export function StaticContentConflictDialog({ actorRef }: { actorRef: StaticContentActor }) {
  const conflict = useSelector(actorRef, staticContentSelectors.selectConflict);
  const mine = useSelector(actorRef, staticContentSelectors.selectMine);
  const text = useMessages();
  const words = useConflictWords();
  if (!conflict) return null;
  return (
    <ConflictDialog
      words={words}
      title={text['staticContent.conflictTitle']}
      saveLabel={text['staticContent.conflictSave']}
      fields={conflict.fields}
      labels={staticContentLabels(text)}
      original={shown(conflict.original)}
      theirs={shown(conflict.theirs)}
      mine={shown(mine)}
      picks={conflict.picks}
      {...conflictAnswersTo(actorRef.send)}
    />
  );
}
