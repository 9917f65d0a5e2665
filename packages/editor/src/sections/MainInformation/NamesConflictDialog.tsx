import { iconNameSelectors, type iconNameFormMachine } from '@landing/machines';
import { ConflictDialog } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

type IconNameActor = ActorRefFrom<typeof iconNameFormMachine>;

const FIELD_LABELS = { name: 'Name', shortName: 'Short Name' } as const;

/** Main Information's names conflict dialog (issue 29): both operators renamed this launcher. */
export function NamesConflictDialog({ actorRef }: { actorRef: IconNameActor }) {
  const conflict = useSelector(actorRef, iconNameSelectors.selectConflict);
  const mine = useSelector(actorRef, iconNameSelectors.selectMine);
  if (!conflict) return null;
  return (
    <ConflictDialog
      title="Someone else saved this launcher"
      saveLabel="Save Merged Names"
      fields={conflict.fields}
      labels={FIELD_LABELS}
      original={conflict.original}
      theirs={conflict.theirs}
      mine={mine}
      picks={conflict.picks}
      onPick={(field, side) => actorRef.send({ type: 'conflict.pick', field, side })}
      onPickAll={(side) => actorRef.send({ type: 'conflict.pickAll', side })}
      onSave={() => actorRef.send({ type: 'conflict.save' })}
      onCancel={() => actorRef.send({ type: 'conflict.cancel' })}
    />
  );
}
