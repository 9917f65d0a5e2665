import { designSelectors, type DesignConflictField, type DesignValues } from '@landing/machines';
import { ConflictDialog, conflictAnswersTo } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useConflictWords, useMessages } from '../../messages/messages.tsx';
import type { DesignActorRef } from './types.ts';

type FileField = DesignConflictField;

/** A file as the dialog names it: a chosen one by its name, a stored one by its URL's last part. */
function fileName(value: DesignValues[FileField], none: string): string {
  if (value === null) return none;
  if (value.kind === 'chosen') return value.file.name;
  const last = value.url.split('/').pop() ?? value.url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The design conflict dialog (issue 29): another operator saved a file this form changed too. */
export function DesignConflictDialog({ actorRef }: { actorRef: DesignActorRef }) {
  const conflict = useSelector(actorRef, designSelectors.selectConflict);
  const mine = useSelector(actorRef, designSelectors.selectMine);
  const text = useMessages();
  const words = useConflictWords();
  if (!conflict) return null;
  const none = text['design.conflictNone'];
  const shown = (values: DesignValues): Record<FileField, string> => ({
    icon: fileName(values.icon, none),
    video: fileName(values.video, none),
    videoPreview: fileName(values.videoPreview, none),
  });
  return (
    <ConflictDialog
      words={words}
      title={text['design.conflictTitle']}
      saveLabel={text['design.conflictSave']}
      fields={conflict.fields as FileField[]}
      labels={{
        icon: text['design.icon'],
        video: text['design.video'],
        videoPreview: text['design.videoPreview'],
      }}
      original={shown(conflict.original)}
      theirs={shown(conflict.theirs)}
      mine={shown(mine)}
      picks={conflict.picks}
      {...conflictAnswersTo<FileField>(actorRef.send)}
    />
  );
}
