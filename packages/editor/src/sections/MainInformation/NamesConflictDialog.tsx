import { iconNameSelectors, type iconNameFormMachine } from '@landing/machines';
import { ConflictDialog, conflictAnswersTo } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useConflictWords, useMessages } from '../../messages/messages.tsx';

type IconNameActor = ActorRefFrom<typeof iconNameFormMachine>;

/** Main Information's names conflict dialog (issue 29): both operators renamed this launcher. */
export function NamesConflictDialog({ actorRef }: { actorRef: IconNameActor }) {
  const conflict = useSelector(actorRef, iconNameSelectors.selectConflict);
  const mine = useSelector(actorRef, iconNameSelectors.selectMine);
  const text = useMessages();
  const words = useConflictWords();
  if (!conflict) return null;
  return (
    <ConflictDialog
      words={words}
      title={text['iconName.conflictTitle']}
      saveLabel={text['iconName.conflictSave']}
      fields={conflict.fields}
      labels={{ name: text['iconName.name'], shortName: text['iconName.shortName'] }}
      original={conflict.original}
      theirs={conflict.theirs}
      mine={mine}
      picks={conflict.picks}
      {...conflictAnswersTo(actorRef.send)}
    />
  );
}
